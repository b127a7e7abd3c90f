import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import v1Document from '../../../../../sdk/openapi.json';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { ApiReferencePage } from './ApiReferencePage';

const DOCUMENT = '*/v1/openapi.json';
const setup = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/api-documentation/v1/*" element={<ApiReferencePage />} />
    </Routes>,
    { route },
  );

describe('ApiReferencePage', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });
  beforeEach(() => server.use(http.get(DOCUMENT, () => HttpResponse.json(v1Document))));

  it('opens on an overview: the intro in paragraphs, and every operation and webhook event linked by tag', async () => {
    setup('/api-documentation/v1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox API reference' })).toBeInTheDocument();
    expect(screen.getByText(/^Authenticate with/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'API reference' });
    expect(within(nav).getByRole('link', { name: /Create account/ })).toHaveAttribute('href', '/api-documentation/v1/createAccount');
    expect(within(nav).getByRole('link', { name: 'order.filled' })).toHaveAttribute('href', '/api-documentation/v1/webhooks/order.filled');
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Sandbox API Reference | BrokerBridge');
  });

  it('shows one operation per page: parameters, body, answers, examples and the curl and SDK snippets', async () => {
    const { user } = setup('/api-documentation/v1/placeOrder');
    expect(await screen.findByRole('heading', { level: 1, name: 'Place order' })).toBeInTheDocument();
    expect(document.title).toBe('Place order | Sandbox API Reference | BrokerBridge');
    expect(screen.getByText('/v1/accounts/{accountId}/orders')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request body: PlaceOrderRequest' })).toBeInTheDocument();
    expect(screen.getByText('Idempotency-Key')).toBeInTheDocument();
    const curl = screen.getByRole('heading', { name: 'curl' }).parentElement!.nextElementSibling!;
    expect(curl.textContent).toMatch(/^curl -X POST "http:\/\/localhost:3000\/v1\/accounts\/3f0c1a52-6d2e-4b8a-9c71-0e5d4b2a9f13\/orders"/);
    expect(screen.getByRole('heading', { name: 'Request example' }).parentElement!.nextElementSibling!.textContent).toContain('"symbol": "AAPL"');
    expect(screen.getByRole('heading', { name: /^Response example \(20\d\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Error example \(400\)$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'TypeScript (SDK)' }));
    expect(screen.getByRole('heading', { name: 'TypeScript' }).parentElement!.nextElementSibling!.textContent).toContain('await placeOrder({');
  });

  it('shows a webhook event with its headers, payload, example and how to verify and fire it', async () => {
    setup('/api-documentation/v1/webhooks/order.filled');
    expect(await screen.findByRole('heading', { level: 1, name: 'order.filled' })).toBeInTheDocument();
    expect(screen.getByText('webhook-signature')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payload: OrderFilledEvent' })).toBeInTheDocument();
    expect(screen.getByText('npx brokerbridge trigger order.filled')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payload example' }).parentElement!.nextElementSibling!.textContent).toContain('"type": "order.filled"');
  });

  it('searches the operations by name, path or tag, and says when nothing matches', async () => {
    const { user } = setup('/api-documentation/v1');
    const search = await screen.findByRole('searchbox', { name: 'Search operations' });
    await user.type(search, 'clock');
    const nav = screen.getByRole('navigation', { name: 'API reference' });
    // Names, paths and summaries count: "Get account" says it answers the clock time.
    const found = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(found).toEqual(expect.arrayContaining(['GETGet clock', 'POSTMove clock']));
    expect(found).not.toContain('GETList accounts');
    expect(found).not.toContain('Overview');
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(within(nav).getByRole('status')).toHaveTextContent('No operation matches “nothing like this”.');
  });

  it('starts a page reached by a link at its top, but leaves the scroll of a load to the browser', async () => {
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { user } = setup('/api-documentation/v1');
    const nav = await screen.findByRole('navigation', { name: 'API reference' });
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(nav).getByRole('link', { name: /Create account/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('says so for a name the reference does not have', async () => {
    setup('/api-documentation/v1/noSuchCall');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not in the reference' })).toBeInTheDocument();
    expect(screen.getByText(/has no operation called “noSuchCall”/)).toBeInTheDocument();
  });

  it('keeps a heading and offers a retry when the document cannot be loaded', async () => {
    server.use(http.get(DOCUMENT, () => new HttpResponse(null, { status: 503 })));
    const { user } = setup('/api-documentation/v1');
    expect(await screen.findByText(/Could not load the API reference/)).toBeInTheDocument();
    server.use(http.get(DOCUMENT, () => HttpResponse.json(v1Document)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'API reference' })).toBeInTheDocument();
  });
});
