const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a redirect URI may not be registered, or null when it may (CONNECT.md "Partner apps"):
 * absolute, https, or http only on a loopback host (RFC 8252 §7.3); no fragment (RFC 6749
 * §3.1.2); no user info. Matching at the authorization endpoint is exact string comparison
 * (RFC 9700 §2.1), so the URI is stored exactly as sent.
 */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.hash || value.includes('#')) return 'must not have a fragment';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname) ? null : 'may use http only on a loopback host (127.0.0.1, localhost, [::1])';
  return 'must use https (or http on a loopback host)';
}
