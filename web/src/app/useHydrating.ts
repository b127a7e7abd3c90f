import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True in the build's prerender (scripts/prerender-pages.mjs) and while the browser's React adopts
 * that markup, false in every other render. The first render of a prerendered page must draw what the build
 * drew, which had no browser and no API: a value the browser already knows at that moment (a
 * fetched config, a media query) is read only once this is false, in the render right after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
