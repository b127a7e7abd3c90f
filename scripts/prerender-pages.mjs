#!/usr/bin/env node
// The last step of the client build (`npm run build:web`): renders every public page's first screen
// to HTML with the server bundle of the client (web/dist-ssr, from `vite build --ssr`) and writes
// web/dist/prerendered.json, which the server puts into each page's shell (api/src/spa/page-shell.ts).
// The browser paints that HTML before any JavaScript has run, and the client hydrates it.
// See docs/decisions/prerendered-public-pages.md.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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

const webDir = process.argv[2] ?? 'web';
const distDir = join(webDir, 'dist');
const ssrDir = join(webDir, 'dist-ssr');
const { routes } = JSON.parse(readFileSync(join(distDir, 'page-meta.json'), 'utf8'));
const { renderPage } = await import(pathToFileURL(join(ssrDir, 'renderPage.js')).href);

const pages = {};
for (const path of Object.keys(routes).filter((p) => !NOT_PRERENDERED.has(p))) {
  const { html, styles } = await renderPage(path);
  pages[path] = { html: html.replace(LEADING_HEAD_TAGS, ''), styles };
}
writeFileSync(join(distDir, 'prerendered.json'), JSON.stringify(pages));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${Object.keys(pages).length} pages: ${Object.keys(pages).join(' ')}`);
