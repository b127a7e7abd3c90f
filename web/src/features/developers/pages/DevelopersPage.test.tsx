import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { apiKeyFixture, BROKERS_FIXTURE, createdKeyFixture } from '../developerFixtures';
import { DevelopersPage } from './DevelopersPage';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/developers/*"
        element={
          <>
            <DevelopersPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

describe('DevelopersPage', () => {
  beforeEach(() =>
    server.use(
      http.get('*/api/developer/keys', () => HttpResponse.json({ items: [] })),
      http.post('*/api/developer/keys', () => HttpResponse.json(createdKeyFixture(), { status: 201 })),
      http.get('*/api/developer/accounts', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.get('*/api/developer/brokers', () => HttpResponse.json({ items: BROKERS_FIXTURE })),
      http.get('*/api/developer/requests', () => HttpResponse.json({ items: [] })),
      http.get('*/api/developer/webhooks', () => HttpResponse.json({ items: [] })),
      http.get('*/api/developer/apps', () => HttpResponse.json({ items: [] })),
      http.get('*/api/developer/connections', () => HttpResponse.json({ items: [] })),
    ),
  );

  it('opens on the keys, with a navigation of six sections and a link to the API reference', async () => {
    renderAt('/developers');
    expect(screen.getByRole('heading', { level: 1, name: 'Developer Console' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Keys', '/developers/keys'],
      ['Apps', '/developers/apps'],
      ['Connections', '/developers/connections'],
      ['Accounts', '/developers/accounts'],
      ['Requests', '/developers/requests'],
      ['Webhooks', '/developers/webhooks'],
    ]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/developers/keys');
    expect(within(nav).getByRole('link', { name: 'Keys' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['API keys', 'Quickstart']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api-documentation/v1');
    await screen.findByText('No keys yet. Create one to call the API.');
    expect(document.title).toBe('Developer Console | BrokerBridge');
  });

  it.each([
    ['Apps', 'Apps'],
    ['Connections', 'Connections'],
    ['Accounts', 'Sandbox accounts'],
    ['Requests', 'Recent requests'],
    ['Webhooks', 'Webhooks'],
  ])('shows %s at its own address', async (section, region) => {
    const { user } = renderAt('/developers/keys');
    await user.click(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: section }));
    expect(await screen.findByRole('region', { name: region })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`/developers/${section.toLowerCase()}`);
    expect(screen.queryByRole('region', { name: 'API keys' })).not.toBeInTheDocument();
  });

  it('lists apps and connections now that Connect works: no "Coming with Connect" left', async () => {
    renderAt('/developers/apps');
    expect(await screen.findByText('No apps yet')).toBeInTheDocument();
    expect(screen.queryByText(/Coming with Connect/)).not.toBeInTheDocument();
  });

  it('has a way back from an unknown section', () => {
    renderAt('/developers/nothing');
    expect(screen.getByText(/The console has no such section/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your keys' })).toHaveAttribute('href', '/developers/keys');
  });

  it('puts a placeholder in the curl line, then the key just created', async () => {
    const { user } = renderAt('/developers/keys');
    const curl = await screen.findByTestId('quickstart-curl');
    expect(curl).toHaveTextContent(`curl -H "Authorization: Bearer YOUR_API_KEY" -X POST ${window.location.origin}/v1/accounts`);

    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'ci');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('These snippets use your new key “ci”.')).toBeInTheDocument();
    expect(curl).toHaveTextContent('Bearer bb_test_pub2_s3cretS3cretS3cretS3cret');
  });

  it('marks a rolled key as retiring, with its expiry', async () => {
    server.use(
      http.get('*/api/developer/keys', () => HttpResponse.json({ items: [apiKeyFixture({ expiresAt: '2026-11-24T10:00:00Z' }), apiKeyFixture({ id: 'k3' })] })),
    );
    renderAt('/developers/keys');
    const keys = await screen.findAllByRole('listitem', { name: 'backtest script' });
    expect(keys[0]).toHaveTextContent('Retiring · expires Nov 24, 2026, 10:00 AM UTC');
    expect(keys[1]).not.toHaveTextContent('Retiring');
  });
});
