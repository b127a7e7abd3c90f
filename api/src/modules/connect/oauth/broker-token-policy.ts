import { brokerProfile, type TokenPolicy } from '../../simulator';

/**
 * The token policy of the broker a grant's subject (`<broker>:<username>`) signed in at, from the
 * broker's profile (meridian: 24 h access tokens, no refresh token); undefined for a subject of no broker.
 */
export function tokenPolicyOfSubject(subject: string | undefined): TokenPolicy | undefined {
  const broker = subject?.slice(0, Math.max(0, subject.indexOf(':')));
  return broker ? brokerProfile(broker)?.capabilities.tokenPolicy : undefined;
}

/** An access token's lifetime: the broker's own, else the server's (CONNECT_ACCESS_TOKEN_SECONDS). */
export const accessTokenSecondsFor = (subject: string | undefined, serverDefault: number) => tokenPolicyOfSubject(subject)?.accessTokenSeconds ?? serverDefault;

/** Whether a refresh token goes with the access token: not at a broker whose tokens cannot be refreshed. */
export const refreshableFor = (subject: string | undefined) => tokenPolicyOfSubject(subject)?.refreshable ?? true;
