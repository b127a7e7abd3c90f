import { boxOf } from './support/flows';
import { expect, test } from './support/fixtures';

const PUBLIC_PAGES = [
  '/',
  '/contact',
  '/marketplace',
  '/api-documentation',
  '/news',
  '/login',
  '/register',
  '/privacy-policy',
  '/terms-of-use',
  '/risk-disclosure',
  '/trading-platform',
  '/no/such/page',
];

test.describe('every page', () => {
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/no\/such\/page\)$/] });

  test('has the toast area before its first toast', async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Notifications (F8)' }), path).toBeAttached();
    }
  });
});

test.describe('a toast', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/trading-platform');
    await page.getByRole('button', { name: 'Start OAuth Flow' }).click();
    await expect(page.getByText('Missing Credentials')).toBeVisible();
  });

  test('is reached from the keyboard with F8', async ({ page }) => {
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region.getByRole('button', { name: 'Close notification' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Missing Credentials')).toBeHidden();
  });

  test('slides back when swiped less than 50 px, and goes when swiped further to the right', async ({ page }) => {
    const toast = page.getByTestId('toast');
    const box = await boxOf(toast);
    const [x, y] = [box.x + 40, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await expect.poll(async () => Math.round((await boxOf(toast)).x)).toBe(Math.round(box.x));

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 80, y, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText('Missing Credentials')).toBeHidden({ timeout: 2000 });
  });
});
