import type { APIRequestContext } from '@playwright/test';
import { startPartnerApp } from '../examples/partner-app/partner-app';
import { expect, seriousA11yViolations, test } from './support/fixtures';

/** Where the connect flow is tried: a laptop and a phone. */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** A new developer's partner app (confidential), with the example partner app started on its redirect URI. */
async function partnerApp(request: APIRequestContext, baseURL: string) {
  const registered = await request.post('/api/register', {
    data: { username: `partner${Date.now()}${Math.floor(Math.random() * 1000)}`, password: 'secret-pass' },
  });
  expect(registered.status()).toBe(201);
  const key: string = (await (await request.post('/api/developer/keys', { data: { name: 'connect' } })).json()).key;
  const port = 20000 + Math.floor(Math.random() * 20000);
  const created = await request.post('/v1/apps', {
    headers: { authorization: `Bearer ${key}` },
    data: { name: 'Acme Invest', type: 'confidential', redirectUris: [`http://127.0.0.1:${port}/callback`] },
  });
  expect(created.status()).toBe(201);
  const app = await created.json();
  return { key, ...(await startPartnerApp({ baseUrl: baseURL, clientId: app.clientId, clientSecret: app.clientSecret, port })) };
}

/**
 * BrokerBridge Connect end to end, on Chromium at 1366 and 390 px: the example partner app's connect
 * button, the portal (broker sign-in with MFA, consent with one of two accounts), the code exchanged
 * with PKCE by a certified client library, an order with the access token, a refresh that rotates,
 * a revocation, and the replayed old refresh token refused.
 */
for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px: a partner app connects a user through the portal, trades, refreshes, disconnects, and a replayed refresh token is refused`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const partner = await partnerApp(request, baseURL!);
    try {
      await page.setViewportSize(viewport);
      await page.goto(partner.url);
      const started = Date.now();
      await page.getByRole('button', { name: 'Connect your broker' }).click();

      // The broker pick, keyboard only: the search box has focus; narrow to Harborline, Tab to it, Space, Tab, Enter.
      await expect(page.getByRole('heading', { level: 1, name: 'Acme Invest wants to connect to your broker account' })).toBeVisible();
      await expect(page.getByRole('radiogroup', { name: 'Your broker' }).getByRole('radio')).toHaveCount(5);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByRole('searchbox', { name: 'Search brokers' })).toBeFocused();
      await page.keyboard.type('harbor');
      await expect(page.getByRole('radiogroup', { name: 'Your broker' }).getByRole('radio')).toHaveCount(1);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: 'Harborline Brokerage' })).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { level: 1, name: 'Acme Invest wants to connect to your Harborline Brokerage account' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Sandbox test users' })).toContainText('user_mfa');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Keyboard only: the username field has focus; type, Tab, type, Enter.
      await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
      await page.keyboard.type('user_mfa');
      await page.keyboard.press('Tab');
      await page.keyboard.type('pass_good');
      await page.keyboard.press('Enter');
      await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
      await page.keyboard.press('Enter');

      await expect(page.getByText('Signed in as user_mfa.')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Individual brokerage ····4821' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Roth IRA ····7730' })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Place and cancel orders in your account' })).toBeChecked();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.getByRole('button', { name: 'Allow' }).click();

      const log = page.getByRole('list', { name: 'What happened' });
      await expect(log).toContainText(/Connected: connection [0-9a-f-]{36}, account [0-9a-f-]{36}, scopes accounts:read trading:write/);
      console.log(`connect button to tokens in the example app (${viewport.width} px): ${Date.now() - started} ms`);
      await expect(log).toContainText(/Order placed: 201 [0-9a-f-]{36}/);
      // Made at the broker picked, with its weekly re-login.
      const connectionId = /Connected: connection ([0-9a-f-]{36})/.exec((await log.textContent()) ?? '')![1];
      const made = await request.get(`/v1/connections/${connectionId}`, { headers: { authorization: `Bearer ${partner.key}` } });
      expect(await made.json()).toMatchObject({ broker: 'harborline', reauthBy: expect.any(String) });

      await page.getByRole('button', { name: 'Refresh tokens' }).click();
      await expect(log).toContainText('Refreshed: the refresh token rotated (a new one)');
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await expect(log).toContainText('Disconnected: the access token now answers 401');
      await page.getByRole('button', { name: 'Replay the old refresh token' }).click();
      await expect(log).toContainText('Replayed the old refresh token: invalid_grant');
    } finally {
      partner.server.close();
    }
  });

  test(`${viewport.width} px: the user denies at the consent screen, and the partner app gets access_denied`, async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const partner = await partnerApp(request, baseURL!);
    try {
      await page.setViewportSize(viewport);
      await page.goto(partner.url);
      await page.getByRole('button', { name: 'Connect your broker' }).click();
      await page.getByRole('radio', { name: 'Northwind Securities' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('textbox', { name: 'Username' }).fill('user_good');
      await page.getByRole('textbox', { name: 'Password' }).fill('pass_good');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Signed in as user_good.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.getByRole('button', { name: 'Deny' }).click();
      await expect(page).toHaveURL(new RegExp(`^${partner.url}/callback\\?`));
      expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
      await expect(page.getByRole('alert')).toContainText('Could not connect: access_denied');
    } finally {
      partner.server.close();
    }
  });
}
