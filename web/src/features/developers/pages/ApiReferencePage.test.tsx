import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { openApiFixture } from '../reference/openApiFixture';
import type { OpenApiDocument } from '../reference/openApiTypes';
import { ApiReferencePage } from './ApiReferencePage';

const DOCUMENT = '*/v1/openapi.json';

/** Twelve calls in two tags: more than the page draws with its first screen. */
const longDocument: OpenApiDocument = {
  ...openApiFixture,
  tags: [{ name: 'early' }, { name: 'late' }],
  paths: Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [
      `/v1/things/${i}`,
      { get: { summary: `Thing ${i}`, tags: [i < 6 ? 'early' : 'late'], responses: { '200': { description: 'OK' } } } },
    ]),
  ),
};
const articleNames = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
const allNames = Array.from({ length: 12 }, (_, i) => `GET /v1/things/${i}`);

describe('ApiReferencePage', () => {
  it('draws every operation of the document, grouped by tag, with its fields and answers', async () => {
    server.use(http.get(DOCUMENT, () => HttpResponse.json(openApiFixture)));
    renderWithProviders(<ApiReferencePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sandbox API reference' })).toBeInTheDocument();
    expect(await screen.findByText('BrokerBridge sandbox API, version v1')).toBeInTheDocument();
    expect(document.title).toBe('Sandbox API Reference | BrokerBridge');
    // The cards come a task or so after the document, one per task.
    expect(await screen.findByRole('heading', { level: 2, name: 'accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'orders' })).toBeInTheDocument();

    const create = screen.getByRole('article', { name: 'POST /v1/accounts' });
    expect(within(create).getByText('Create a sandbox account')).toBeInTheDocument();
    expect(within(create).getByText('accounts:write', { selector: 'code' })).toBeInTheDocument();
    expect(within(create).getByText('accounts:write', { selector: '.ref-chip' })).toBeInTheDocument();
    expect(within(create).getByRole('heading', { name: 'Request body: CreateAccountDto' })).toBeInTheDocument();
    expect(within(create).getByText('Your name for it')).toBeInTheDocument();
    expect(within(create).getByText('at most 64 characters')).toBeInTheDocument();
    expect(within(create).getByText('OpeningPosition[]')).toBeInTheDocument();
    // Nested: the items of `positions` are listed under it.
    expect(within(create).getByText('≥ 1')).toBeInTheDocument();
    expect(within(create).getByText(/The new account \(Account\)/)).toBeInTheDocument();
    expect(within(create).getByText('At the quota: DEVELOPER.ACCOUNT_QUOTA')).toBeInTheDocument();

    const cancel = screen.getByRole('article', { name: 'DELETE /v1/accounts/{accountId}/orders/{orderId}' });
    expect(within(cancel).getByText('accountId')).toBeInTheDocument();
    expect(within(cancel).getByText('The order to cancel')).toBeInTheDocument();
    expect(within(cancel).getByText('path, string (uuid), required')).toBeInTheDocument();
    // allOf parts are merged into one field list.
    expect(within(cancel).getByText('status')).toBeInTheDocument();
    expect(within(cancel).getByText('one of "pending", "filled"')).toBeInTheDocument();
  });

  it('keeps its heading while the document loads, and holds a screen for what comes', async () => {
    server.use(http.get(DOCUMENT, () => new Promise<never>(() => {})));
    renderWithProviders(<ApiReferencePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sandbox API reference' })).toBeInTheDocument();
    expect(screen.getByRole('status').parentElement).toHaveStyle({ minHeight: '100vh' });
  });

  it('draws a long document a few cards at a time, and in the end every card in order', async () => {
    server.use(http.get(DOCUMENT, () => HttpResponse.json(longDocument)));
    renderWithProviders(<ApiReferencePage />);
    await screen.findByRole('article', { name: 'GET /v1/things/0' });
    expect(articleNames().length).toBeLessThan(12);
    await waitFor(() => expect(articleNames()).toEqual(allNames));
  });

  it('draws every card at once when a contents link is followed, so the jump lands on its section', async () => {
    server.use(http.get(DOCUMENT, () => HttpResponse.json(longDocument)));
    renderWithProviders(<ApiReferencePage />);
    await screen.findByRole('article', { name: 'GET /v1/things/0' });
    const link = within(screen.getByRole('navigation', { name: 'Reference sections' })).getByRole('link', { name: 'late' });
    expect(link).toHaveAttribute('href', '#section-late');
    fireEvent.click(link);
    expect(articleNames()).toEqual(allNames);
    expect(screen.getByRole('region', { name: 'late' })).toHaveAttribute('id', 'section-late');
  });

  it("opened at an operation's anchor, draws every card and scrolls to that one", async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    server.use(http.get(DOCUMENT, () => HttpResponse.json(longDocument)));
    renderWithProviders(<ApiReferencePage />, { route: `/api-documentation/v1#${encodeURIComponent('get-/v1/things/11')}` });
    await screen.findByRole('article', { name: 'GET /v1/things/0' });
    expect(articleNames()).toEqual(allNames);
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByRole('article', { name: 'GET /v1/things/11' })]);
  });

  it('says so when the document lists no calls', async () => {
    server.use(http.get(DOCUMENT, () => HttpResponse.json({ ...openApiFixture, paths: {} })));
    renderWithProviders(<ApiReferencePage />);
    expect(await screen.findByText('The document lists no calls yet.')).toBeInTheDocument();
  });

  it('says when the document cannot be loaded, and retries', async () => {
    server.use(http.get(DOCUMENT, () => new HttpResponse('down', { status: 503, statusText: 'Service Unavailable' })));
    const { user } = renderWithProviders(<ApiReferencePage />);
    expect(await screen.findByText(/Could not load the API reference/)).toBeInTheDocument();
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
    server.use(http.get(DOCUMENT, () => HttpResponse.json(openApiFixture)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'POST /v1/accounts' })).toBeInTheDocument();
  });
});
