import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { needsCode, preloadableLazy, preloadElement } from './preloadable';

/** A module load the test settles by hand, counting how often it was asked for. */
function deferredLoad<T>(value: T) {
  const load = { calls: 0, settle: () => {}, fail: (_error: Error) => {} };
  const fn = () => {
    load.calls++;
    return new Promise<T>((resolve, reject) => {
      load.settle = () => resolve(value);
      load.fail = reject;
    });
  };
  return { load, fn };
}

const Page = () => <p>the page</p>;
const Wrapper = ({ children }: { children: ReactNode }) => <section>{children}</section>;

describe('preloadableLazy', () => {
  it('renders like React.lazy: the fallback, then the component once its code is here', async () => {
    const { load, fn } = deferredLoad(Page);
    const Lazy = preloadableLazy(fn);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => load.settle());
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('once preloaded, renders in the first pass, without suspending', async () => {
    const { load, fn } = deferredLoad(Page);
    const Lazy = preloadableLazy(fn);
    const preloaded = preloadElement(<Lazy />);
    load.settle();
    await preloaded;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(load.calls).toBe(1);
  });
});

describe('preloadElement', () => {
  it('loads every preloadable component of the tree, wrappers marked with needsCode included', async () => {
    const inner = deferredLoad(Page);
    const part = deferredLoad(Wrapper);
    const LazyPage = preloadableLazy(inner.fn);
    const LazyPart = preloadableLazy(part.fn);
    function NeedsPart({ children }: { children: ReactNode }) {
      return <LazyPart>{children}</LazyPart>;
    }
    needsCode(NeedsPart, LazyPart);
    const preloaded = preloadElement(
      <div>
        <NeedsPart>
          <LazyPage />
        </NeedsPart>
      </div>,
    );
    expect([inner.load.calls, part.load.calls]).toEqual([1, 1]);
    inner.load.settle();
    part.load.settle();
    await preloaded;
    render(
      <Suspense fallback={<p>loading</p>}>
        <NeedsPart>
          <LazyPage />
        </NeedsPart>
      </Suspense>,
    );
    expect(screen.getByText('the page').closest('section')).not.toBeNull();
  });

  it('leaves a failed load for React to meet, and the next render asks again', async () => {
    const { load, fn } = deferredLoad(Page);
    const Lazy = preloadableLazy(fn);
    const preloaded = preloadElement(<Lazy />);
    load.fail(new Error('offline'));
    await expect(preloaded).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(load.calls).toBe(2);
    await act(async () => load.settle());
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('refuses to mark a wrapper with a part that is not preloadable', () => {
    expect(() => needsCode(Wrapper, Page)).toThrow('not a preloadableLazy component');
  });
});
