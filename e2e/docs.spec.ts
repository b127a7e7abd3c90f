import { expect, seriousA11yViolations, test } from './support/fixtures';

test.describe('developer documentation', () => {
  test('opens on Documentation and View API Reference switches tabs and the URL', async ({ page }) => {
    await page.goto('/api-documentation');
    await expect(page.getByRole('tab', { name: /^Documentation/ })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Secure Connections', 'Multiple Brokers', 'REST API', 'WebSocket API', 'Getting Started', 'Guides', 'Connection Types']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    // Self-serve: no credentials to ask sales for.
    await expect(page.getByText(/client-id|client-secret/)).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'View API Reference' }).click();
    await expect(page).toHaveURL(/\?tab=reference$/);
    await expect(page.getByRole('tab', { name: /^API Reference/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Your first sandbox call' })).toBeVisible();
    await page.getByRole('tab', { name: /^Documentation/ }).click();
    await expect(page).toHaveURL(/\/api-documentation$/);
    await expect(page.getByRole('button', { name: 'View API Reference' })).toBeVisible();
  });

  test('the reference frame loads the static reference, 70vh tall and at least 500 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/api-documentation?tab=reference');
    const frameElement = page.locator('iframe[title="BrokerBridge API reference"]');
    await expect(frameElement).toHaveAttribute('src', /^\/docs\/api-reference\.html\?v=[\w-]+$/);
    const frame = page.frameLocator('iframe[title="BrokerBridge API reference"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'BrokerBridge API Reference' })).toBeVisible();
    await expect(frame.locator('section#streaming h2')).toHaveText('Streaming API');
    for (const path of ['POST</span>/users', 'POST</span>/connections', '/orders/{order-id}', '/buying-power', '/transactions']) {
      expect(await frame.locator('main').innerHTML()).toContain(path);
    }
    const height = await frameElement.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(500); // 70vh of 600 px would be 420
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the reference page stands alone: no external script, style or image', async ({ request }) => {
    const res = await request.get('/docs/api-reference.html');
    expect(res.ok()).toBe(true);
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link[^>]+stylesheet|<img[^>]+src="https?:/i);
    for (const id of ['authentication', 'users', 'connections', 'accounts', 'balances', 'buying-power', 'positions', 'orders', 'transactions', 'streaming']) {
      expect(html).toContain(`<section id="${id}">`);
    }
  });
});
