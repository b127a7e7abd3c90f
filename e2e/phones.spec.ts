import type { Locator, Page } from '@playwright/test';
import { boxOf, signIn, startDemo, tabsAtRest } from './support/flows';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The demo's trading view with one filled order, so the log, positions and trades have rows. */
async function tradingViewWithAnOrder(page: Page) {
  await startDemo(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Platform Demo' })).toBeVisible();
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order Placed')).toBeVisible();
  await expect(page.getByRole('table', { name: 'API activity' }).getByRole('row').nth(2)).toBeVisible();
}

/** True when `inner` lies inside `outer` horizontally (a pixel of rounding allowed). */
async function fitsAcross(inner: Locator, outer: Locator) {
  const [a, b] = [await boxOf(inner), await boxOf(outer)];
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

async function pageScrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test.describe('trading view on a phone', () => {
  test.use({ viewport: PHONE });

  test('the activity log fits its card whole: call, time, status and duration, nothing behind a scroll', async ({ page }) => {
    await tradingViewWithAnOrder(page);
    const card = page.getByRole('region', { name: 'API Activity Log', exact: true });
    const scroller = page.getByRole('region', { name: 'API activity (scrolls sideways)' });
    expect(await fitsAcross(scroller, card)).toBe(true);
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);
    const row = page.getByRole('table', { name: 'API activity' }).getByRole('row').filter({ hasText: 'POST /orders' }).first();
    await expect(row).toContainText(/POST \/orders.*\d{1,2}:\d{2}:\d{2}\s[AP]M.*201.*\d+ms/);
    for (const cell of await row.getByRole('cell').all()) expect(await fitsAcross(cell, card)).toBe(true);
  });

  test('Raw API Data shows all four tabs and its JSON whole', async ({ page }) => {
    await tradingViewWithAnOrder(page);
    const card = page.getByRole('region', { name: 'Raw API Data' });
    for (const name of ['Account', 'Positions', 'Orders', 'Trades']) expect(await fitsAcross(card.getByRole('tab', { name }), card)).toBe(true);
    await expect(card.locator('.MuiTabs-scrollButtons')).toHaveCount(0);
    await card.getByRole('tab', { name: 'Orders' }).click();
    const json = card.getByRole('tabpanel');
    await expect(json).toContainText('"status": "filled"');
    // The order's id, the longest value, wraps inside the card instead of running out of it.
    expect(await json.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await card.getByRole('tab', { name: 'Trades' }).click();
    await expect(json).toContainText('"symbol": "AAPL"');
    await page.screenshot({ path: test.info().outputPath('trading-390.png'), fullPage: true });
  });
});

test('on a desktop the activity log keeps each time on one line', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await tradingViewWithAnOrder(page);
  const row = page.getByRole('table', { name: 'API activity' }).getByRole('row').nth(1);
  const [method, time] = [await boxOf(row.getByRole('cell').nth(0)), await boxOf(row.getByRole('cell').nth(2))];
  expect(time.height).toBeLessThanOrEqual(method.height + 1);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{1,2}:\d{2}:\d{2}\s[AP]M$/);
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`dashboard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('bars are 20 px thick, the donut and its legend sit inside their card, and every tab can be reached', async ({ page }) => {
      await signIn(page, 'admin', 'brokerbridge');
      await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
      expect(await pageScrollsSideways(page)).toBe(false);

      for (const [title, side] of [
        ['API Requests', 'width'],
        ['Error Rates by Broker', 'height'],
      ] as const) {
        const bars = page.getByRole('figure', { name: title }).locator('svg rect.MuiBarElement-root');
        await expect.poll(() => bars.count(), { message: `${title} is drawn` }).toBeGreaterThan(2);
        // Past the 1.5 s grow animation, each bar has its final size.
        await expect
          .poll(async () => Promise.all((await bars.all()).map(async (bar) => Math.round((await boxOf(bar))[side]))), { timeout: 5000 })
          .toEqual(Array(await bars.count()).fill(20));
      }

      const donut = page.getByRole('figure', { name: 'Platform Distribution' });
      await expect(donut.locator('svg path').first()).toBeVisible();
      expect(await fitsAcross(donut.locator('svg').first(), donut)).toBe(true);
      const legend = donut.getByRole('listitem');
      expect(await legend.count()).toBeGreaterThan(1);
      for (const item of await legend.all()) {
        await expect(item).toHaveText(/\s\d+%$/);
        expect(await fitsAcross(item, donut)).toBe(true);
      }

      const tablist = page.getByRole('tablist', { name: 'Dashboard sections' });
      const subscribers = tablist.getByRole('tab', { name: 'Subscribers' });
      if (!(await fitsAcross(subscribers, page.locator('.MuiTabs-scroller')))) {
        await page.locator('.MuiTabs-scrollButtons:not(.Mui-disabled)').last().click();
        await expect.poll(() => fitsAcross(subscribers, page.locator('.MuiTabs-scroller'))).toBe(true);
        await tabsAtRest(tablist);
      }
      await subscribers.click();
      await expect(subscribers).toHaveAttribute('aria-selected', 'true');
      if (viewport === PHONE) {
        await tabsAtRest(tablist);
        const overview = tablist.getByRole('tab', { name: 'Dashboard Overview' });
        await overview.click();
        await expect(overview).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('figure', { name: 'API Requests' }).locator('svg rect.MuiBarElement-root').first()).toBeVisible();
        await page.waitForTimeout(1600);
        await page.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
      }
    });
  });
}
