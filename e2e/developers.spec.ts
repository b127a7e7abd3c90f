import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, seriousA11yViolations, test } from './support/fixtures';

const run = promisify(execFile);

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * Runs the quickstart's curl line exactly as the page shows it, in a shell, asking curl
 * only to print the status after the body.
 */
async function runCurlLine(line: string): Promise<{ status: number; body: unknown }> {
  expect(line).toMatch(/^curl -H "Authorization: Bearer bb_test_[A-Za-z0-9_-]+" -X POST http:\/\/localhost:\d+\/v1\/accounts$/);
  const { stdout } = await run('sh', ['-c', `${line} -sS -w '\\n%{http_code}'`], { timeout: 15_000 });
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) };
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of viewports) {
  test.describe(`developer console at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('sign up, create a key, run the quickstart curl line, see the call in the log, roll, revoke', async ({ page }) => {
      test.setTimeout(90_000);
      const username = `console-${viewport.name}-${Date.now()}`;

      // Signed out, the console sends the visitor to sign in; signing up brings them back.
      await page.goto('/developers');
      await expect(page).toHaveURL(/\/login$/);
      await page.getByRole('link', { name: 'Create an account' }).click();
      // The sign-in form has a Username field too: wait for the sign-up page before typing.
      await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
      await page.getByRole('button', { name: 'Create account' }).click();
      // The console opens on its keys.
      await expect(page).toHaveURL(/\/developers\/keys$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Developer Console' })).toBeVisible();
      await expect(page).toHaveTitle('Developer Console | BrokerBridge');
      await expect(page.getByText('No keys yet. Create one to call the API.')).toBeVisible();
      const sections = page.getByRole('navigation', { name: 'Console' });

      // Create a key, by keyboard where it matters: the dialog opens focused on the name.
      await page.getByRole('button', { name: 'Create key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create an API key' });
      await expect(dialog.getByRole('textbox', { name: 'Key name' })).toBeFocused();
      await page.keyboard.type('quickstart');
      await page.keyboard.press('Enter');
      const reveal = page.getByRole('region', { name: 'Your new API key' });
      await expect(reveal).toContainText("you won't see it again");
      const key = (await reveal.getByTestId('new-api-key').textContent())!.trim();
      const item = page.getByRole('listitem', { name: 'quickstart' });
      await expect(item).toContainText('accounts:write');
      // The list shows only the key's public prefix; the key is that prefix and a secret.
      const prefix = (await item.locator('code').textContent())!.replace(/_…$/, '');
      expect(prefix).toMatch(/^bb_test_[A-Za-z0-9-]+$/);
      expect(key).toMatch(new RegExp(`^${prefix}_[A-Za-z0-9_-]{22,}$`));
      await expectNoSidewaysScroll(page, viewport.width);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The quickstart carries the new key; its curl line works as shown.
      const curl = (await page.getByTestId('quickstart-curl').textContent())!.trim();
      expect(curl).toContain(`Bearer ${key}`);
      const created = await runCurlLine(curl);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ cash: '100000.00' });
      const accountId = (created.body as { id: string }).id;

      await sections.getByRole('link', { name: 'Accounts' }).click();
      await expect(page).toHaveURL(/\/developers\/accounts$/);
      await expect(page.getByRole('listitem', { name: 'Unlabelled account' })).toContainText(accountId);

      // The account's own clock: running on real time; frozen, then a day ahead, the market hours follow it.
      const clock = page.getByRole('region', { name: 'Clock of Unlabelled account' });
      await expect(clock.getByText(/^Market (open|closed)$/)).toBeVisible();
      await expect(clock.getByText('Running', { exact: true })).toBeVisible();
      const now = clock.getByText(/New York$/).first();
      const before = await now.textContent();
      await clock.getByRole('button', { name: 'Freeze the clock of Unlabelled account' }).click();
      await expect(clock.getByText('Frozen', { exact: true })).toBeVisible();
      await clock.getByRole('button', { name: 'Advance the clock of Unlabelled account by 1 day' }).click();
      await expect(page.getByText('Clock advanced 1 day')).toBeVisible();
      await expect(now).not.toHaveText(before!);
      await expect(clock.getByRole('button', { name: 'Resume the clock of Unlabelled account' })).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The request log shows the call, with its request id.
      await sections.getByRole('link', { name: 'Requests' }).click();
      await expect(page).toHaveURL(/\/developers\/requests$/);
      const log = page.getByRole('list', { name: 'Recent requests' });
      const row = log.getByRole('listitem').filter({ hasText: '/v1/accounts' }).first();
      await expect(row).toContainText('POST');
      await expect(row).toContainText('201');
      await expect(row).toContainText(prefix);
      await expectNoSidewaysScroll(page, viewport.width);

      // Back to the keys: the key just created is still on screen there, as the page was never left.
      await sections.getByRole('link', { name: 'Keys' }).click();
      await expect(reveal.getByTestId('new-api-key')).toHaveText(key);

      // Roll with an hour's grace: a new key shown once, the old one still listed with its end.
      await page.getByRole('button', { name: 'Roll quickstart' }).click();
      const roll = page.getByRole('dialog', { name: 'Roll “quickstart”' });
      await roll.getByRole('radio', { name: 'In 1 hour' }).check();
      await roll.getByRole('button', { name: 'Roll key' }).click();
      await expect(roll).toBeHidden();
      const rolledKey = (await reveal.getByTestId('new-api-key').textContent())!.trim();
      expect(rolledKey).not.toBe(key);
      await expect(page.getByRole('listitem', { name: 'quickstart' })).toHaveCount(2);
      // The old key is marked as retiring, with the end of its grace period.
      await expect(page.getByRole('listitem', { name: 'quickstart' }).filter({ hasText: 'Retiring' })).toHaveCount(1);
      await expect(page.getByText(/^Retiring · expires /)).toBeVisible();
      const rolledCurl = (await page.getByTestId('quickstart-curl').textContent())!.trim();
      expect(rolledCurl).toContain(`Bearer ${rolledKey}`);
      expect((await runCurlLine(rolledCurl)).status).toBe(201);
      expect((await runCurlLine(curl)).status).toBe(201);

      // Revoke both: after each confirmation the key is refused.
      for (let left = 2; left > 0; left--) {
        await page.getByRole('button', { name: 'Revoke quickstart' }).first().click();
        await page.getByRole('dialog', { name: 'Revoke “quickstart”?' }).getByRole('button', { name: 'Revoke key' }).click();
        await expect(page.getByRole('listitem', { name: 'quickstart' })).toHaveCount(left - 1);
      }
      await expect(page.getByText('No keys yet. Create one to call the API.')).toBeVisible();
      for (const line of [curl, rolledCurl]) {
        await expect.poll(async () => (await runCurlLine(line)).status, { timeout: 5_000 }).toBe(401);
        expect((await runCurlLine(line)).body).toMatchObject({ statusCode: 401, code: 'AUTH.INVALID_API_KEY' });
      }
    });
  });
}

// The /v1 reference's own tests are in reference.spec.ts.

test('the home page never downloads the developer console', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /DevelopersPage|ApiReferencePage/.test(url))).toEqual([]);
});
