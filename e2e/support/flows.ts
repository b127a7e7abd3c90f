import type { Page } from '@playwright/test';

/** Signs in at /login; where the user lands is the caller's to check. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills the demo's four OAuth credentials and starts the simulated flow. */
export async function startDemo(page: Page, username = `trader-${Date.now()}`) {
  if (!page.url().endsWith('/trading-platform')) await page.goto('/trading-platform');
  await page.getByLabel('Client ID').fill('demo-client-0123456789');
  await page.getByLabel('Client Secret', { exact: true }).fill('demo-secret');
  await page.getByLabel('End User Username').fill(username);
  await page.getByLabel('End User Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Start OAuth Flow' }).click();
  return username;
}

/** The box of a locator, or a failure that says which one had none. */
export async function boxOf(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}
