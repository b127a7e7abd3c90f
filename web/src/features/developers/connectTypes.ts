/** A partner app of BrokerBridge Connect (an OAuth client), as /api/developer/apps answers. */
export interface PartnerApp {
  id: string;
  clientId: string;
  name: string;
  type: 'confidential' | 'public';
  redirectUris: string[];
  tokenEndpointAuthMethod: 'client_secret_basic' | 'none';
  createdAt: string;
}

/** A just-created or rotated app: a confidential app's secret is in this answer only. */
export interface CreatedPartnerApp extends PartnerApp {
  clientSecret?: string;
}

export interface NewAppRequest {
  name: string;
  redirectUris: string[];
  type: PartnerApp['type'];
}

/** An investor's broker accounts connected to one of the developer's apps. */
export interface Connection {
  id: string;
  appId: string;
  broker: string;
  status: 'active' | 'broken' | 'revoked';
  grantedScopes: string[];
  accountIds: string[];
  createdAt: string;
}

/** Redirect URIs as typed in the form: one a line, blanks dropped. */
export const parseRedirectUris = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
