import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ShellMeta {
  title: string;
  description: string;
  /** Same-origin JSON the page fetches as soon as it starts: fetched while its scripts load. */
  preload?: string[];
  /** The page also answers every path below it (the developer console's sections and accounts). */
  subpaths?: boolean;
}

/** What the web build writes to page-meta.json (see web/vite.config.ts). */
export interface PageMetaManifest {
  routes: Record<string, ShellMeta>;
  notFound: ShellMeta;
}

export interface PageShell {
  status: 200 | 404;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const TITLE = /<title data-page-meta>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*data-page-meta[^>]*>/;

/**
 * Matches the page's own `fetch(url)` (CORS mode, same-origin credentials), so the browser
 * hands it the preloaded response instead of asking again. Not marked data-page-meta: the
 * client removes those at start (it renders its own), and this one it never renders.
 */
const preloadLink = (href: string) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" />`;

/** "/news/" and "/news" are one page (the client router treats them alike); "/" stays "/". */
function routeOf(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const own = (manifest: PageMetaManifest, route: string) => (Object.hasOwn(manifest.routes, route) ? manifest.routes[route] : undefined);

/** The route's own meta, else that of the nearest page above it that answers the paths below it. */
function metaOf(manifest: PageMetaManifest, route: string): ShellMeta | undefined {
  const exact = own(manifest, route);
  if (exact) return exact;
  for (let cut = route.lastIndexOf('/'); cut > 0; cut = route.lastIndexOf('/', cut - 1)) {
    const parent = own(manifest, route.slice(0, cut));
    if (parent?.subpaths) return parent;
  }
  return undefined;
}

/**
 * The client shell for a path, with that page's own title, description and canonical link
 * (or, for a path the site does not have, the not-found page's, a noindex, and a 404), so a
 * crawler that runs no JavaScript reads the same head a browser shows. Null when the build
 * has no manifest (an older build): then every page path gets the plain shell, as before.
 */
export function loadPageShell(distDir: string): ((path: string, origin: string) => PageShell) | null {
  const manifestFile = join(distDir, 'page-meta.json');
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(indexFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PageMetaManifest;
  const index = readFileSync(indexFile, 'utf8');
  const cache = new Map<string, string>();

  const render = (meta: ShellMeta, extra: string) =>
    index
      .replace(TITLE, `<title data-page-meta>${escapeHtml(meta.title)}</title>`)
      .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(meta.description)}" data-page-meta />${extra}`);
  const notFound = render(manifest.notFound, '<meta name="robots" content="noindex" data-page-meta />');

  return (path, origin) => {
    const route = routeOf(path);
    const meta = metaOf(manifest, route);
    if (!meta) return { status: 404, html: notFound };
    const canonical = `${origin}${route}`;
    let html = cache.get(canonical);
    if (!html) {
      html = render(meta, `<link rel="canonical" href="${escapeHtml(canonical)}" data-page-meta />${(meta.preload ?? []).map(preloadLink).join('')}`);
      // Bounded: the origin comes from the Host header when PUBLIC_URL is unset.
      if (cache.size < 100) cache.set(canonical, html);
    }
    return { status: 200, html };
  };
}
