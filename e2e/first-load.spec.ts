import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Every script file the page asked for, by name without its hash ("baseApi", "index"). */
function scriptNames(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.add(match[1]);
  });
  return names;
}

test.describe('what a public page downloads first', () => {
  // docs/decisions/public-pages-first-load.md: these pages use no RTK Query, so Redux stays out.
  for (const [path, heading] of [
    ['/terms-of-use', 'Terms of Use'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/risk-disclosure', 'Risk Disclosure'],
    ['/marketplace', 'Marketplace'],
    ['/api-documentation', 'Developer Documentation'],
    // docs/decisions/docs-pages-without-the-store.md: their documents come by plain fetch.
    ['/api-documentation/v1', 'Sandbox API reference'],
    ['/api-documentation/errors', 'Error codes'],
    // docs/decisions/contact-page-without-the-store.md: its configuration and its forms by plain fetch.
    ['/contact', 'Contact BrokerBridge'],
    // docs/decisions/news-and-register-without-the-store.md: the posts and the sign-up by plain fetch.
    ['/news', 'News'],
    ['/register', 'Create an account'],
  ]) {
    test(`${path} loads without the store`, async ({ page }) => {
      const scripts = scriptNames(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(scripts.has('index')).toBe(true);
      expect([...scripts].filter((name) => name === 'baseApi' || name === 'AppStoreProvider')).toEqual([]);
    });
  }

  test('the privacy policy still links the sales mailbox, read without the store', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^[^@\s]+@[^@\s]+$/ })
        .first(),
    ).toHaveAttribute('href', /^mailto:/);
  });

  test('/contact on a phone: nothing moves when the configuration arrives late', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The configuration answers 1.5 s late, well after the page has painted its placeholder.
    await page.route('**/api/config/public', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: /^Contact / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Time' })).toBeVisible();
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.01);
  });
});
