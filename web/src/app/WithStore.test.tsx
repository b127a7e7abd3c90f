import { render, screen } from '@testing-library/react';
import { useStore } from 'react-redux';
import { Suspense } from 'react';
import { AppProviders } from './AppProviders';
import { makeStore } from './store';
import { WithStore } from './WithStore';

function StoreProbe({ onStore }: { onStore: (store: unknown) => void }) {
  onStore(useStore());
  return <p>has a store</p>;
}

describe('WithStore', () => {
  it('loads the app store for children rendered without one, the same store every time', async () => {
    const seen: unknown[] = [];
    const { unmount } = render(
      <Suspense fallback={null}>
        <WithStore>
          <StoreProbe onStore={(store) => seen.push(store)} />
        </WithStore>
      </Suspense>,
    );
    expect(await screen.findByText('has a store')).toBeInTheDocument();
    unmount();
    render(
      <Suspense fallback={null}>
        <WithStore>
          <StoreProbe onStore={(store) => seen.push(store)} />
        </WithStore>
      </Suspense>,
    );
    expect(await screen.findByText('has a store')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(1);
  });

  it('keeps the store provided above it (a test brings its own)', async () => {
    const store = makeStore();
    let seen: unknown;
    render(
      <AppProviders store={store}>
        <WithStore>
          <StoreProbe onStore={(s) => (seen = s)} />
        </WithStore>
      </AppProviders>,
    );
    expect(screen.getByText('has a store')).toBeInTheDocument();
    expect(seen).toBe(store);
  });
});
