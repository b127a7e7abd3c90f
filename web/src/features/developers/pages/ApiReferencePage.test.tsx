import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { openApiFixture } from '../reference/openApiFixture';
import { ApiReferencePage } from './ApiReferencePage';

const DOCUMENT = '*/v1/openapi.json';

describe('ApiReferencePage', () => {
  it('draws every operation of the document, grouped by tag, with its fields and answers', async () => {
    server.use(http.get(DOCUMENT, () => HttpResponse.json(openApiFixture)));
    renderWithProviders(<ApiReferencePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'BrokerBridge sandbox API' })).toBeInTheDocument();
    expect(screen.getByText('Version v1')).toBeInTheDocument();
    expect(document.title).toBe('Sandbox API Reference | BrokerBridge');
    expect(screen.getByRole('heading', { level: 2, name: 'accounts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'orders' })).toBeInTheDocument();

    const create = screen.getByRole('article', { name: 'POST /v1/accounts' });
    expect(within(create).getByText('Create a sandbox account')).toBeInTheDocument();
    expect(within(create).getByText('accounts:write', { selector: 'code' })).toBeInTheDocument();
    expect(within(create).getByText('accounts:write', { selector: '.MuiChip-label' })).toBeInTheDocument();
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

  it('says so when the document lists no calls', async () => {
    server.use(http.get(DOCUMENT, () => HttpResponse.json({ ...openApiFixture, paths: {} })));
    renderWithProviders(<ApiReferencePage />);
    expect(await screen.findByText('The document lists no calls yet.')).toBeInTheDocument();
  });

  it('says when the document cannot be loaded, and retries', async () => {
    server.use(http.get(DOCUMENT, () => new HttpResponse('down', { status: 503, statusText: 'Service Unavailable' })));
    const { user } = renderWithProviders(<ApiReferencePage />);
    expect(await screen.findByText(/Could not load the API reference/)).toBeInTheDocument();
    server.use(http.get(DOCUMENT, () => HttpResponse.json(openApiFixture)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'POST /v1/accounts' })).toBeInTheDocument();
  });
});
