import { expect, test } from './support/fixtures';

// Every public page arrives prerendered (scripts/prerender-pages.mjs): the HTML shows the page before
// any JavaScript runs, and the client adopts it as it is. docs/decisions/prerendered-public-pages.md
// The reference draws itself from the OpenAPI document it fetches: prerendered, it is the chrome and a spinner.
const PAGES = [
  { path: '/', heading: 'Connect once, trade everywhere' },
  { path: '/contact', heading: 'Contact BrokerBridge' },
  { path: '/marketplace', heading: 'Marketplace' },
  { path: '/api-documentation', heading: 'Developer Documentation' },
  { path: '/api-documentation/v1', heading: null },
  { path: '/api-documentation/errors', heading: 'Error codes' },
  { path: '/api-documentation/guides/quickstart', heading: 'Quickstart' },
  { path: '/api-documentation/guides/testing', heading: 'Testing' },
  { path: '/api-documentation/guides/going-live', heading: 'Going live' },
  { path: '/news', heading: 'News' },
  { path: '/login', heading: 'Sign in to BrokerBridge' },
  { path: '/register', heading: 'Create an account' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-use', heading: 'Terms of Use' },
  { path: '/risk-disclosure', heading: 'Risk Disclosure' },
  { path: '/trading-platform', heading: 'BrokerBridge API Demo' },
];

test.describe('prerendered public pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const { path, heading } of PAGES) {
      test(`${path} shows its header, its page and its footer`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        if (heading) await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      });
    }
  });

  for (const width of [390, 1366]) {
    test.describe(`with JavaScript at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      for (const { path } of PAGES) {
        // A mismatch between the prerender and the client's first render is an uncaught React error
        // (#418): the console fixture fails the test on it.
        test(`${path} is adopted without a mismatch, then answers to the visitor`, async ({ page }) => {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
          await page.getByRole('banner').getByRole('link', { name: 'BrokerBridge home' }).click();
          await expect(page).toHaveURL(/\/$/);
          // The router took the click: still the same document, no new navigation.
          expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
          expect(await page.evaluate(() => document.readyState)).toBe('complete');
        });
      }
    });
  }

  test.describe('when a script of the client does not arrive', () => {
    test.use({ allowedConsoleErrors: [/ERR_FAILED|The app could not start/] });

    test('the page stays, says it could not finish loading, and its Reload button loads it again', async ({ page }) => {
      const rootChunk = /\/assets\/Root-[^/]*\.js$/;
      await page.route(rootChunk, (route) => route.abort());
      await page.goto('/contact');

      const notice = page.getByRole('alert').filter({ hasText: 'This page could not finish loading. Check your connection, then reload.' });
      await expect(notice).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact BrokerBridge');

      await page.unroute(rootChunk);
      await notice.getByRole('button', { name: 'Reload' }).click();
      await expect(page.locator('fieldset[role="presentation"][disabled]')).toHaveCount(0);
      await expect(notice).toHaveCount(0);
      await page.getByRole('banner').getByRole('link', { name: 'BrokerBridge home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('the site origin in a prerendered guide is the one the visitor reads it at', async ({ page, baseURL }) => {
    await page.goto('/api-documentation/guides/quickstart');
    await expect(page.getByText(`${baseURL}/v1`).first()).toBeVisible();
    expect(await page.content()).not.toContain('prerendered-origin.invalid');
  });

  test('the page arrives compressed when the browser takes it', async ({ request }) => {
    const res = await request.get('/marketplace', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['vary']).toContain('Accept-Encoding');
    expect(await res.text()).toContain('<div id="root"><');
  });
});
