import { expect, seriousA11yViolations, test } from './support/fixtures';

const pages = [
  { path: '/privacy-policy', heading: 'Privacy Policy', sections: 12, dated: 'Last updated May 7, 2025' },
  { path: '/terms-of-use', heading: 'Terms of Use', sections: 13, dated: 'Last updated May 7, 2025' },
  { path: '/risk-disclosure', heading: 'Risk Disclosure', sections: 4, dated: null },
];

test.describe('legal pages', () => {
  for (const { path, heading, sections, dated } of pages) {
    test(`${path}: ${sections} numbered sections, a working table of contents and Back to Home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const today = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date());
      await expect(page.getByText(dated ?? `Last updated ${today}`)).toBeVisible();
      const numbered = page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / });
      await expect(numbered).toHaveCount(sections);
      const toc = page.getByRole('navigation', { name: 'Contents' });
      await expect(toc.getByRole('link')).toHaveCount(sections);
      const last = toc.getByRole('link').last();
      const anchor = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${anchor}$`));
      await expect(page.locator(anchor).getByRole('heading')).toBeInViewport();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('privacy: no sale of data, rights requests to the sales mailbox, not for under 18', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('We do not sell personal data.')).toBeVisible();
    await expect(page.locator('#your-rights').getByRole('link', { name: 'sales@brokerbridge.example' })).toHaveAttribute(
      'href',
      'mailto:sales@brokerbridge.example',
    );
    await expect(page.locator('#children')).toContainText('under 18');
  });

  test('a contents link followed while React adopts the page keeps the page and its place', async ({ page }) => {
    // A slow phone's CPU widens the moment between React adopting the header and adopting the page,
    // when a location change once made React draw the page again, scrolled back to the top.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/risk-disclosure', { waitUntil: 'commit' });
    const last = page.getByRole('navigation', { name: 'Contents' }).getByRole('link').last();
    const anchor = (await last.getAttribute('href'))!;
    await page.evaluate(() => ((window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('main h1')));
    await last.click();
    // Adopted: no control is held disabled any more (ControlsOnceHydrated).
    await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
    await expect(page.locator(anchor).getByRole('heading')).toBeInViewport();
    expect(
      await page.evaluate(() => document.querySelector('main h1') === (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading),
    ).toBe(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('terms: 18+, no resale, throttling, Delaware law', async ({ page }) => {
    await page.goto('/terms-of-use');
    await expect(page.locator('#eligibility')).toContainText('at least 18');
    await expect(page.locator('#api-use')).toContainText('may not resell');
    await expect(page.locator('#api-use')).toContainText('throttle');
    await expect(page.locator('#governing-law')).toContainText('State of Delaware');
  });
});
