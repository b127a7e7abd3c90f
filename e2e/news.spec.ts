import { expect, seriousA11yViolations, test } from './support/fixtures';

// The app under test has no LinkedIn credentials, so the page runs in sample mode.
test.describe('news page in sample mode', () => {
  test('shows the sample posts with their images and the Development Mode notice', async ({ page }) => {
    await page.goto('/news');
    await expect(page).toHaveTitle('News | BrokerBridge');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByTestId('development-notice')).toHaveText(
      'Development Mode. Currently displaying sample posts. LinkedIn integration status: not connected yet - Our latest LinkedIn updates will appear here once the feed is connected.',
    );
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(cards.first().getByRole('link', { name: 'View on LinkedIn' })).toHaveAttribute('target', '_blank');
    await expect(cards.first().locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const postImages = page.getByRole('region', { name: 'Post images' }).getByRole('img');
    await expect(postImages.first()).toBeVisible();
    await expect.poll(() => postImages.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The sample post without an image shows the branded banner.
    await expect(page.getByTestId('news-banner')).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test.describe('when the images cannot be loaded', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test('hides the post images and falls back to the banner on every update card', async ({ page }) => {
      await page.route('**/api/linkedin/image/**', (route) => route.abort('failed'));
      await page.goto('/news');
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      await expect(page.getByTestId('news-banner')).toHaveCount(count);
      await expect(page.getByRole('region', { name: 'Post images' }).getByRole('img')).toHaveCount(0);
    });
  });
});
