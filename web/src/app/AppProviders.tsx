import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppShellProviders } from './AppShellProviders';
import type { AppStore } from './store';
import { StoreProvided } from './storeProvided';

/** Store, theme and toasts: what every component test runs inside. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <StoreProvided.Provider value={true}>
        <AppShellProviders>{children}</AppShellProviders>
      </StoreProvided.Provider>
    </Provider>
  );
}
