import { render, screen } from '@testing-library/react';
import { useStore } from 'react-redux';
import { Suspense, type ComponentType } from 'react';
import { AppProviders } from './AppProviders';
import { makeStore } from './store';
import { lazyWithStore, WithStore } from './WithStore';

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

describe('lazyWithStore', () => {
  it("asks for the page's chunk at its first render, not once the store's has arrived, and runs it under the store", async () => {
    let deliver: (page: ComponentType) => void = () => undefined;
    const load = jest.fn(() => new Promise<ComponentType>((resolve) => (deliver = resolve)));
    const Page = lazyWithStore(load);
    const seen: unknown[] = [];
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading')).toBeInTheDocument();
    deliver(() => <StoreProbe onStore={(store) => seen.push(store)} />);
    expect(await screen.findByText('has a store')).toBeInTheDocument();
    expect(seen[0]).toBeTruthy();
  });

  it('keeps the store provided above it', async () => {
    const store = makeStore();
    let seen: unknown;
    const Page = lazyWithStore(async () => () => <StoreProbe onStore={(s) => (seen = s)} />);
    render(
      <AppProviders store={store}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </AppProviders>,
    );
    expect(await screen.findByText('has a store')).toBeInTheDocument();
    expect(seen).toBe(store);
  });
});
