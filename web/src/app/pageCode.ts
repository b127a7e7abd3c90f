import { matchRoutes } from 'react-router';
import { preloadElement } from './preloadable';
import { routes } from './router';

/**
 * Loads the code of the page at this path (every lazy component of its matched elements) before
 * React adopts its prerendered markup: see preloadable.ts for why a page must not suspend then.
 */
export async function loadPageCode(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => preloadElement(match.route.element)));
}
