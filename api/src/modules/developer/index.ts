// What other modules and the app may use of the developer module (STYLE rule 1).
export { API_KEY_SECURITY, RequireScope } from './auth/require-scope.decorator';
export { ApiRequestLogHook } from './requests/api-request-log.hook';
