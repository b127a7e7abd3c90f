import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { createdKeyFixture } from '../developerFixtures';
import { DevelopersPage } from './DevelopersPage';

describe('DevelopersPage', () => {
  beforeEach(() =>
    server.use(
      http.get('*/api/developer/keys', () => HttpResponse.json({ items: [] })),
      http.post('*/api/developer/keys', () => HttpResponse.json(createdKeyFixture(), { status: 201 })),
      http.get('*/api/developer/accounts', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.get('*/api/developer/requests', () => HttpResponse.json({ items: [] })),
      http.get('*/api/developer/webhooks', () => HttpResponse.json({ items: [] })),
    ),
  );

  it('has the title, the five sections and a link to the API reference', async () => {
    renderWithProviders(<DevelopersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Developer Console' })).toBeInTheDocument();
    for (const name of ['API keys', 'Quickstart', 'Sandbox accounts', 'Recent requests', 'Webhooks'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api-documentation/v1');
    await screen.findByText('No keys yet. Create one to call the API.');
    expect(document.title).toBe('Developer Console | BrokerBridge');
  });

  it('puts a placeholder in the curl line, then the key just created', async () => {
    const { user } = renderWithProviders(<DevelopersPage />);
    const curl = screen.getByTestId('quickstart-curl');
    expect(curl).toHaveTextContent(`curl -H "Authorization: Bearer YOUR_API_KEY" -X POST ${window.location.origin}/v1/accounts`);

    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'ci');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('These snippets use your new key “ci”.')).toBeInTheDocument();
    expect(curl).toHaveTextContent('Bearer bb_test_pub2_s3cretS3cretS3cretS3cret');
  });
});
