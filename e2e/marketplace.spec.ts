import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './support/fixtures';

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the marketplace' });

test.describe('marketplace', () => {
  test('opens on the tools; the big cards and the tabs switch the same view', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.getByText('Showing 9 tools')).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    await page.getByRole('button', { name: /Explore Newsletters/ }).click();
    await expect(page.getByText('Showing 9 newsletters')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Newsletters' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?view=newsletters$/);
    await page.getByRole('tab', { name: 'Tools' }).click();
    await expect(page.getByText('Showing 9 tools')).toBeVisible();
    await expect(page.getByRole('button', { name: /Explore Tools/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('each card has a logo, name, description, tags and Visit Site in a new tab', async ({ page }) => {
    await page.goto('/marketplace');
    const card = cards(page).filter({ hasText: 'OptionForge' });
    await expect(card.getByRole('img', { name: 'OptionForge logo' })).toBeVisible();
    expect(await card.getByRole('img', { name: 'OptionForge logo' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole('heading', { name: 'OptionForge' })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(['Options Trading', 'Automation']);
    const visit = card.getByRole('link', { name: /^Visit Site/ });
    await expect(visit).toHaveAttribute('href', 'https://optionforge.example');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the search matches a tag in any case, is shared by both views and survives a reload', async ({ page }) => {
    await page.goto('/marketplace');
    await search(page).fill('OPTIONS trading');
    await expect(page.getByText('Showing 1 tool')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('tab', { name: 'Newsletters' }).click();
    await expect(page.getByText('Showing 1 newsletter')).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText('Options Outlook');
    await expect(page).toHaveURL(/[?&]q=OPTIONS\+trading/);
    await page.reload();
    await expect(search(page)).toHaveValue('OPTIONS trading');
    await expect(page.getByRole('tab', { name: 'Newsletters' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(1);
  });

  test('no match shows the message, and Clear Search empties the search', async ({ page }) => {
    await page.goto('/marketplace?view=newsletters&q=quantum-bananas');
    await expect(page.getByText('No newsletters found matching your search criteria.')).toBeVisible();
    await page.getByRole('tab', { name: 'Tools' }).click();
    await expect(page.getByText('No tools found matching your search criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(9);
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test('the listing invitation leads to /contact', async ({ page }) => {
    await page.goto('/marketplace');
    await page.getByRole('region', { name: 'Want to list your product here?' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  for (const [width, columns] of [
    [390, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${columns} column(s) at ${width} px with no serious accessibility issue`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/marketplace');
      const grid = page.getByRole('tabpanel').getByRole('list').first();
      const template = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns);
      expect(template.split(' ')).toHaveLength(columns);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
