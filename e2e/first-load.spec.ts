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
    await expect(page.getByRole('main').getByRole('link', { name: /^[^@\s]+@[^@\s]+$/ }).first()).toHaveAttribute('href', /^mailto:/);
  });
});
