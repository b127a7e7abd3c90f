import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preload = () => Promise<void>;

/**
 * The preloads of the components an element tree names (a preloadableLazy page, WithStore's
 * store). A lazy component's children are its to render or not (ProtectedRoute shows the
 * dashboard only to an admin), so they are not looked into.
 */
function preloadsOf(node: ReactNode): Preload[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = (node.type as { preload?: Preload }).preload;
  const isLazy = typeof node.type === 'object';
  return [...(own ? [own] : []), ...(isLazy ? [] : Children.toArray(node.props.children).flatMap(preloadsOf))];
}

/**
 * Loads what the routes matching `pathname` render lazily (their page's chunk, the store's),
 * so that the first screen can render whole. Never rejects: a chunk that fails to load fails
 * again where it is rendered, under the route's error boundary.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const preloads = (matchRoutes(routes, pathname) ?? []).flatMap((match) => preloadsOf(match.route.element));
  await Promise.all(preloads.map((preload) => preload().catch(() => undefined)));
}
