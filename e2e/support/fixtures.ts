import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every page test fails on a console error from our own code (Chromium logs every non-2xx
 * answer: the client asks who is signed in at /api/session, which answers a visitor 200).
 * Third-party hosts are unreachable here, so their failed loads are expected and not counted.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  // A test that provokes an error answer on purpose (a 400, a 409) lists it here.
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, baseURL, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = allowedConsoleErrors;
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        const thirdParty = source && baseURL && !source.startsWith(baseURL);
        const line = `${message.text()} (${source})`;
        if (!thirdParty && !allowed.some((pattern) => pattern.test(line))) errors.push(line);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Serious and critical accessibility violations on the current page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // On the page as adopted: until then its controls sit in a disabled fieldset (ControlsOnceHydrated),
  // and axe counts every element in one as unfocusable, links too (browsers focus them), so a
  // scrollable list of links (the /v1 reference's contents) read as out of the keyboard's reach.
  await expect(page.locator('fieldset[role="presentation"][disabled]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
