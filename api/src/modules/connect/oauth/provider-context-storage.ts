import type { AsyncLocalStorage } from 'node:async_hooks';
// oidc-provider has no exports map: its helper is reachable by path, the same module instance its
// router imports (Node's module cache, jest's registry alike).
import providerStorage from 'oidc-provider/lib/helpers/als.js';

const storage = providerStorage as AsyncLocalStorage<unknown> & { enabled?: boolean };

/**
 * oidc-provider wraps each of its requests in `AsyncLocalStorage.run`, and reads the store back
 * only in its clientIdMetadataDocument feature, which this server leaves off (provider.factory.ts).
 * On Node 20 a storage that has run once installs promise hooks for the whole process, for good:
 * after the first Connect request, every promise of every route pays an init hook, Connect's or
 * not (figures in docs/decisions/connect-provider-context-storage.md). So its storage runs the
 * callback without storing anything.
 */
export function keepProviderContextOutOfEveryPromise(): void {
  storage.run = ((_store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => callback(...args)) as typeof storage.run;
}

/** Whether the provider's storage ever switched Node's promise hooks on (Node 20's own flag; undefined where there is none). */
export const providerStorageEnabled = (): boolean | undefined => storage.enabled;
