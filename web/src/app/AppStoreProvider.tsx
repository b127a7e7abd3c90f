import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { baseApi } from '../api/baseApi';
import { onInvalidateTags } from '../api/cacheTags';
import { loadedPublicConfig } from '../api/publicConfig';
import { publicConfigApi } from '../api/publicConfigApi';
import { makeStore, type AppStore } from './store';
import { StoreProvided } from './storeProvided';

// One store for the page's lifetime, whichever route or widget first asks for it: the session,
// caches and subscriptions carry over from page to page as they did with a provider at the root.
let appStore: AppStore | undefined;

/** A new store that already holds the public config when the footer's request has brought it. */
function startStore(): AppStore {
  const store = makeStore();
  const config = loadedPublicConfig();
  if (config) store.dispatch(publicConfigApi.util.upsertQueryEntries([{ endpointName: 'getPublicConfig', arg: undefined, value: config }]));
  // The public forms post without the store; what they change is refreshed here (cacheTags.ts).
  onInvalidateTags((tags) => store.dispatch(baseApi.util.invalidateTags(tags)));
  return store;
}

/** The app's store; loaded on demand by <WithStore>, so the home page's first load goes without it. */
export function AppStoreProvider({ children }: { children: ReactNode }) {
  appStore ??= startStore();
  return (
    <Provider store={appStore}>
      <StoreProvided.Provider value={true}>{children}</StoreProvided.Provider>
    </Provider>
  );
}
