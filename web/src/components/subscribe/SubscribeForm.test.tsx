import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { SubscribeForm } from './SubscribeForm';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const SUBSCRIBE = '*/api/mailing-list/subscribe';

function setup() {
  const utils = renderWithProviders(<SubscribeForm buttonLabel="Subscribe" />, { route: '/contact' });
  const input = screen.getByRole('textbox', { name: /email address/i });
  return { ...utils, input, button: screen.getByRole('button', { name: 'Subscribe' }) };
}

describe('SubscribeForm', () => {
  it('refuses an address without @ and sends nothing', async () => {
    const calls: unknown[] = [];
    server.use(http.post(SUBSCRIBE, ({ request }) => (calls.push(request), HttpResponse.json({ message: 'ok' }))));
    const { user, input, button } = setup();
    await user.type(input, 'not-an-email');
    await user.click(button);
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows Subscribing... with the field disabled, then thanks and clears the field', async () => {
    let body: unknown;
    server.use(
      http.post(SUBSCRIBE, async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ message: 'Subscribed' }, { status: 201 });
      }),
    );
    const { user, input, button } = setup();
    await user.type(input, '  ada@example.com ');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(input).toBeDisabled();
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(body).toEqual({ email: 'ada@example.com', source: '/contact' });
  });

  it('shows the server message when the subscription fails, keeping the address', async () => {
    server.use(
      http.post(SUBSCRIBE, () => HttpResponse.json({ statusCode: 429, message: 'Too many requests. Please wait a minute and try again.' }, { status: 429 })),
    );
    const { user, input, button } = setup();
    await user.type(input, 'ada@example.com');
    await user.click(button);
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    expect(input).toHaveValue('ada@example.com');
  });

  it('falls back to a generic message when the server never answers', async () => {
    server.use(http.post(SUBSCRIBE, () => HttpResponse.error()));
    const { user, input, button } = setup();
    await user.type(input, 'ada@example.com');
    await user.click(button);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
