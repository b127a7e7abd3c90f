#!/usr/bin/env node
// The last step of the client build (`npm run build:web`): renders every public page's first screen
// to HTML with the server bundle of the client (web/dist-ssr, from `vite build --ssr`) and writes
// web/dist/prerendered.json, which the server puts into each page's shell (api/src/spa/page-shell.ts).
// The browser paints that HTML before any JavaScript has run, and the client hydrates it.
// See docs/decisions/prerendered-public-pages.md.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The client bundle is built for production: the prerender must render what it renders (class names included).
process.env.NODE_ENV = 'production';

/**
 * Pages of the page table that are not prerendered: what they show depends on who is signed in
 * or on the request (the Connect portal reads its authorization request from the query), so a
 * build-time render would only show a spinner; the client renders them as before.
 */
const NOT_PRERENDERED = new Set(['/dashboard', '/developers', '/connect']);

/** React hoists each page's title, description and canonical link; the server writes those into the shell's head. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Prints what a snippet of the API's sources writes (TypeScript, run as the API's tests run it). */
function fromApiSources(what, script) {
  const printed = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (printed.status !== 0) throw new Error(`Reading ${what} failed: ${printed.stderr}`);
  return JSON.parse(printed.stdout);
}

/**
 * The public JSON documents a page is drawn with (its `preload` in the page table), as the server
 * answers them; the client fetches the same before adopting the page (web/src/main.tsx). The
 * reference's document is the checked-in one the SDK is generated from (a test holds it equal to
 * the served one), its server the stand-in origin the server replaces in the page; the error
 * catalogue and the news page's sample posts are read from the API's sources.
 */
const DOCUMENTS = {
  '/v1/openapi.json': (origin) => ({
    ...JSON.parse(readFileSync(join(ROOT, 'sdk', 'openapi.json'), 'utf8')),
    servers: [{ url: origin, description: 'This app' }],
  }),
  '/v1/errors.json': () =>
    fromApiSources(
      'the error catalogue',
      "const c = require('./api/src/common/errors/error-catalog.ts'); process.stdout.write(JSON.stringify({ page: c.ERRORS_PAGE_PATH, items: c.ERROR_CATALOG }))",
    ),
  // The API's answer while LinkedIn is not configured, with the default settings: the server sends
  // the page drawn with it only while it answers the same (api/src/spa/page-shell.ts).
  '/api/linkedin/posts': () =>
    fromApiSources(
      'the sample news posts',
      "const { sampleFeed } = require('./api/src/modules/news/samples/sample-feed.ts'); const { loadAppConfig } = require('./api/src/config/app.config.ts'); const { loadSiteConfig } = require('./api/src/config/site.config.ts'); process.stdout.write(JSON.stringify(sampleFeed(loadAppConfig({}).productName, loadSiteConfig({}).social.linkedin)))",
    ),
};

const webDir = process.argv[2] ?? 'web';
const distDir = join(webDir, 'dist');
const ssrDir = join(webDir, 'dist-ssr');
const { routes } = JSON.parse(readFileSync(join(distDir, 'page-meta.json'), 'utf8'));
const { renderPage, PRERENDER_ORIGIN } = await import(pathToFileURL(join(ssrDir, 'renderPage.js')).href);

const documentsOf = (path) =>
  Object.fromEntries(
    (routes[path].preload ?? []).map((url) => {
      if (!DOCUMENTS[url])
        throw new Error(`${path} preloads ${url}, which the prerender cannot draw it with: add it to DOCUMENTS in scripts/prerender-pages.mjs`);
      return [url, DOCUMENTS[url](PRERENDER_ORIGIN)];
    }),
  );

/** An answer of the API's (not a file of the build): the server checks it still answers the same. */
const isApiAnswer = (url) => url.startsWith('/api/');

const pages = {};
for (const path of Object.keys(routes).filter((p) => !NOT_PRERENDERED.has(p))) {
  const documents = documentsOf(path);
  const { html, styles } = await renderPage(path, documents);
  const drawnWith = Object.fromEntries(Object.entries(documents).filter(([url]) => isApiAnswer(url)));
  pages[path] = { html: html.replace(LEADING_HEAD_TAGS, ''), styles, ...(Object.keys(drawnWith).length ? { drawnWith } : {}) };
}
writeFileSync(join(distDir, 'prerendered.json'), JSON.stringify(pages));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${Object.keys(pages).length} pages: ${Object.keys(pages).join(' ')}`);
