import type { Page } from '@playwright/test';
import { queryAppDatabase } from './support/database';
import { expect, seriousA11yViolations, test } from './support/fixtures';
import { startDemo } from './support/flows';

const OAUTH_MESSAGES = [
  'Redirecting to Brokerage OAuth...',
  'Authorization granted! Exchanging authorization code for access token...',
  'Successfully Connected!',
  'Trading Platform Demo',
] as const;

/**
 * Notes when each OAuth message (and the trading view's heading) first appears, in the page
 * itself: some show for well under a second, too briefly for assertions made one after another.
 */
async function recordOAuthMessages(page: Page) {
  await page.evaluate((messages) => {
    const seen: Record<string, number> = {};
    const shown: Record<string, string> = {};
    Object.assign(window, { oauthSeen: seen, oauthShown: shown });
    const look = () => {
      const text = document.body.textContent ?? '';
      for (const message of messages) {
        if (message in seen || !text.includes(message)) continue;
        seen[message] = performance.now();
        // The whole status box as it read at that moment (it may change within a second).
        const box = [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent?.includes(message));
        shown[message] = box?.textContent ?? '';
      }
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, OAUTH_MESSAGES);
  return async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Platform Demo' })).toBeVisible();
    const { seen, shown } = await page.evaluate(() => {
      const w = window as unknown as { oauthSeen: Record<string, number>; oauthShown: Record<string, string> };
      return { seen: w.oauthSeen, shown: w.oauthShown };
    });
    const start = seen[OAUTH_MESSAGES[0]];
    return OAUTH_MESSAGES.map((message) => ({ message, at: Math.round(seen[message] - start), shown: shown[message] }));
  };
}

/**
 * The spec's 2 s (±0.3 s). The exact 2,000 ms is held with a fake clock in
 * TradingPlatformPage.test; here a real browser on a shared machine may paint a few hundred
 * milliseconds late, so the bound above allows for that while still failing the old 3.7 s.
 */
function expectTradingViewAtTwoSeconds(seen: { message: string; at: number; shown?: string }[]) {
  const at = seen[3].at;
  expect(at, JSON.stringify(seen)).toBeGreaterThanOrEqual(1700);
  expect(at, JSON.stringify(seen)).toBeLessThanOrEqual(2700);
}

async function placeOrder(page: Page, fields: { type?: 'Limit'; quantity?: string; price?: string }) {
  if (fields.type) {
    await page.getByRole('combobox', { name: 'Order Type' }).click();
    await page.getByRole('option', { name: fields.type }).click();
  }
  if (fields.quantity !== undefined) await page.getByLabel('Quantity').fill(fields.quantity);
  if (fields.price !== undefined) await page.getByLabel('Price').fill(fields.price);
  await page.getByRole('button', { name: 'Place Order' }).click();
}

test.describe('trading demo', () => {
  test('asks for every OAuth credential before starting', async ({ page }) => {
    await page.goto('/trading-platform');
    await expect(page.getByText('Enter your credentials on the left to begin the OAuth flow...')).toBeVisible();
    await page.getByLabel('Client ID').fill('only-the-id');
    await page.getByRole('button', { name: 'Start OAuth Flow' }).click();
    await expect(page.getByText('Missing Credentials')).toBeVisible();
    await expect(page.getByText('Please fill in all OAuth credentials')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('connects through the simulated OAuth steps and trades: market buy, limit order canceled, invalid order, raw data', async ({ page }) => {
    await page.goto('/trading-platform');
    const timeline = await recordOAuthMessages(page);
    const username = await startDemo(page);
    await expect(page.getByText('Authentication Successful')).toBeVisible();
    // The four messages in order, and the trading view at 2 s (spec: authorized after 2 s).
    const seen = await timeline();
    expect(seen.map((s) => s.message)).toEqual(OAUTH_MESSAGES);
    // Shown while the authorization is simulated: the username and the client id's first 8 characters.
    expect(seen[0].shown).toContain(`User: ${username}Client ID: demo-cli...`);
    for (let i = 1; i < seen.length; i++) expect(seen[i].at, `${seen[i].message} after ${seen[i - 1].message}`).toBeGreaterThan(seen[i - 1].at);
    expectTradingViewAtTwoSeconds(seen);

    await expect(page.getByRole('heading', { level: 1, name: 'Trading Platform Demo' })).toBeVisible();
    await expect(page.getByText(`Connected (${username})`)).toBeVisible();
    const overview = page.getByRole('region', { name: 'Account Overview' });
    await expect(overview.getByText('$100,000.00')).toHaveCount(2); // balance and equity
    await expect(page.getByText('No positions')).toBeVisible();
    await expect(page.getByText('No orders')).toBeVisible();

    // A market buy: toast, position, balance below the opening cash, a log entry.
    await placeOrder(page, { quantity: '3' });
    await expect(page.getByText('Order Placed')).toBeVisible();
    await expect(page.getByText('AAPL · 3 shares')).toBeVisible();
    await expect(page.getByLabel('Quantity')).toHaveValue('');
    const balance = overview.getByRole('heading', { name: 'Balance' });
    await expect(balance).not.toHaveText('$100,000.00');
    const raw = page.getByRole('region', { name: 'Raw API Data' });
    const { id, balance: shown } = JSON.parse((await raw.getByRole('tabpanel').textContent()) ?? '{}');
    const [{ cash }] = await queryAppDatabase<{ cash: string }>('SELECT cash FROM demo_accounts WHERE id = $1', [id]);
    expect(Number(cash)).toBe(shown);
    expect(Number(cash)).toBeLessThan(100000);
    const log = page.getByRole('table', { name: 'API activity' });
    await expect(log.getByRole('row').filter({ hasText: 'POST' }).filter({ hasText: '/orders' }).filter({ hasText: '201' }).first()).toBeVisible();

    // A limit order far below the market stays pending, then is canceled.
    await placeOrder(page, { type: 'Limit', quantity: '1', price: '1.00' });
    await expect(page.getByText('AAPL BUY 1 LIMIT @ $1.00')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel buy 1 AAPL' }).click();
    await expect(page.getByText('Order Canceled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel buy 1 AAPL' })).toHaveCount(0);

    // Limit without a price: refused in the browser.
    await placeOrder(page, { quantity: '1' });
    await expect(page.getByText('Invalid Order')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();

    // Raw API data.
    await expect(raw.getByRole('tabpanel')).toContainText('"buyingPower"');
    await raw.getByRole('tab', { name: 'Trades' }).click();
    await expect(raw.getByRole('tabpanel')).toContainText('"symbol": "AAPL"');
    await raw.getByRole('tab', { name: 'Orders' }).click();
    await expect(raw.getByRole('tabpanel')).toContainText('"status": "canceled"');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('on a phone the progress comes into view as the flow starts, and the trading view follows at 2 s', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/trading-platform');
    const timeline = await recordOAuthMessages(page);
    await startDemo(page);
    await expect(page.getByText('Redirecting to Brokerage OAuth...')).toBeInViewport();
    const seen = await timeline();
    expect(seen.map((s) => s.message)).toEqual(OAUTH_MESSAGES);
    expectTradingViewAtTwoSeconds(seen);
  });
});
