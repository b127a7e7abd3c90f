/** The fixed scopes a key may carry (SANDBOX.md); each /v1 route names the one it needs. */
export const SCOPES = ['accounts:read', 'accounts:write', 'trading:write', 'sandbox:control', 'webhooks:manage'] as const;
export type Scope = (typeof SCOPES)[number];
