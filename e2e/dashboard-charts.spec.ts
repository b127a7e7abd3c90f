import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { boxOf, signIn } from './support/flows';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (a: Box, b: Box) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;

async function boxes(locator: Locator): Promise<Box[]> {
  return Promise.all((await locator.all()).map((l) => boxOf(l)));
}

/** Pairs of boxes that overlap, named by their text. */
async function overlapping(locator: Locator): Promise<string[]> {
  const items = await locator.all();
  const found: string[] = [];
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++)
      if (overlap(await boxOf(items[i]), await boxOf(items[j]))) found.push(`${await items[i].textContent()} / ${await items[j].textContent()}`);
  return found;
}

async function openDashboard(page: Page) {
  await signIn(page, 'admin', 'brokerbridge');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
}

test('the charts animate for the spec’s 1500 ms', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // The page's clock (animation frames included) is stopped once the dashboard is up, and the
  // charts' data let through only then: the animation's progress is read at exact moments,
  // however busy the machine is.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard/charts', async (route) => {
    await released;
    await route.continue();
  });
  await page.clock.install();
  await openDashboard(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  release();
  const bars = page.getByRole('figure', { name: 'API Requests' }).locator('rect.MuiBarElement-root');
  // The data's arrival is drawn on the next animation frame.
  for (let frame = 0; frame < 50 && (await bars.count()) < 12; frame++) await page.clock.runFor(16);
  await expect(bars).toHaveCount(12);
  const tallest = () => bars.evaluateAll((rects) => Math.max(...rects.map((r) => (r as SVGGraphicsElement).getBBox().height)));
  const heights: number[] = [];
  for (const step of [300, 450, 750, 500]) {
    await page.clock.runFor(step);
    heights.push(await tallest()); // at 300, 750, 1500 and 2000 ms
  }
  const [at300, at750, at1500, final] = heights;
  const why = `tallest bar at 300, 750, 1500, 2000 ms: ${heights.join(', ')}`;
  expect(final, why).toBeGreaterThan(50);
  // MUI X's own 300 ms would be done at 300 ms; the spec's 1500 ms is under way, then done.
  expect(at300, why).toBeLessThan(final * 0.5);
  expect(at750, why).toBeGreaterThan(final * 0.2);
  expect(at750, why).toBeLessThan(final * 0.8);
  expect(at1500, why).toBeCloseTo(final, 0);
  // The line chart appears through a mask whose CSS animation takes the same time.
  const mask = page.getByRole('figure', { name: 'User Growth' }).locator('.MuiAppearingMask-animate').first();
  expect(await mask.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('1.5s');
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`dashboard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the donut carries each slice’s name and share on it, clear of each other, the ring and the legend', async ({ page }) => {
      await openDashboard(page);
      const figure = page.getByRole('figure', { name: 'Platform Distribution' });
      const labels = figure.locator('[data-donut-label]');
      const legend = figure.getByRole('listitem');
      await expect(labels.first()).toBeVisible();
      // Every slice with connections is labelled on the ring (a broker at 0% has no slice, only its legend entry).
      const shown = (await legend.allInnerTexts()).filter((t) => !/ 0%$/.test(t.trim()));
      expect(await labels.count()).toBe(shown.length);
      expect(await labels.count()).toBeGreaterThan(0);
      const card = await boxOf(figure);
      for (const label of await labels.all()) {
        await expect(label).toHaveText(/^\S.* \d+%$/);
        expect(inside(await boxOf(label), card), `${await label.textContent()} inside its card`).toBe(true);
      }
      expect(await overlapping(labels)).toEqual([]);
      const ring = await boxes(figure.locator('path.MuiPieArc-root'));
      const legendBoxes = await boxes(legend);
      for (const label of await boxes(labels)) {
        for (const other of legendBoxes) expect(overlap(label, other)).toBe(false);
        // The ring's slices are where the labels must not be; their bounding boxes are a fair
        // stand-in outside the ring, as each label is placed beyond the ring's bounding circle.
        const ringBox = {
          x: Math.min(...ring.map((b) => b.x)),
          y: Math.min(...ring.map((b) => b.y)),
          width: Math.max(...ring.map((b) => b.x + b.width)) - Math.min(...ring.map((b) => b.x)),
          height: Math.max(...ring.map((b) => b.y + b.height)) - Math.min(...ring.map((b) => b.y)),
        };
        const corners = [
          [label.x, label.y],
          [label.x + label.width, label.y],
          [label.x, label.y + label.height],
          [label.x + label.width, label.y + label.height],
        ];
        const [cx, cy, r] = [ringBox.x + ringBox.width / 2, ringBox.y + ringBox.height / 2, ringBox.width / 2];
        const nearest = { x: Math.min(Math.max(cx, label.x), label.x + label.width), y: Math.min(Math.max(cy, label.y), label.y + label.height) };
        expect(Math.hypot(nearest.x - cx, nearest.y - cy), `label ${JSON.stringify(corners)} clear of the ring`).toBeGreaterThanOrEqual(r - 1);
      }
    });

    test('API Requests labels each of its 12 weeks, the latest included, without overlaps', async ({ page }) => {
      await openDashboard(page);
      const figure = page.getByRole('figure', { name: 'API Requests' });
      await expect(figure.locator('rect.MuiBarElement-root')).toHaveCount(12);
      const ticks = figure.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
      await expect(ticks).toHaveCount(12);
      expect(await overlapping(ticks)).toEqual([]);
      // The last tick sits under the last bar.
      const bars = await boxes(figure.locator('rect.MuiBarElement-root'));
      const lastBar = bars.reduce((a, b) => (b.x > a.x ? b : a));
      const lastTick = await boxOf(ticks.last());
      expect(Math.abs(lastTick.x + lastTick.width / 2 - (lastBar.x + lastBar.width / 2))).toBeLessThan(lastBar.width);
      await expect(ticks.last()).toHaveText(/^\d{1,2}/);
      // All of it in view, none of it behind a sideways scroll.
      const scroller = page.getByRole('region', { name: 'API Requests chart (scrolls sideways)' });
      expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    });

    test('the header keeps title, username and Logout together, and the metric grid has no hole', async ({ page }) => {
      await openDashboard(page);
      const title = await boxOf(page.getByRole('heading', { level: 1, name: 'Client Dashboard' }));
      const logout = await boxOf(page.getByRole('button', { name: 'Logout' }));
      const username = await boxOf(page.getByTestId('dashboard-username'));
      // One line of title, whole (no wrap, no ellipsis), Logout level with it on the right.
      expect(title.height).toBeLessThan(40);
      expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
      expect(logout.y).toBeLessThan(title.y + title.height);
      expect(logout.x).toBeGreaterThan(title.x + title.width);
      expect(username.x + username.width).toBeLessThanOrEqual(logout.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const grid = page.getByRole('region', { name: 'Metrics' });
      const cards = await boxes(grid.getByRole('article'));
      expect(cards.length).toBeGreaterThanOrEqual(4);
      const right = Math.max(...cards.map((c) => c.x + c.width));
      const rows = [...new Set(cards.map((c) => Math.round(c.y)))];
      for (const row of rows) {
        const inRow = cards.filter((c) => Math.round(c.y) === row);
        // Every row reaches the grid's right edge: no empty cell at the end of the last one.
        expect(Math.max(...inRow.map((c) => c.x + c.width)), `row at ${row}`).toBeGreaterThan(right - 2);
      }
    });
  });
}

test('what is measured and what is sample data say so', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openDashboard(page);
  await expect(page.getByRole('region', { name: 'Metrics' })).toContainText('Measured on this installation');
  // A fresh install's charts are seeded history.
  for (const title of ['User Growth', 'API Requests']) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure.getByTestId('sample-data'), title).toHaveText('Sample data');
    await expect(figure.locator('figcaption')).toContainText('seeded sample figures');
  }
  // The broker charts are measured once a connection or a /v1 account call exists (earlier specs
  // may have made some; dashboard-brokers.spec.ts shows the change), sample data until then: the
  // chip and the note always agree with each other.
  for (const [title, note] of [
    ['Platform Distribution', 'seeded sample figures'],
    ['Error Rates by Broker', 'Fixed sample figures'],
  ]) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure.locator('svg').first()).toBeVisible();
    if (await figure.getByTestId('sample-data').count()) await expect(figure.locator('figcaption')).toContainText(note);
    else await expect(figure.locator('figcaption')).not.toContainText('sample');
  }
});
