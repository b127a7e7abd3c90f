import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// index.html runs a small script that preloads the current path's page chunk (web/src/build/
// routePreload.ts), so the page does not wait for the main bundle before asking for it.
const pages = [
  { path: '/', chunk: 'HomePage', heading: /One API for every broker|Connect once/i },
  { path: '/marketplace', chunk: 'MarketplacePage', heading: 'Marketplace' },
  { path: '/api-documentation', chunk: 'ApiDocumentationPage', heading: /Documentation/ },
  { path: '/privacy-policy', chunk: 'PrivacyPolicyPage', heading: 'Privacy Policy' },
];

const fileName = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '');
const preloadedFiles = (page: Page) => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href.replace(/^.*\/assets\//, '')));

/** The chunks a built chunk imports statically, read from its code (`from"./Card-x.js"`). */
async function staticImports(request: APIRequestContext, file: string): Promise<string[]> {
  const code = await (await request.get(`/assets/${file}`)).text();
  return [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]);
}

async function closure(request: APIRequestContext, start: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(await staticImports(request, file)));
  }
  return seen;
}

test.describe('route chunk preloading', () => {
  for (const { path, chunk, heading } of pages) {
    test(`${path} preloads exactly its page chunk and the chunks that one imports`, async ({ page, request }) => {
      const requested: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && requested.push(r.url()));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const preloaded = await preloadedFiles(page);
      const pageChunk = preloaded.find((file) => file.startsWith(`${chunk}-`));
      expect(pageChunk, `a preloaded ${chunk} chunk`).toBeDefined();
      const entry = fileName(requested.find((url) => /\/assets\/index-[\w-]+\.js$/.test(url))!);
      const loadedByEntry = await closure(request, entry);
      const expected = [...(await closure(request, pageChunk!))].filter((file) => !loadedByEntry.has(file));
      expect(preloaded.sort()).toEqual(expected.sort());
      // Each preloaded file is downloaded once: the router's own import() reuses it.
      for (const file of preloaded) expect(requested.filter((url) => url.endsWith(`/assets/${file}`))).toHaveLength(1);
    });
  }

  test('a path without a page preloads nothing and still shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  });

  test('the match ignores case and a trailing slash, like the router', async ({ page }) => {
    await page.goto('/Marketplace/');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    expect((await preloadedFiles(page)).some((file) => file.startsWith('MarketplacePage-'))).toBe(true);
  });
});
