import { expect, test } from './support/fixtures';

// What a crawler that runs no JavaScript reads: the HTML exactly as the server sends it.
const PAGES = [
  { path: '/', title: 'BrokerBridge | One API for every broker' },
  { path: '/contact', title: 'Contact | BrokerBridge' },
  { path: '/marketplace', title: 'Marketplace | BrokerBridge' },
  { path: '/api-documentation', title: 'API Documentation | BrokerBridge' },
  { path: '/news', title: 'News | BrokerBridge' },
  { path: '/login', title: 'Sign in | BrokerBridge' },
  { path: '/register', title: 'Create an account | BrokerBridge' },
  { path: '/privacy-policy', title: 'Privacy Policy | BrokerBridge' },
  { path: '/terms-of-use', title: 'Terms of Use | BrokerBridge' },
  { path: '/risk-disclosure', title: 'Risk Disclosure | BrokerBridge' },
  { path: '/trading-platform', title: 'Trading Demo | BrokerBridge' },
  { path: '/developers', title: 'Developer Console | BrokerBridge' },
  { path: '/api-documentation/v1', title: 'Sandbox API Reference | BrokerBridge' },
  { path: '/api-documentation/v1/placeOrder', title: 'Sandbox API Reference | BrokerBridge' },
  { path: '/api-documentation/errors', title: 'Error Codes | BrokerBridge' },
  { path: '/api-documentation/guides/quickstart', title: 'Quickstart | BrokerBridge' },
  { path: '/api-documentation/guides/testing', title: 'Testing Guide | BrokerBridge' },
  { path: '/api-documentation/guides/going-live', title: 'Going Live | BrokerBridge' },
];

const descriptions = (html: string) => [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]);

test.describe('the HTML the server sends', () => {
  for (const { path, title } of PAGES) {
    test(`${path}: 200 with its own title, one description and its canonical link`, async ({ request, baseURL }) => {
      const res = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title data-page-meta>${title}</title>`);
      expect(descriptions(html)).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
    });
  }

  for (const path of ['/praams-login', '/no/such/page']) {
    test(`${path}: 404 with the not-found head`, async ({ request }) => {
      const res = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title data-page-meta>Page not found | BrokerBridge</title>');
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).toContain('<div id="root">');
    });
  }
});

test.describe('in the browser, after the app has started', () => {
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(.*\/praams-login\)$/] });

  for (const path of ['/', '/news', '/praams-login']) {
    test(`${path} has exactly one title, one description and one canonical link or noindex`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const head = await page.evaluate(() => ({
        titles: document.querySelectorAll('title').length,
        descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
        canonicals: document.querySelectorAll('link[rel="canonical"]').length,
        noindex: document.querySelectorAll('meta[name="robots"][content="noindex"]').length,
      }));
      expect(head.titles).toBe(1);
      expect(head.descriptions).toHaveLength(1);
      expect(head.canonicals + head.noindex).toBe(1);
    });
  }

  test('moving between pages keeps one of each, for the page now shown', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trader Marketplace' }).click();
    await expect(page).toHaveTitle('Marketplace | BrokerBridge');
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/marketplace$/);
  });
});
