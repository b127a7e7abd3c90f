import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { apiKeyFixture, requestFixture } from '../developerFixtures';
import type { RequestLogEntry } from '../developerTypes';
import { RequestsPanel } from './RequestsPanel';

const REQUESTS = '*/api/developer/requests';

describe('RequestsPanel', () => {
  beforeEach(() => server.use(http.get('*/api/developer/keys', () => HttpResponse.json({ items: [apiKeyFixture()] }))));

  it('explains how to fill an empty log, and shows new calls as cards after a refresh', async () => {
    let items: RequestLogEntry[] = [];
    server.use(http.get(REQUESTS, () => HttpResponse.json({ items })));
    const { user } = renderWithProviders(<RequestsPanel />);
    expect(await screen.findByText('No /v1 calls yet. Run the quickstart curl line, then refresh.')).toBeInTheDocument();

    items = [
      requestFixture(),
      requestFixture({
        requestId: 'req_0',
        method: 'GET',
        path: '/v1/events/stream',
        status: 200,
        durationMs: 3,
        requestBody: null,
        responseBody: '(event stream)',
      }),
    ];
    await user.click(screen.getByRole('button', { name: 'Refresh requests' }));
    const list = await screen.findByRole('list', { name: 'Recent requests' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/POST\/v1\/accounts201.*12 ms · bb_test_pub2 · req_1/);
    expect(rows[1]).toHaveTextContent('GET/v1/events/stream200');
    // The redacted bodies open on demand.
    const bodies = within(rows[0]).getByText('Bodies (secrets and keys redacted)');
    await user.click(bodies);
    expect(within(rows[0]).getByText(/"id": "acc_1"/)).toBeVisible();
  });

  it('asks the server again with each filter, and says when nothing matches', async () => {
    const asked: string[] = [];
    server.use(
      http.get(REQUESTS, ({ request }) => {
        const query = new URL(request.url).search;
        asked.push(query);
        return HttpResponse.json({ items: query ? [] : [requestFixture()] });
      }),
    );
    const { user } = renderWithProviders(<RequestsPanel />);
    await screen.findByRole('list', { name: 'Recent requests' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: '4xx refused' }));
    await user.click(screen.getByRole('combobox', { name: 'Key' }));
    await user.click(await screen.findByRole('option', { name: 'backtest script (bb_test_pub1)' }));
    await user.type(screen.getByRole('textbox', { name: 'Path contains' }), '/orders{Enter}');
    expect(await screen.findByText('No calls match these filters.')).toBeInTheDocument();
    expect(asked).toEqual(['', '?status=4xx', '?status=4xx&key=bb_test_pub1', '?status=4xx&key=bb_test_pub1&path=%2Forders']);
  }, 20_000);

  it('says when the log cannot be loaded and retries', async () => {
    server.use(
      http.get(REQUESTS, () => HttpResponse.json({ statusCode: 503, code: 'DATABASE.UNAVAILABLE', message: 'Try again in a moment.' }, { status: 503 })),
    );
    const { user } = renderWithProviders(<RequestsPanel />);
    expect(await screen.findByText(/Could not load recent requests\. Try again in a moment\./)).toBeInTheDocument();
    server.use(http.get(REQUESTS, () => HttpResponse.json({ items: [requestFixture()] })));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Recent requests' })).toBeInTheDocument();
  });
});
