/** What an app may ask for (CONNECT.md): the /v1 scopes, never sandbox:control nor accounts:write. */
export const CONNECT_SCOPES = ['accounts:read', 'trading:write', 'webhooks:manage'] as const;
