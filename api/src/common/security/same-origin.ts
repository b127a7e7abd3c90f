/**
 * Whether a browser's Origin header names this site: the configured public origin, or the
 * origin the request itself was addressed to. Requests without an Origin are not browsers'
 * cross-site requests, so callers decide what to do with those.
 */
export function isOwnOrigin(origin: string, requestOrigin: string, publicOrigin: string | undefined): boolean {
  return origin === publicOrigin || origin === requestOrigin;
}
