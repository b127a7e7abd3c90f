// oidc-provider's request-context storage (lib/helpers/als.js), which the package ships untyped.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';
  const storage: AsyncLocalStorage<unknown>;
  export default storage;
}
