// What other modules use of the developer module: the scope guard for their /v1 routes, and the request log hook.
export { API_KEY_SECURITY, RequireScope } from './auth/require-scope.decorator';
export { ApiRequestLogHook } from './requests/api-request-log.hook';
export type { Scope } from './scopes';
export { HeavyCalls } from './auth/heavy-calls';
// A second bearer strategy (Connect's access tokens) plugs in here; the key guard asks it for non-key tokens.
export { OtherBearerTokens, type BearerStrategy } from './auth/other-bearer-tokens';
export type { ApiKeyPrincipal } from './keys/api-key-principal';
