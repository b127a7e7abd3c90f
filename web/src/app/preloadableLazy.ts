import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A React.lazy component that can be loaded ahead of its first render. */
export type PreloadableLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/**
 * React.lazy, plus `preload()`: once loaded that way, the component's first render reads it at
 * once instead of suspending (React.lazy takes a module from a thenable that calls back
 * synchronously without suspending), so a first screen whose page was preloaded renders whole in
 * one pass (docs/decisions/first-screen-waits-for-its-page.md). A failed load is forgotten, so
 * the next render tries again.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => (loaded ? settled({ default: loaded }) : start().then((c) => ({ default: c }))));
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}

/** A promise-like that hands over `value` synchronously, where a resolved Promise waits a microtask. */
function settled<V>(value: V): Promise<V> {
  const thenable: PromiseLike<V> = {
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never,
  };
  return thenable as Promise<V>;
}
