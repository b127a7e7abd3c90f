import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Encoding } from '../common/http/accept-encoding';
import { compressText } from './compressed-assets';

interface ShellMeta {
  title: string;
  description: string;
  /** JSON documents the page is drawn with: fetched while its scripts load, and the client waits for them. */
  preload?: string[];
}

/** What the web build writes to page-meta.json (see web/vite.config.ts). */
export interface PageMetaManifest {
  routes: Record<string, ShellMeta>;
  /** Prefixes whose every sub-path is a page of that kind (one per /v1 operation); older builds have none. */
  sections?: Record<string, ShellMeta>;
  notFound: ShellMeta;
}

/** What the web build writes to prerendered.json (scripts/prerender-pages.mjs): a public page's first screen. */
interface PrerenderedPage {
  html: string;
  /** Emotion's <style> elements for that markup. */
  styles: string;
  /**
   * The API's answers the page was drawn with (the news page's posts), by URL: the markup is sent
   * only while the API answers the same, or the client's first render would differ from it.
   */
  drawnWith?: Record<string, unknown>;
}

/** The API's current answer at a URL a page is drawn with (app.setup.ts names them). */
export type ApiAnswer = (url: string) => Promise<unknown>;

/** Where a prerendered page says the site's origin (web/src/config/siteOrigin.ts): the shell writes the real one. */
const PRERENDER_ORIGIN = 'https://prerendered-origin.invalid';

export interface PageShell {
  status: 200 | 404;
  html: string;
  /** The same HTML compressed, made once per page and origin: a prerendered page is ~60 KB before compression. */
  encoded(encoding: Encoding): Buffer;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const TITLE = /<title data-page-meta>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*data-page-meta[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Matches the page's own `fetch(url)` (CORS mode, same-origin credentials), so the browser
 * hands it the preloaded response instead of asking again. Not marked data-page-meta: the
 * client removes those at start (it renders its own), and this one it never renders. Marked as a
 * page document: the client fetches those before it adopts the page (web/src/main.tsx).
 */
const preloadLink = (href: string) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" data-page-document />`;

/** "/news/" and "/news" are one page (the client router treats them alike); "/" stays "/". */
function routeOf(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The client shell for a path, with that page's own title, description and canonical link
 * (or, for a path the site does not have, the not-found page's, a noindex, and a 404), so a
 * crawler that runs no JavaScript reads the same head a browser shows. Null when the build
 * has no manifest (an older build): then every page path gets the plain shell, as before.
 */
export function loadPageShell(distDir: string, apiAnswer?: ApiAnswer): ((path: string, origin: string, query?: string) => Promise<PageShell>) | null {
  const manifestFile = join(distDir, 'page-meta.json');
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(indexFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PageMetaManifest;
  const index = readFileSync(indexFile, 'utf8');
  const prerenderedFile = join(distDir, 'prerendered.json');
  const prerendered: Record<string, PrerenderedPage> = existsSync(prerenderedFile) ? JSON.parse(readFileSync(prerenderedFile, 'utf8')) : {};
  const cache = new Map<string, PageShell>();

  const render = (meta: ShellMeta, extra: string, page?: PrerenderedPage, origin = '') => {
    const html = index
      .replace(TITLE, `<title data-page-meta>${escapeHtml(meta.title)}</title>`)
      .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(meta.description)}" data-page-meta />${extra}`);
    if (!page) return html;
    // Functions as replacements: a `$` in the page's text is text, not a replacement pattern.
    return html
      .replace('</head>', () => `${page.styles}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${page.html.replaceAll(PRERENDER_ORIGIN, escapeHtml(origin))}</div>`);
  };
  const shellOf = (status: 200 | 404, html: string): PageShell => {
    const encodings = new Map<Encoding, Buffer>();
    return {
      status,
      html,
      encoded(encoding) {
        let body = encodings.get(encoding);
        if (!body) encodings.set(encoding, (body = compressText(Buffer.from(html), encoding)));
        return body;
      },
    };
  };
  const notFound = shellOf(404, render(manifest.notFound, '<meta name="robots" content="noindex" data-page-meta />'));

  /**
   * Whether the API still answers what the page was drawn with. Not: its markup would differ from
   * the client's first render, which React would throw away and draw again (an error in the
   * console); the client then draws the page itself, as it does a page the build did not prerender.
   */
  const stillAnswers = async (page: PrerenderedPage) => {
    for (const [url, drawn] of Object.entries(page.drawnWith ?? {})) {
      const answer = await apiAnswer?.(url).catch(() => undefined);
      // Compared as the client receives it (JSON), so key order and class instances do not count.
      if (answer === undefined || !isDeepStrictEqual(JSON.parse(JSON.stringify(answer)), drawn)) return false;
    }
    return true;
  };

  // A page with a query string (/marketplace?q=ai) may render differently from its prerender: the client draws it.
  return async (path, origin, query = '') => {
    const route = routeOf(path);
    const section = Object.keys(manifest.sections ?? {}).find((prefix) => route.startsWith(`${prefix}/`));
    const meta = Object.hasOwn(manifest.routes, route) ? manifest.routes[route] : section ? manifest.sections![section] : undefined;
    if (!meta) return notFound;
    const canonical = `${origin}${route}`;
    const candidate = !query && Object.hasOwn(prerendered, route) ? prerendered[route] : undefined;
    const page = candidate && (await stillAnswers(candidate)) ? candidate : undefined;
    const key = page ? canonical : `${canonical}?`;
    let shell = cache.get(key);
    if (!shell) {
      const preloads = (meta.preload ?? []).map(preloadLink);
      const head = `<link rel="canonical" href="${escapeHtml(canonical)}" data-page-meta />${preloads.join('')}`;
      shell = shellOf(200, render(meta, head, page, origin));
      // Bounded: the origin comes from the Host header when PUBLIC_URL is unset.
      if (cache.size < 100) cache.set(key, shell);
    }
    return shell;
  };
}
