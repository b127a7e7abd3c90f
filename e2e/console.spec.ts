import type { Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, seriousA11yViolations, test } from './support/fixtures';

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver for the endpoint the console adds: it answers 200 and keeps what came. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server };
}

/** The Standard Webhooks signature (v1) a receiver computes with the endpoint's whsec_ secret. */
function signatureOf(secret: string, headers: IncomingHttpHeaders, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key)
    .update(`${headers['webhook-id'] as string}.${headers['webhook-timestamp'] as string}.${body}`)
    .digest('base64')}`;
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Signs up in the browser and creates a key of every sandbox scope (the dialog's default); returns the key. */
async function signUpWithKey(page: Page, username: string): Promise<string> {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/developers\/keys$/);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByRole('dialog', { name: 'Create an API key' }).getByRole('textbox', { name: 'Key name' }).fill('console');
  await page.keyboard.press('Enter');
  return (await page.getByRole('region', { name: 'Your new API key' }).getByTestId('new-api-key').textContent())!.trim();
}

for (const viewport of viewports) {
  test.describe(`console sections at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("an account's own page, a webhook fired and opened, the request log filtered", async ({ page, baseURL }) => {
      test.setTimeout(150_000);
      const receiver = await startReceiver();
      try {
        const key = await signUpWithKey(page, `sections-${viewport.name}-${Date.now()}`);
        const v1 = (method: string, path: string, body?: unknown) =>
          fetch(`${baseURL}/v1${path}`, {
            method,
            headers: { Authorization: `Bearer ${key}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
            body: body ? JSON.stringify(body) : undefined,
          });

        // An account that has traded: frozen at an open market, a market order filled.
        const account = (await (await v1('POST', '/accounts', { label: 'trader' })).json()) as { id: string };
        const clock = (await (await v1('POST', `/accounts/${account.id}/clock`, { action: 'freeze' })).json()) as { isOpen: boolean; nextOpen: string };
        if (!clock.isOpen) expect((await v1('POST', `/accounts/${account.id}/clock`, { action: 'set', to: clock.nextOpen })).status).toBe(200);
        expect((await v1('POST', `/accounts/${account.id}/prices`, { symbol: 'AAPL', price: '200.00' })).status).toBe(200);
        expect(
          (await v1('POST', `/accounts/${account.id}/orders`, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 3, timeInForce: 'day' })).status,
        ).toBe(201);

        // Accounts -> the account's own page, at its own address (a reload lands there again).
        const sections = page.getByRole('navigation', { name: 'Console' });
        await sections.getByRole('link', { name: 'Accounts' }).click();
        await page.getByRole('link', { name: 'Open trader' }).click();
        await expect(page).toHaveURL(new RegExp(`/developers/accounts/${account.id}$`));
        await page.reload();
        await expect(page.getByRole('heading', { name: 'trader' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Positions' })).toContainText('AAPL · 3 shares');
        // Its quote at the frozen clock: the set price, 1 bp (2 cents) either side.
        await expect(page.getByRole('region', { name: 'Positions' })).toContainText('Quote now: bid $199.98 · ask $200.02 · last $200.00');
        await expect(page.getByRole('region', { name: 'Orders' })).toContainText('filled');
        const events = page.getByRole('region', { name: 'Events' });
        const filled = events.getByRole('listitem').filter({ hasText: 'order.filled' });
        await expect(filled).toContainText(/Account clock .* New York · Real time .* UTC/);
        await filled.getByText('order.filled').click();
        await expect(filled.locator('pre')).toContainText('"symbol": "AAPL"');
        await expectNoSidewaysScroll(page, viewport.width);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // Webhooks: add an endpoint (its secret shown once), fire order.filled, open what it sent.
        await sections.getByRole('link', { name: 'Webhooks' }).click();
        await expect(page).toHaveURL(/\/developers\/webhooks$/);
        const form = page.getByRole('form', { name: 'Add an endpoint' });
        await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
        await form.getByRole('button', { name: 'Add endpoint' }).click();
        const secret = (await page.getByTestId('new-webhook-secret').textContent())!.trim();
        expect(secret).toMatch(/^whsec_/);
        const endpoint = page.getByRole('listitem', { name: receiver.url });
        await endpoint.getByRole('combobox', { name: 'Event type' }).click();
        await page.getByRole('option', { name: 'order.filled' }).click();
        await endpoint.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
        await expect(page.getByText('Test event queued')).toBeVisible();
        await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
        const sent = receiver.received[0];
        // The receiver verifies it with the secret the console showed.
        expect((sent.headers['webhook-signature'] as string).split(' ')).toContain(signatureOf(secret, sent.headers, sent.body));
        expect(JSON.parse(sent.body)).toMatchObject({ type: 'order.filled' });

        await endpoint.getByRole('button', { name: `Show deliveries to ${receiver.url}` }).click();
        const delivery = endpoint.getByRole('listitem').filter({ hasText: 'order.filled' });
        await expect(async () => {
          await endpoint.getByRole('button', { name: 'Refresh deliveries' }).click();
          await expect(delivery).toContainText('succeeded', { timeout: 1_000 });
        }).toPass({ timeout: 15_000 });
        await delivery.getByRole('button', { name: /^Show what order.filled/ }).click();
        await expect(delivery.getByLabel('Headers of attempt 1')).toContainText(`webhook-signature: ${sent.headers['webhook-signature'] as string}`);
        await expect(delivery.getByLabel('Payload')).toContainText('"type": "order.filled"');
        await expectNoSidewaysScroll(page, viewport.width);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await endpoint.getByRole('button', { name: `Delete ${receiver.url}` }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).click();
        await expect(page.getByText(/No webhook endpoints yet/)).toBeVisible();

        // The request log: a 404, a secret-bearing answer (redacted) and an event stream, filtered.
        expect((await v1('GET', '/accounts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
        const hook = (await (await v1('POST', '/webhooks', { url: receiver.url, events: ['order.filled'] })).json()) as { secret: string };
        const stream = await fetch(`${baseURL}/v1/events/stream`, { headers: { Authorization: `Bearer ${key}` } });
        await stream.body!.getReader().read();
        await stream.body!.cancel().catch(() => undefined);

        await sections.getByRole('link', { name: 'Requests' }).click();
        await expect(page).toHaveURL(/\/developers\/requests$/);
        const log = page.getByRole('list', { name: 'Recent requests' });
        await expect(async () => {
          await page.getByRole('button', { name: 'Refresh requests' }).click();
          await expect(log.getByRole('listitem').filter({ hasText: '/v1/events/stream' })).toHaveCount(1, { timeout: 1_000 });
        }).toPass({ timeout: 10_000 });
        const created = log.getByRole('listitem').filter({ hasText: 'POST/v1/webhooks201' });
        await created.getByText('Bodies (secrets and keys redacted)').click();
        await expect(created).toContainText('"secret": "[redacted]"');
        await expect(page.locator('body')).not.toContainText(hook.secret);
        await expect(page.locator('body')).not.toContainText(key);

        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: '4xx refused' }).click();
        await expect(log.getByRole('listitem')).toHaveCount(1);
        await expect(log.getByRole('listitem')).toContainText('404');
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Any status' }).click();
        await page.getByRole('textbox', { name: 'Path contains' }).fill('/orders');
        await page.getByRole('button', { name: 'Filter' }).click();
        await expect(log.getByRole('listitem')).toHaveCount(1);
        await expect(log.getByRole('listitem')).toContainText('POST/v1/accounts/');
        await expectNoSidewaysScroll(page, viewport.width);
        // Cards, not a table squeezed to the phone: the path has (nearly) the card's whole width.
        const path = log.getByRole('listitem').first().locator('span').nth(1);
        expect((await path.boundingBox())!.width).toBeGreaterThan(viewport.width / 2);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // Apps and Connections are sections of their own (console-apps.spec.ts goes through them).
        await sections.getByRole('link', { name: 'Apps' }).click();
        await expect(page).toHaveURL(/\/developers\/apps$/);
        await expect(page.getByText('No apps yet')).toBeVisible();
        await sections.getByRole('link', { name: 'Connections' }).click();
        await expect(page).toHaveURL(/\/developers\/connections$/);
        await expect(page.getByText('No connections yet')).toBeVisible();
      } finally {
        receiver.server.close();
      }
    });
  });
}
