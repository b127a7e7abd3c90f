import { expect, seriousA11yViolations, test } from './support/fixtures';
import { queryAppDatabase } from './support/database';
import type { Page } from '@playwright/test';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function fillContactForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Fintech Labs');
  await form.getByRole('textbox', { name: 'Message' }).fill('We would like to connect three brokers.');
  return form;
}

test.describe('contact page', () => {
  test('sends the form: toast, reset, and the lead is stored', async ({ page }) => {
    const email = `e2e-contact-${unique()}@fintech.example`;
    await page.goto('/contact');
    const form = await fillContactForm(page, email);
    await expect(form.getByText('39/5000')).toBeVisible();
    const messageBox = await form.getByRole('textbox', { name: 'Message' }).boundingBox();
    expect(messageBox?.height).toBeGreaterThanOrEqual(150);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText("Thank you for contacting BrokerBridge. We'll be in touch shortly.")).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const rows = await queryAppDatabase('SELECT first_name, last_name, company, source FROM leads WHERE email = $1', [email]);
    expect(rows).toEqual([{ first_name: 'Ada', last_name: 'Lovelace', company: 'Fintech Labs', source: 'contact' }]);
  });

  test.describe('when the server refuses', () => {
    test.use({ allowedConsoleErrors: [/status of (400|500)/] });

    test('a server failure keeps every value and shows the destructive toast', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'x' }) }),
      );
      const email = `e2e-fail-${unique()}@fintech.example`;
      await page.goto('/contact');
      const form = await fillContactForm(page, email);
      await form.getByRole('button', { name: 'Send Message' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('Error');
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
      await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('We would like to connect three brokers.');
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });

    test('the API field errors show under their fields', async ({ page }) => {
      await page.goto('/contact');
      // The browser accepts "ada@localhost" as an email; the API wants a real domain.
      const form = await fillContactForm(page, 'ada@localhost');
      await form.getByRole('button', { name: 'Send Message' }).click();
      const emailField = form.getByRole('textbox', { name: 'Email' });
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('Please enter a valid email address')).toBeVisible();
      await expect(emailField).toHaveValue('ada@localhost');
    });

    test('fields of spaces get one sentence each, as the form labels them', async ({ page }) => {
      await page.goto('/contact');
      const form = await fillContactForm(page, 'ada@fintech.example');
      await form.getByRole('textbox', { name: 'First Name' }).fill('   ');
      await form.getByRole('textbox', { name: 'Message' }).fill('   ');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription('First name is required');
      await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/^Message is required/);
      await expect(form).not.toContainText(/should not be empty|must not be/);
    });
  });

  test('the side cards link to the scheduling page and the sales mailbox', async ({ page }) => {
    await page.goto('/contact');
    const book = page.getByRole('link', { name: 'Book a Time' });
    await expect(book).toHaveAttribute('href', 'https://calendar.brokerbridge.example/intro-call');
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: 'sales@brokerbridge.example' })).toHaveAttribute('href', 'mailto:sales@brokerbridge.example');
  });

  test('Stay in Touch subscribes the address from the contact page and thanks the visitor', async ({ page }) => {
    await page.goto('/contact');
    const card = page.getByRole('region', { name: 'Subscribe to Updates' });
    const email = `e2e-stay-${unique()}@fintech.example`;
    await card.getByRole('textbox', { name: 'Email address' }).fill(email);
    await card.getByRole('button', { name: 'Stay in Touch' }).click();
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    const rows = await queryAppDatabase<{ source: string }>('SELECT source FROM subscribers WHERE email = $1', [email]);
    expect(rows).toEqual([{ source: '/contact' }]);
  });

  test('Stay in Touch refuses an address without @ and sends nothing', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/mailing-list/subscribe', (route) => (calls++, route.abort()));
    await page.goto('/contact');
    const card = page.getByRole('region', { name: 'Subscribe to Updates' });
    await card.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
    await card.getByRole('button', { name: 'Stay in Touch' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    expect(calls).toBe(0);
  });
});
