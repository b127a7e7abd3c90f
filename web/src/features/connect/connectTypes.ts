export interface Broker {
  id: string;
  name: string;
}

export interface Interaction {
  uid: string;
  /** broker: pick one (a new connection); login: sign in at it; consent. */
  step: 'broker' | 'login' | 'consent';
  app: { name: string };
  /** null until the user picks one (a repair comes with its connection's). */
  broker: Broker | null;
  brokers: Broker[];
  repair?: { connectionId: string };
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
