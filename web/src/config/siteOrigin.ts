/**
 * What the build's prerendered pages say where the site's origin goes: the server writes the
 * origin it answers for in its place (api/src/spa/page-shell.ts), so a page prerendered once
 * shows the address it is read at, as the client's own render does.
 */
export const PRERENDER_ORIGIN = 'https://prerendered-origin.invalid';

/** The origin this page is served from (in a prerender, the stand-in the server replaces). */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.origin;
}
