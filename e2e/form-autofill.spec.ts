import { expect, test } from './support/fixtures';

// MUI notices a browser's autofill by an animation its inputs start (web/src/app/theme/inputAutofill.ts):
// the app defines that animation once, not once per field. docs/decisions/input-autofill-styles-once.md
test.describe('form fields and the browser autofill', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('fieldset[role="presentation"][disabled]')).toHaveCount(0);
    // Until the configuration arrives the form is a hidden placeholder, replaced by the real one:
    // a field read in between is detached by the time it is measured (its animation reads "").
    await expect(page.getByTestId('contact-form-placeholder')).toHaveCount(0);
  });

  test('the autofill keyframes are defined in one style sheet, however many fields the page has', async ({ page }) => {
    const sheets = await page.evaluate(
      () =>
        [...document.styleSheets].filter((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSKeyframesRule && rule.name === 'mui-auto-fill'))
          .length,
    );
    const fields = await page.locator('input.MuiInputBase-input, textarea.MuiInputBase-input').count();

    expect(fields).toBeGreaterThan(3);
    expect(sheets).toBe(1);
  });

  test('every field still runs the animation an autofill is noticed by', async ({ page }) => {
    const animations = await page
      .locator('input.MuiInputBase-input, textarea.MuiInputBase-input')
      .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).animationName));

    expect(new Set(animations)).toEqual(new Set(['mui-auto-fill-cancel']));
  });

  test('a field the browser fills moves its label out of the way', async ({ page }) => {
    const email = page.getByRole('form', { name: 'Contact form' }).getByRole('textbox', { name: 'Email' });
    const label = page.locator(`label[for="${await email.getAttribute('id')}"]`);
    await expect(label).toHaveAttribute('data-shrink', 'false');

    // What Chromium does when it autofills: the :-webkit-autofill rule starts `mui-auto-fill`.
    await email.dispatchEvent('animationstart', { animationName: 'mui-auto-fill' });

    await expect(label).toHaveAttribute('data-shrink', 'true');
  });
});
