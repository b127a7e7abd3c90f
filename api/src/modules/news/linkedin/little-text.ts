/**
 * LinkedIn's Posts API returns commentary in its "little text" format: hashtags as
 * `{hashtag|\#|word}`, mentions as `@[Name](urn:li:organization:1)`, and reserved characters
 * escaped with a backslash. Visitors should read plain text.
 */
export function littleTextToPlain(commentary: string): string {
  return commentary
    .replace(/\{hashtag\|\\?#\|([^}]*)\}/g, (_, tag: string) => `#${tag}`)
    .replace(/@\[([^\]]*)\]\(urn:li:[^)]*\)/g, (_, name: string) => name)
    .replace(/\\([\\|{}@[\]()<>#*_~])/g, '$1');
}
