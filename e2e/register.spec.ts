import { expect, seriousA11yViolations, test } from './support/fixtures';

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of viewports) {
  test.describe(`sign-up at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, allowedConsoleErrors: [/status of 409/] });

    test('from /login to a new account, signed in and on its way to the developer console', async ({ page }) => {
      const username = `dev-${viewport.name}-${Date.now()}`;
      await page.goto('/login');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
      await expect(page).toHaveTitle('Create an account | BrokerBridge');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The card fits the screen: nothing to scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const usernameField = page.getByRole('textbox', { name: 'Username' });
      const passwordField = page.getByLabel('Password', { exact: true });
      await usernameField.fill('no spaces allowed');
      await passwordField.fill('short');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Username may only contain letters, digits, dots, dashes and underscores')).toBeVisible();
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

      await usernameField.fill(username);
      await passwordField.fill('correct-horse-battery');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Registration successful')).toBeVisible();
      await expect(page.getByText(`Welcome, ${username}!`)).toBeVisible();
      await expect(page).toHaveURL(/\/developers\/keys$/);
      // The session is real: the server knows the new, non-admin user.
      const me = await page.request.get('/api/user');
      expect(await me.json()).toMatchObject({ username, isAdmin: false });
    });

    test('a taken username says "Registration failed" with the reason under the field', async ({ page }) => {
      await page.goto('/register');
      await page.getByRole('textbox', { name: 'Username' }).fill('admin');
      await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Registration failed')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('That username is already taken');
      await expect(page).toHaveURL(/\/register$/);
    });
  });
}
