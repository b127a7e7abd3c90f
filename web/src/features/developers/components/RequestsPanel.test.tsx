import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { requestFixture } from '../developerFixtures';
import type { RequestLogEntry } from '../developerTypes';
import { RequestsPanel } from './RequestsPanel';

const REQUESTS = '*/api/developer/requests';

describe('RequestsPanel', () => {
  it('explains how to fill an empty log, and shows new calls after a refresh', async () => {
    let items: RequestLogEntry[] = [];
    server.use(http.get(REQUESTS, () => HttpResponse.json({ items })));
    const { user } = renderWithProviders(<RequestsPanel />);
    expect(await screen.findByText('No /v1 calls yet. Run the quickstart curl line, then refresh.')).toBeInTheDocument();

    items = [requestFixture(), requestFixture({ requestId: 'req_0', method: 'GET', path: '/v1/accounts/acc_9', status: 404, durationMs: 3 })];
    await user.click(screen.getByRole('button', { name: 'Refresh requests' }));
    const table = await screen.findByRole('table', { name: 'Recent requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('POST/v1/accounts20112 msbb_test_pub2req_1');
    expect(rows[1]).toHaveTextContent('GET/v1/accounts/acc_9404');
    // The wide table scrolls inside a box a keyboard can reach, rather than being cut off.
    expect(screen.getByRole('region', { name: /Request log/ })).toHaveAttribute('tabindex', '0');
  });

  it('says when the log cannot be loaded and retries', async () => {
    server.use(
      http.get(REQUESTS, () => HttpResponse.json({ statusCode: 503, code: 'DATABASE.UNAVAILABLE', message: 'Try again in a moment.' }, { status: 503 })),
    );
    const { user } = renderWithProviders(<RequestsPanel />);
    expect(await screen.findByText(/Could not load recent requests\. Try again in a moment\./)).toBeInTheDocument();
    server.use(http.get(REQUESTS, () => HttpResponse.json({ items: [requestFixture()] })));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Recent requests' })).toBeInTheDocument();
  });
});
