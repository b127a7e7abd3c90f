import { expect, test } from './support/fixtures';
import { boxOf } from './support/flows';

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the two documentation cards stand clearly apart, their contents lined up`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/api-documentation');
    const tabs = page.getByRole('tablist', { name: 'Documentation sections' }).getByRole('tab');
    await expect(tabs).toHaveCount(2);
    const [first, second] = [await boxOf(tabs.nth(0)), await boxOf(tabs.nth(1))];
    const gap = viewport.width > 600 ? second.x - (first.x + first.width) : second.y - (first.y + first.height);
    expect(gap).toBeGreaterThanOrEqual(24);
    // Icon and title at the same place in each card (a button centres its content by default).
    for (const part of ['svg', 'span']) {
      const [a, b] = [await boxOf(tabs.nth(0).locator(part).first()), await boxOf(tabs.nth(1).locator(part).first())];
      expect(a.x - first.x).toBeCloseTo(b.x - second.x, 0);
      expect(a.y - first.y).toBeCloseTo(b.y - second.y, 0);
    }
  });
}
