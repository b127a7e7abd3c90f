import { expect, seriousA11yViolations, test } from './support/fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The page is no wider than the screen: nothing to scroll sideways. */
const noSidewaysScroll = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

for (const viewport of VIEWPORTS) {
  test.describe(`the /v1 reference at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an overview, then one operation per address with its snippets and examples; reachable by keyboard', async ({ page }) => {
      await page.goto('/api-documentation/v1');
      await expect(page.getByRole('heading', { level: 1, name: 'Sandbox API reference' })).toBeVisible();
      await noSidewaysScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // No more one-page dump: the overview is a few screens at most.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(viewport.width < 600 ? 9000 : 6000);

      const nav = page.getByRole('navigation', { name: 'API reference' });
      if (viewport.width < 600) {
        await expect(nav).toBeHidden();
        await page.getByRole('button', { name: 'Contents' }).click();
      }
      // The search box, then the keyboard to the first match.
      await nav.getByRole('searchbox', { name: 'Search operations' }).fill('place order');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: /Place order/ })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/api-documentation\/v1\/placeOrder$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Place order' })).toBeVisible();
      await expect(page).toHaveTitle('Place order | Sandbox API Reference | BrokerBridge');
      await expect(page.getByText(/^curl -X POST "http:\/\/localhost:\d+\/v1\/accounts\/[0-9a-f-]{36}\/orders"/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Request example' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Response example/ })).toBeVisible();
      await page.getByRole('tab', { name: 'TypeScript (SDK)' }).click();
      await expect(page.getByText(/await placeOrder\(\{/)).toBeVisible();
      await noSidewaysScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(12000);

      // An operation's own address, loaded directly (the server knows it), and a webhook event's.
      const direct = await page.goto('/api-documentation/v1/webhooks/order.filled');
      expect(direct?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'order.filled' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payload: OrderFilledEvent' })).toBeVisible();
      await expect(page.getByText('npx brokerbridge trigger order.filled')).toBeVisible();
      await noSidewaysScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test('the errors page lists every code of /v1/errors.json at its anchor, where an error body’s docUrl lands', async ({ page, request }) => {
      const catalog = (await (await request.get('/v1/errors.json')).json()) as { items: { code: string }[] };
      const refused = await request.get('/v1/accounts');
      const { docUrl } = (await refused.json()) as { docUrl: string };
      expect(docUrl).toMatch(/\/api-documentation\/errors#AUTH\.INVALID_API_KEY$/);
      await page.goto(new URL(docUrl).pathname + new URL(docUrl).hash);
      await expect(page.getByRole('heading', { level: 1, name: 'Error codes' })).toBeVisible();
      const entry = page.locator('[id="AUTH.INVALID_API_KEY"]');
      await expect(entry).toBeInViewport();
      for (const { code } of catalog.items) await expect(page.locator(`[id="${code}"]`)).toHaveCount(1);
      await noSidewaysScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test('the guides: quickstart, testing and going live, with copy-paste code for this server', async ({ page, baseURL }) => {
      await page.goto('/api-documentation/guides/quickstart');
      await expect(page.getByRole('heading', { level: 1, name: /Quickstart/ })).toBeVisible();
      await expect(page.getByText(`npm install ${baseURL}/sdk/brokerbridge-sdk.tgz`, { exact: false })).toBeVisible();
      await expect(page.getByText(/moveClock\(\{ client, path: \{ accountId: account\.id \}, body: \{ action: 'set', to: clock\.nextOpen \}/)).toBeVisible();
      await expect(page.getByText(/verifyWebhook\(body, req\.headers/)).toBeVisible();
      await noSidewaysScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Testing' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Testing/ })).toBeVisible();
      await expect(page.getByText(/brokerbridge listen --forward-to/).first()).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Going live' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Going live/ })).toBeVisible();
      await noSidewaysScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}

test.describe('when the document cannot be loaded', () => {
  // The browser logs the failed fetch the test provokes.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('the reference says so, and offers a retry, when its document cannot be loaded', async ({ page }) => {
    await page.route('**/v1/openapi.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/api-documentation/v1/createAccount');
    await expect(page.getByText(/Could not load the API reference/)).toBeVisible();
    await page.unroute('**/v1/openapi.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  });
});

test('every /v1 operation and webhook event has its own address in the contents, from one preloaded fetch of the document', async ({ page }) => {
  const document = await (await page.request.get('/v1/openapi.json')).json();
  const operationIds = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap((item) =>
    ['get', 'post', 'put', 'patch', 'delete'].filter((m) => m in item).map((m) => item[m].operationId),
  );
  const fetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/openapi.json') fetches.push(request.resourceType());
  });
  await page.goto(`/api-documentation/v1/${operationIds.at(-1)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The HTML preloads the document and the page uses that response: one request, not two.
  expect(fetches).toHaveLength(1);
  const nav = page.getByRole('navigation', { name: 'API reference' });
  for (const id of operationIds) await expect(nav.locator(`a[href="/api-documentation/v1/${id}"]`)).toHaveCount(1);
  for (const event of Object.keys(document.webhooks))
    await expect(nav.locator(`a[href="/api-documentation/v1/webhooks/${encodeURIComponent(event)}"]`)).toHaveCount(1);
  // Following links inside the app fetches nothing again.
  await nav.getByRole('link', { name: /Create account/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  expect(fetches).toHaveLength(1);
});
