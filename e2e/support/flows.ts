import { expect, type Locator, type Page } from '@playwright/test';

/** Signs in at /login; where the user lands is the caller's to check. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills the demo's four OAuth credentials and starts the simulated flow. */
export async function startDemo(page: Page, username = `trader-${Date.now()}`) {
  if (!page.url().endsWith('/trading-platform')) await page.goto('/trading-platform');
  await page.getByLabel('Client ID').fill('demo-client-0123456789');
  await page.getByLabel('Client Secret', { exact: true }).fill('demo-secret');
  await page.getByLabel('End User Username').fill(username);
  await page.getByLabel('End User Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Start OAuth Flow' }).click();
  return username;
}

/** The box of a locator, or a failure that says which one had none. */
export async function boxOf(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/**
 * Opens the phone's header menu and waits for its Collapse to finish growing. A click on an item
 * while it grows can miss: Playwright scrolls the item into view inside the Collapse's clipping
 * box, and the growing box then scrolls it back down under the computed point (seen at 390 px:
 * "Sign out" clicked 62 px above where it came to rest).
 */
export async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(page.locator('.MuiCollapse-entered').filter({ has: menu })).toHaveCount(1);
  return menu;
}

/**
 * Waits until a scrollable MUI Tabs strip has stopped scrolling. Selecting a tab, or pressing a
 * scroll arrow, scrolls the strip over 300 ms, timed by the clock, and a click in that time can
 * miss: Playwright scrolls the tab into view, and the strip then scrolls it back out from under the
 * computed point (seen at 390 px: "Dashboard Overview" clicked, Subscribers still selected). An
 * unchanged scroll position across 350 ms and a frame means no such scroll is under way
 * (docs/decisions/browser-tests-wait-for-settled-ui.md).
 */
export async function tabsAtRest(tablist: Locator) {
  await expect
    .poll(() =>
      tablist.evaluate(async (list) => {
        const element = list.closest('.MuiTabs-scroller');
        if (!element) throw new Error('the tab list is not in a scrollable MUI Tabs');
        const before = element.scrollLeft;
        await new Promise((resolve) => setTimeout(resolve, 350));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return element.scrollLeft === before;
      }),
    )
    .toBe(true);
}
