import { timingSafeEqual } from 'node:crypto';

/** The simulated broker's sign-in (CONNECT.md "The connect portal"): the same test users at every broker, as Plaid does. */
export const TEST_PASSWORD = 'pass_good';
export const TEST_MFA_CODE = '123456';

export const TEST_CREDENTIALS = [
  { username: 'user_good', password: TEST_PASSWORD, outcome: 'success, two accounts to pick from' },
  { username: 'user_mfa', password: TEST_PASSWORD, outcome: `asks a code: ${TEST_MFA_CODE} passes` },
  { username: 'user_locked', password: 'any', outcome: 'account locked at the broker' },
  { username: 'user_no_accounts', password: TEST_PASSWORD, outcome: 'no eligible accounts' },
  { username: 'user_read_only', password: TEST_PASSWORD, outcome: 'only read scopes can be granted' },
  { username: 'user_broker_down', password: 'any', outcome: 'the broker is unavailable' },
] as const;

export type SignInOutcome = 'signed_in' | 'mfa_required' | 'locked' | 'broker_down' | 'invalid_credentials';

export function signIn(username: string, password: string): SignInOutcome {
  if (username === 'user_locked') return 'locked';
  if (username === 'user_broker_down') return 'broker_down';
  const known = ['user_good', 'user_mfa', 'user_no_accounts', 'user_read_only'].includes(username);
  if (!known || !same(password, TEST_PASSWORD)) return 'invalid_credentials';
  return username === 'user_mfa' ? 'mfa_required' : 'signed_in';
}

export const mfaCodeMatches = (code: string) => same(code, TEST_MFA_CODE);

export interface BrokerAccountChoice {
  key: string;
  name: string;
}

/** The accounts the broker user holds and may connect. */
export function accountsOf(username: string): BrokerAccountChoice[] {
  if (username === 'user_no_accounts') return [];
  return [
    { key: 'individual', name: 'Individual brokerage ····4821' },
    { key: 'ira', name: 'Roth IRA ····7730' },
  ];
}

/** Scopes the broker refuses for this user, whatever the user consents to. */
export const refusedScopes = (username: string): string[] => (username === 'user_read_only' ? ['trading:write'] : []);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
