import { expect, seriousA11yViolations, test } from './support/fixtures';
import { openMobileMenu, signIn } from './support/flows';

const viewports = [
  { name: 'desktop', width: 1366, height: 900, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
];

for (const viewport of viewports) {
  test.describe(`way in and out at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('sign up from the header, use the menu by keyboard, sign out, and /login sends a signed-in visitor on', async ({ page }) => {
      test.setTimeout(60_000);
      const username = `inout-${viewport.name}-${Date.now()}`;
      await page.goto('/');
      const nav = viewport.phone ? await openMobileMenu(page) : page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await nav.getByRole('link', { name: 'Sign up' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/developers/);

      // Signed in, /login is no place to be: the developer goes to the console.
      await page.goto('/login');
      // The console then opens its first section (/developers/keys): a menu opened before that
      // path change would close with it, as the menu closes on every navigation.
      await expect(page).toHaveURL(/\/developers\/keys$/);

      if (viewport.phone) {
        const menu = await openMobileMenu(page);
        await expect(menu.getByRole('link', { name: 'Console' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
        await menu.getByRole('button', { name: 'Sign out' }).click();
      } else {
        const button = page.getByRole('button', { name: `Account menu for ${username}` });
        await button.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem', { name: 'Console' })).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await expect(menu.getByRole('menuitem', { name: 'Console' })).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to BrokerBridge' })).toBeVisible();
      await page.goto('/developers');
      await expect(page).toHaveURL(/\/login$/);
    });

    test("an admin's menu has the dashboard, and /login sends a signed-in admin there", async ({ page }) => {
      await signIn(page, 'admin', 'brokerbridge');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/news');
      if (viewport.phone) {
        await expect((await openMobileMenu(page)).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      } else {
        await page.getByRole('button', { name: 'Account menu for admin' }).click();
        await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      }
      await page.goto('/login');
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
