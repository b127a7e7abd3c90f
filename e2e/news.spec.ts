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

    // Each post's image once, in its own card, square.
    const postImages = page.locator('img[src*="/api/linkedin/image/"]');
    await expect(postImages.first()).toBeVisible();
    await expect.poll(() => postImages.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await postImages.count()).toBe(await cards.locator('img').count());
    expect(await postImages.count()).toBe(new Set(await postImages.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))).size);
    const box = await postImages.first().boundingBox();
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(2);
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
      await expect(page.locator('img[src*="/api/linkedin/image/"]')).toHaveCount(0);
    });
  });
});

test('on a phone the first post’s text comes within the first screen, not after a row of images', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/news');
  const first = page.getByRole('article').first();
  await expect(first.locator('time')).toBeVisible();
  expect((await first.locator('time').boundingBox())!.y).toBeLessThan(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the news page does not shift while its posts load (the footer stays below the fold)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'Latest Updates' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);
});

test('the posts are asked for once, by the HTML while the scripts load: the page takes that answer', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/linkedin/posts') asked.push(request.resourceType());
  });
  await page.goto('/news');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The preload's request, not the page's own fetch ('fetch'), and not both.
  expect(asked).toEqual(['other']);
});

test.describe('the news page arrives with its posts drawn', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the notice, the posts and their images before any script runs', async ({ page }) => {
      await page.goto('/news');
      await expect(page.getByTestId('development-notice')).toContainText('Development Mode. Currently displaying sample posts.');
      await expect(page.getByRole('heading', { name: 'Latest Updates' })).toBeVisible();
      const first = page.getByRole('article').first();
      await expect(first.locator('time')).toHaveText('November 18, 2026');
      const image = first.locator('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // Visible as soon as it arrives, not held back until the app starts.
      expect(await image.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    });
  });

  test.describe('for a visitor east of UTC', () => {
    test.use({ timezoneId: 'Pacific/Auckland' });

    // The prerender dates the posts in UTC; React adopts that (a mismatch fails the console
    // fixture), then shows the visitor's own date: 15:00 UTC on the 18th is the 19th in Auckland.
    test('adopts the UTC dates of the prerender, then shows the visitor’s own', async ({ page }) => {
      await page.goto('/news');
      const first = page.getByRole('article').first();
      await expect(first.locator('time')).toHaveText('November 19, 2026');
      await expect(first.getByRole('link', { name: 'View on LinkedIn' })).toBeVisible();
      // The first image arrived before the app did: its placeholder is gone all the same.
      await expect(first.getByTestId('image-placeholder')).toHaveCount(0);
    });
  });
});
