import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { ContactPage } from './ContactPage';
import { AppShellProviders } from '../../../app/AppShellProviders';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { publicConfigFixture } from '../../../testing/handlers';
import { server } from '../../../testing/server';
import { HUBSPOT_SCRIPT } from '../components/EmbeddedCrmForm';

const CONTACT = '*/api/contact';

function withConfig(contactForm = publicConfigFixture.contactForm) {
  server.use(http.get('*/api/config/public', () => HttpResponse.json({ ...publicConfigFixture, contactForm })));
}

/** Pasting rather than typing keeps these tests quick on a busy machine; typing is covered by the counter test. */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const values: [string | RegExp, string][] = [
    [/first name/i, 'Ada'],
    [/last name/i, 'Lovelace'],
    ['Email', 'ada@fintech.example'],
    [/company name/i, 'Fintech Labs'],
    [/message/i, 'Hello'],
  ];
  for (const [name, value] of values) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  }
}

jest.setTimeout(20_000);

describe('ContactPage', () => {
  it('shows the heading, the form and the side cards with their links', async () => {
    withConfig();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact BrokerBridge' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    const book = await screen.findByRole('link', { name: 'Book a Time' });
    expect(book).toHaveAttribute('href', publicConfigFixture.schedulingUrl);
    expect(book).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'sales@brokerbridge.example' })).toHaveAttribute('href', 'mailto:sales@brokerbridge.example');
    const subscribe = screen.getByRole('region', { name: 'Subscribe to Updates' });
    expect(within(subscribe).getByRole('button', { name: 'Stay in Touch' })).toBeInTheDocument();
  });

  it('holds the place of the form while the configuration loads, so nothing below it moves when it arrives', async () => {
    server.use(
      http.get('*/api/config/public', async () => {
        await delay(300);
        return HttpResponse.json(publicConfigFixture);
      }),
    );
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const placeholder = screen.getByTestId('contact-form-placeholder');
    // The form is laid out (its height kept) but hidden from sight, from assistive technology and from input.
    expect(within(placeholder).getByText('Send Message')).toBeInTheDocument();
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('inert');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByTestId('contact-form-placeholder')).not.toBeInTheDocument();
  });

  it('counts the message up to 5000 characters', async () => {
    withConfig();
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact' });
    const message = await screen.findByRole('textbox', { name: /message/i });
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    await user.type(message, 'Hi!');
    expect(screen.getByText('3/5000')).toBeInTheDocument();
    expect(message).toHaveAttribute('maxlength', '5000');
  });

  it('sends, shows Sending... while busy, thanks the visitor and resets the form', async () => {
    withConfig();
    let body: unknown;
    server.use(
      http.post(CONTACT, async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact' });
    await screen.findByRole('button', { name: 'Send Message' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for contacting BrokerBridge. We'll be in touch shortly.")).toBeInTheDocument();
    expect(body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@fintech.example', company: 'Fintech Labs', message: 'Hello' });
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('');
  });

  it('keeps every value and shows the server field errors under their fields on a 400', async () => {
    withConfig();
    server.use(
      http.post(CONTACT, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Please enter a valid email address',
            errors: [{ field: 'email', messages: ['Please enter a valid email address'] }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact' });
    await screen.findByRole('button', { name: 'Send Message' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps every value when the server fails', async () => {
    withConfig();
    server.use(http.post(CONTACT, () => HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 })));
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact' });
    await screen.findByRole('button', { name: 'Send Message' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /company name/i })).toHaveValue('Fintech Labs');
  });

  it('shows the hosted HubSpot form when configured, and our form when its script cannot load', async () => {
    withConfig({ mode: 'hubspot', copperFormId: null, hubspotPortalId: '777', hubspotFormId: 'f-1' });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findByTestId('hubspot-form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    const script = document.querySelector(`script[src="${HUBSPOT_SCRIPT}"]`);
    expect(script).not.toBeNull();
    fireEvent.error(script!);
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.queryByTestId('hubspot-form')).not.toBeInTheDocument();
  });

  it('shows our form in copper mode when no Copper form id is configured', async () => {
    withConfig({ mode: 'copper', copperFormId: null, hubspotPortalId: null, hubspotFormId: null });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('copper-form')).not.toBeInTheDocument());
  });

  it('shows the Copper embed when its form id is configured', async () => {
    withConfig({ mode: 'copper', copperFormId: 'cf-9', hubspotPortalId: null, hubspotFormId: null });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findByTestId('copper-form')).toHaveAttribute('data-copper-form-id', 'cf-9');
  });

  it('needs no store: it reads the configuration and sends the form by plain fetch', async () => {
    withConfig();
    let sent = false;
    server.use(http.post(CONTACT, () => ((sent = true), HttpResponse.json({ message: 'ok' }, { status: 201 }))));
    // Only what every screen runs inside (theme, toasts) and a router: an RTK Query hook would throw here.
    render(
      <AppShellProviders>
        <MemoryRouter initialEntries={['/contact']}>
          <ContactPage />
        </MemoryRouter>
      </AppShellProviders>,
    );
    expect(await screen.findByRole('link', { name: 'sales@brokerbridge.example' })).toBeInTheDocument();
    await fillForm(userEvent.setup());
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(sent).toBe(true);
  });

  it('still offers our form when the configuration cannot be loaded', async () => {
    server.use(http.get('*/api/config/public', () => HttpResponse.json({ statusCode: 503, code: 'X', message: 'down' }, { status: 503 })));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByText('Please use the form on this page for now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a Time' })).toBeDisabled();
  });
});
