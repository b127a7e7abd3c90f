import { useContext, type ReactNode } from 'react';
import { needsCode, preloadableLazy } from './preloadable';
import { StoreProvided } from './storeProvided';

// Redux Toolkit, RTK Query and react-redux were ~25 KB gzipped of what the home page's first screen
// never uses: they load with the first page or widget that does (the nearest Suspense waits).
const AppStoreProvider = preloadableLazy(() => import('./AppStoreProvider').then((m) => m.AppStoreProvider));

/** Puts its children under the app's store, unless a store is already provided above. */
export function WithStore({ children }: { children: ReactNode }) {
  return useContext(StoreProvided) ? <>{children}</> : <AppStoreProvider>{children}</AppStoreProvider>;
}

// A page under the store is adopted only once the store's code is here too: load it with the page.
needsCode(WithStore, AppStoreProvider);
