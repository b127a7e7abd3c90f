import type { Page } from '@playwright/test';
import { queryAppDatabase } from './support/database';
import { expect, seriousA11yViolations, test } from './support/fixtures';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('dashboard', () => {
  test('the login page shows the default credentials and validates on submit', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to BrokerBridge' })).toBeVisible();
    await expect(page.getByTestId('login-hint')).toContainText('username admin, password brokerbridge');
    await page.getByRole('textbox', { name: 'Username' }).fill('ab');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the seeded admin signs in and sees the metric cards and four drawn charts', async ({ page }) => {
    await signIn(page, 'admin', 'brokerbridge');
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
    await expect(page.getByTestId('dashboard-username')).toHaveText('admin');

    const cards = page.getByRole('region', { name: 'Metrics' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('article', { name: 'Uptime (30d)' })).toContainText('%');

    for (const title of ['User Growth', 'Platform Distribution', 'API Requests', 'Error Rates by Broker']) {
      const figure = page.getByRole('figure', { name: title });
      await expect(figure.locator('svg').first()).toBeVisible();
      await expect.poll(() => figure.locator('svg path, svg rect').count(), { message: `${title} is drawn` }).toBeGreaterThan(4);
    }
    // Percentages on the axis: the fixed sample's or measured ones (dashboard-brokers.spec.ts).
    await expect(page.getByRole('figure', { name: 'Error Rates by Broker' })).toContainText(/\d\.\d\d%/);
    await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
    // The shared success toast has its own contrast finding; the check is about the dashboard.
    // It may already have gone by itself (5 s), so a missing button is fine.
    await page
      .getByRole('button', { name: 'Close notification' })
      .click({ timeout: 1000 })
      .catch(() => undefined);
    await expect(page.getByText('Login successful')).toBeHidden({ timeout: 10_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a signed-in user who is not an admin is sent home', async ({ page }) => {
    const username = `trader${Date.now()}`;
    const registered = await page.request.post('/api/register', { data: { username, password: 'secret-pass' } });
    expect(registered.status()).toBe(201);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('after signing in, an admin lands on /dashboard and anyone else on the console, /developers (docs/decisions/login-landing-page.md)', async ({
    page,
    context,
  }) => {
    const username = `developer${Date.now()}`;
    expect((await page.request.post('/api/register', { data: { username, password: 'secret-pass' } })).status()).toBe(201);
    await context.clearCookies();
    // Straight to /login, not sent there by the console: the spec's /dashboard would bounce a
    // non-admin to /; the console is where their account is useful.
    await signIn(page, username, 'secret-pass');
    await expect(page).toHaveURL(/\/developers\/keys$/);
    await expect(page.getByText('No keys yet. Create one to call the API.')).toBeVisible();
    // Leave the console before ending the session: a read it starts after the cookies are gone
    // would be answered 401, which is right, but is a console error this test does not ask about.
    await page.goto('about:blank');
    await context.clearCookies();
    await signIn(page, 'admin', 'brokerbridge');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout ends the session and returns to /login', async ({ page, context }) => {
    await signIn(page, 'admin', 'brokerbridge');
    await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
    const sid = (await context.cookies()).find((c) => c.name === 'bb.sid')!.value;
    const id = decodeURIComponent(sid).replace(/^s:/, '').split('.')[0];
    expect(await queryAppDatabase('SELECT sid FROM sessions WHERE sid = $1', [id])).toHaveLength(1);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await queryAppDatabase('SELECT sid FROM sessions WHERE sid = $1', [id])).toHaveLength(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the home page never downloads the dashboard or its charts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /DashboardPage/.test(url))).toEqual([]);
});
