import { Children, isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** How to load what each preloadable component needs, by the component React renders. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * `React.lazy`, but its code can be loaded before React first renders it (`preloadElement`), and
 * once loaded it renders at once, without suspending. main.tsx loads the page it is about to adopt:
 * a page that suspends while React adopts the site's chrome is adopted in a later pass, and a
 * location change in between (a click on an in-page link) made React throw the page's prerendered
 * markup away and draw it again, scrolled to the top (docs/decisions/prerendered-public-pages.md).
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() =>
    // A thenable that answers at once: React's lazy then takes the component without suspending.
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as Promise<{ default: ComponentType<P> }>)
      : loadOnce().then((page) => ({ default: page })),
  );
  loaders.set(component, loadOnce);
  return component;
}

/** Marks a component whose render needs a preloadable part of its own (a wrapper around it): preloading the one loads the other. */
export function needsCode(component: object, part: object): void {
  const load = loaders.get(part);
  if (!load) throw new Error('needsCode: the part is not a preloadableLazy component');
  loaders.set(component, load);
}

/** Loads the code every preloadable component in this element tree needs; a failure is left for React to meet. */
export async function preloadElement(node: ReactNode): Promise<void> {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  await Promise.all([
    loaders
      .get(node.type as object)?.()
      .catch(() => undefined),
    ...Children.toArray(node.props.children).map(preloadElement),
  ]);
}
