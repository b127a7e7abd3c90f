import { lazy, useContext, type ReactNode } from 'react';
import { StoreProvided } from './storeProvided';

// Redux Toolkit, RTK Query and react-redux were ~25 KB gzipped of what the home page's first screen
// never uses: they load with the first page or widget that does (the nearest Suspense waits).
const AppStoreProvider = lazy(() => import('./AppStoreProvider').then((m) => ({ default: m.AppStoreProvider })));

/** Puts its children under the app's store, unless a store is already provided above. */
export function WithStore({ children }: { children: ReactNode }) {
  return useContext(StoreProvided) ? <>{children}</> : <AppStoreProvider>{children}</AppStoreProvider>;
}
