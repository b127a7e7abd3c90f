import { brokerProfile, type TokenPolicy } from '../../simulator';
import type { KoaContextWithOIDC } from './oidc-provider';

/**
 * What a token that "does not expire" is stored with: oidc-provider and the artifact table need a
 * lifetime, so ten years stands for "until revoked" (docs/decisions/non-expiring-connect-tokens.md).
 */
export const NON_EXPIRING_SECONDS = 10 * 365 * 86_400;

/**
 * The token policy of the broker a grant's subject (`<broker>:<username>`) signed in at, from the
 * broker's profile (meridian: 24 h access tokens, no refresh token); undefined for a subject of no broker.
 */
export function tokenPolicyOfSubject(subject: string | undefined): TokenPolicy | undefined {
  const broker = subject?.slice(0, Math.max(0, subject.indexOf(':')));
  return broker ? brokerProfile(broker)?.capabilities.tokenPolicy : undefined;
}

/** Whether the subject's access tokens expire: not at a broker whose tokens last until revoked (northwind). */
export const tokensExpireFor = (subject: string | undefined) => tokenPolicyOfSubject(subject)?.accessTokenExpires ?? true;

/** An access token's lifetime: the broker's own, else the server's (CONNECT_ACCESS_TOKEN_SECONDS); "until revoked" is NON_EXPIRING_SECONDS. */
export const accessTokenSecondsFor = (subject: string | undefined, serverDefault: number) =>
  tokensExpireFor(subject) ? (tokenPolicyOfSubject(subject)?.accessTokenSeconds ?? serverDefault) : NON_EXPIRING_SECONDS;

/** A grant outlives every token it issues: the refresh tokens' lifetime, or NON_EXPIRING_SECONDS for tokens that do not expire. */
export const grantSecondsFor = (subject: string | undefined, refreshTokenSeconds: number) =>
  tokensExpireFor(subject) ? refreshTokenSeconds : NON_EXPIRING_SECONDS;

/** Whether a refresh token goes with the access token: not at a broker whose tokens cannot be refreshed. */
export const refreshableFor = (subject: string | undefined) => tokenPolicyOfSubject(subject)?.refreshable ?? true;

/**
 * The token endpoint's answer carries no `expires_in` for a token that does not expire (RFC 6749
 * §5.1 makes it RECOMMENDED, not required; Alpaca's answer has none), rather than a ten-year figure
 * a client would schedule a refresh by. Introspection still shows the stored `exp`.
 */
export async function omitExpiresInOfNonExpiringTokens(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  await next();
  if (ctx.path !== '/token' || ctx.status !== 200) return;
  const token = ctx.oidc?.entities.AccessToken;
  const body = ctx.body as Record<string, unknown> | undefined;
  if (token && body && typeof body === 'object' && !tokensExpireFor(token.accountId)) delete body.expires_in;
}
