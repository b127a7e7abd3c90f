import type { Locator, Page } from '@playwright/test';
import { queryAppDatabase } from './support/database';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';

// The metrics job snapshots once a minute: waiting for the next one takes up to a minute.
test.setTimeout(180_000);

const marker = `e2e-brokers-${Date.now()}`;
let accountId: string | undefined;

/** Refreshes until the card's text changes from `before` and its sample chip is gone. */
async function measured(page: Page, figure: Locator, before: string) {
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh Data' }).click();
        await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
        return (await figure.getByTestId('sample-data').count()) === 0 && (await figure.innerText()) !== before;
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(true);
}

test.afterAll(async () => {
  if (accountId) await queryAppDatabase(`DELETE FROM api_account_call_minutes WHERE account_id = $1`, [accountId]);
  await queryAppDatabase(`DELETE FROM connect_apps WHERE client_id = $1`, [marker]);
});

test('Platform Distribution and Error Rates by Broker change when connections and failed /v1 calls are added', async ({ page }) => {
  await signIn(page, 'admin', 'brokerbridge');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  const platforms = page.getByRole('figure', { name: 'Platform Distribution' });
  const errors = page.getByRole('figure', { name: 'Error Rates by Broker' });
  await expect(platforms.locator('svg').first()).toBeVisible();
  await expect(errors.locator('svg').first()).toBeVisible();
  const [platformsBefore, errorsBefore] = [await platforms.innerText(), await errors.innerText()];

  const [{ id: adminId }] = await queryAppDatabase<{ id: number }>(`SELECT id FROM users WHERE username = 'admin'`);
  const [{ id: appId }] = await queryAppDatabase<{ id: string }>(
    `INSERT INTO connect_apps (client_id, owner_user_id, name, type, redirect_uris) VALUES ($1, $2, 'Broker chart check', 'public', '{}') RETURNING id`,
    [marker, adminId],
  );
  for (let i = 0; i < 7; i++)
    await queryAppDatabase(
      `INSERT INTO connect_connections (app_id, broker, broker_user, granted_scopes, account_ids, grant_id) VALUES ($1, 'tidewater', 'u', '{}', '{}', $2)`,
      [appId, `${marker}-${i}`],
    );
  [{ id: accountId }] = await queryAppDatabase<{ id: string }>(`INSERT INTO demo_accounts (cash, broker) VALUES (1000, 'meridian') RETURNING id`);
  // Four calls on the account a minute ago, three of them 5xx, as the request log counts them.
  await queryAppDatabase(
    `INSERT INTO api_account_call_minutes (minute, account_id, calls, failed) VALUES (date_trunc('minute', now() - interval '1 minute'), $1, 4, 3)`,
    [accountId],
  );

  await measured(page, platforms, platformsBefore);
  await expect(platforms.locator('figcaption')).not.toContainText('sample');
  await expect(platforms).toContainText('Tidewater Brokers');
  await measured(page, errors, errorsBefore);
  await expect(errors.locator('figcaption')).toHaveText('Share of failed calls per broker');
  await expect(errors).toContainText('Meridian Clearing');
});
