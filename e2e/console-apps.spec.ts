import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './support/fixtures';

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of viewports) {
  test.describe(`console Apps and Connections at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an app created (its secret shown once), listed, deleted; no connections yet', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/register');
      await page.getByRole('textbox', { name: 'Username' }).fill(`apps-${viewport.name}-${Date.now()}`);
      await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/developers\/keys$/);

      const sections = page.getByRole('navigation', { name: 'Console' });
      await sections.getByRole('link', { name: 'Connections' }).click();
      await expect(page).toHaveURL(/\/developers\/connections$/);
      await expect(page.getByText('No connections yet')).toBeVisible();
      await expect(page.getByText('Coming with Connect')).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await sections.getByRole('link', { name: 'Apps' }).click();
      await expect(page).toHaveURL(/\/developers\/apps$/);
      await expect(page.getByText('No apps yet')).toBeVisible();
      await page.getByRole('button', { name: 'Create app' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create an app' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Acme Invest');
      await dialog.getByRole('textbox', { name: 'Redirect URIs' }).fill('https://acme.example/brokerbridge/callback\nhttp://127.0.0.1:3000/callback');
      await dialog.getByRole('button', { name: 'Create app' }).click();
      await expect(dialog).toBeHidden();

      const reveal = page.getByRole('region', { name: 'Your new client secret' });
      await expect(reveal).toContainText("you won't see it again");
      const secret = (await reveal.getByTestId('new-app-secret').textContent())!.trim();
      expect(secret.length).toBeGreaterThan(20);
      await expect(reveal.getByRole('button', { name: 'Copy the client secret' })).toBeVisible();
      const card = page.getByRole('listitem', { name: 'Acme Invest' });
      await expect(card).toContainText('https://acme.example/brokerbridge/callback');
      await expect(card).toContainText('bbapp_');
      await expectNoSidewaysScroll(page, viewport.width);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Once: dismissed, or after a reload, the secret is nowhere on the page.
      await reveal.getByRole('button', { name: "I've saved it" }).click();
      await expect(page.getByTestId('new-app-secret')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('listitem', { name: 'Acme Invest' })).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);

      await page.getByRole('button', { name: 'Delete Acme Invest' }).click();
      await page.getByRole('dialog', { name: 'Delete “Acme Invest”?' }).getByRole('button', { name: 'Delete app' }).click();
      await expect(page.getByText('No apps yet')).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Acme Invest' })).toHaveCount(0);
    });
  });
}
