export interface Interaction {
  uid: string;
  step: 'login' | 'consent';
  app: { name: string };
  broker: { id: string; name: string };
  requestedScopes: string[];
  testCredentials: { username: string; password: string; outcome: string }[];
  consent?: { username: string; accounts: { key: string; name: string }[]; refusedScopes: string[] };
}

/** Where the browser goes next (the authorization server, then the app), or the MFA step's ticket. */
export interface StepResult {
  redirectTo?: string;
  mfaTicket?: string;
}

/** Each scope in plain words, as the consent screen shows it. */
export const SCOPE_WORDS: Record<string, string> = {
  'accounts:read': 'See your balances, positions, orders and account activity',
  'trading:write': 'Place and cancel orders in your account',
  'webhooks:manage': 'Get notified when something happens in your account',
};
