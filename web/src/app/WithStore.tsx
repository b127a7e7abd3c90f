import { lazy, useContext, type ComponentType, type ReactNode } from 'react';
import { StoreProvided } from './storeProvided';

// Redux Toolkit, RTK Query and react-redux were ~25 KB gzipped of what the home page's first screen
// never uses: they load with the first page or widget that does (the nearest Suspense waits).
let storeModule: Promise<typeof import('./AppStoreProvider')> | undefined;
const loadStore = () => (storeModule ??= import('./AppStoreProvider'));
const AppStoreProvider = lazy(() => loadStore().then((m) => ({ default: m.AppStoreProvider })));

/** Puts its children under the app's store, unless a store is already provided above. */
export function WithStore({ children }: { children: ReactNode }) {
  return useContext(StoreProvided) ? <>{children}</> : <AppStoreProvider>{children}</AppStoreProvider>;
}

/**
 * A lazily loaded page under the app's store, its chunk and the store's fetched together.
 * `<WithStore><LazyPage /></WithStore>` asks for the page's chunk only once the store's has
 * arrived and rendered: one more round trip before the page can paint
 * (docs/decisions/store-and-page-chunks-together.md).
 */
export function lazyWithStore(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Page, { AppStoreProvider: Provider }] = await Promise.all([load(), loadStore()]);
    function PageWithStore() {
      return useContext(StoreProvided) ? (
        <Page />
      ) : (
        <Provider>
          <Page />
        </Provider>
      );
    }
    return { default: PageWithStore };
  });
}
