/** `Authorization: Bearer <token>`, the scheme in any letter case, one token (RFC 6750 §2.1). */
const BEARER = /^Bearer +([\x21-\x7e]+) *$/i;

/**
 * The API key of a /v1 call, read from its Authorization header only: never from the query
 * (`?access_token=`) or the body, where keys end up in proxy logs, shell history and caches
 * (passport-http-bearer read all three). Undefined when the header is missing or not Bearer.
 */
export function bearerToken(authorization: string | string[] | undefined): string | undefined {
  if (typeof authorization !== 'string') return undefined;
  return BEARER.exec(authorization)?.[1];
}
