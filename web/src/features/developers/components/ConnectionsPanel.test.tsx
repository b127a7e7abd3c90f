import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { Connection } from '../connectTypes';
import { ConnectionsPanel } from './ConnectionsPanel';

const CONNECTIONS = '*/api/developer/connections';

const connection: Connection = {
  id: 'c1',
  appId: 'a1',
  broker: 'northwind',
  status: 'active',
  grantedScopes: ['accounts:read', 'trading:write'],
  accountIds: ['acc-1', 'acc-2'],
  createdAt: '2026-11-20T10:00:00Z',
};

function serve(initial: Connection[]) {
  let items = [...initial];
  const sent: { revoked?: string } = {};
  server.use(
    http.get('*/api/developer/apps', () =>
      HttpResponse.json({
        items: [
          {
            id: 'a1',
            clientId: 'bbapp_one',
            name: 'Acme Invest',
            type: 'confidential',
            redirectUris: [],
            tokenEndpointAuthMethod: 'client_secret_basic',
            createdAt: '2026-11-20T10:00:00Z',
          },
        ],
      }),
    ),
    http.get(CONNECTIONS, () => HttpResponse.json({ items })),
    http.delete(`${CONNECTIONS}/:id`, ({ params }) => {
      sent.revoked = String(params.id);
      items = items.map((c) => (c.id === params.id ? { ...c, status: 'revoked' } : c));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

describe('ConnectionsPanel', () => {
  it('says there are no connections yet, and where they come from', async () => {
    serve([]);
    renderWithProviders(<ConnectionsPanel />);
    expect(await screen.findByText('No connections yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'apps' })).toHaveAttribute('href', '/developers/apps');
  });

  it('says when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/developer/apps', () => HttpResponse.json({ items: [] })),
      http.get(CONNECTIONS, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })),
    );
    renderWithProviders(<ConnectionsPanel />);
    expect(await screen.findByText(/Could not load connections\. Database unavailable/)).toBeInTheDocument();
  });

  it('shows the app by name, broker, scopes, accounts and status; revokes only after confirming', async () => {
    const sent = serve([connection]);
    const { user } = renderWithProviders(<ConnectionsPanel />);
    const card = await screen.findByRole('listitem', { name: 'Acme Invest at northwind' });
    expect(card).toHaveTextContent('active');
    expect(within(card).getByLabelText('Scopes')).toHaveTextContent('accounts:readtrading:write');
    expect(within(card).getByRole('link', { name: 'acc-2' })).toHaveAttribute('href', '/developers/accounts/acc-2');

    await user.click(within(card).getByRole('button', { name: 'Revoke the connection of Acme Invest at northwind' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.revoked).toBeUndefined();

    await user.click(within(card).getByRole('button', { name: /Revoke the connection/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke connection' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Acme Invest at northwind' })).toHaveTextContent('revoked'));
    expect(sent.revoked).toBe('c1');
    expect(screen.queryByRole('button', { name: /Revoke the connection/ })).not.toBeInTheDocument();
  });
});
