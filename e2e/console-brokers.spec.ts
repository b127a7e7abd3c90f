import { expect, seriousA11yViolations, test } from './support/fixtures';

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * The console's account form picks the broker (POST /api/developer/accounts {broker}), keyboard
 * only, and each account names its broker: CONNECT.md "Brokers", issue 32.
 */
for (const viewport of viewports) {
  test(`${viewport.width} px: a sandbox account opened at Harborline from the console, keyboard only, says so`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Username' }).fill(`brokers-${viewport.name}-${Date.now()}`);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/developers\/keys$/);
    await page.goto('/developers/accounts');

    const form = page.getByRole('form', { name: 'Create a sandbox account' });
    const picker = form.getByRole('combobox', { name: 'Broker' });
    await expect(picker).toHaveText('Northwind Securities');
    await form.getByRole('textbox', { name: 'Label (optional)' }).fill('weekly rebalance');
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    await page.keyboard.press('Enter');
    const options = page.getByRole('listbox', { name: 'Broker' }).getByRole('option');
    await expect(options).toHaveText([
      'Northwind Securities',
      'Harborline Brokerage',
      'Meridian Clearing',
      'Summit Ridge Capital',
      'Tidewater Brokers (read-only)',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(picker).toHaveText('Harborline Brokerage');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Create account' })).toBeFocused();
    await page.keyboard.press('Enter');

    const account = page.getByRole('listitem', { name: 'weekly rebalance' });
    await expect(account).toContainText('Broker: Harborline Brokerage');
    await expect(account).toContainText('$100,000.00');
    await expect(page.getByText('At Harborline Brokerage, with $100,000.00 in cash.')).toBeVisible();
    // The API agrees: the account is at harborline.
    const listed = (await (await page.request.get('/api/developer/accounts')).json()) as { items: { label: string; broker: string }[] };
    expect(listed.items.find((a) => a.label === 'weekly rebalance')?.broker).toBe('harborline');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
