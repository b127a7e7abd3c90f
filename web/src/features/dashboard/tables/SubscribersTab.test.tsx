import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SubscribersTab } from './SubscribersTab';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';

const SUBSCRIBERS = '*/api/admin/subscribers';

function pageOf(count: number, total: number, page = 1) {
  return {
    items: Array.from({ length: count }, (_, i) => ({
      id: (page - 1) * 10 + i + 1,
      email: `reader${(page - 1) * 10 + i + 1}@example.com`,
      source: '/contact',
      createdAt: '2026-03-15T12:00:00.000Z',
    })),
    total,
    page,
    pageSize: 10,
  };
}

describe('SubscribersTab', () => {
  it('lists a page of subscribers and pages on', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(SUBSCRIBERS, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const page = Number(params.get('page'));
        return HttpResponse.json(pageOf(page === 1 ? 10 : 2, 12, page));
      }),
    );
    const { user } = renderWithProviders(<SubscribersTab />);
    const table = await screen.findByRole('table', { name: 'subscribers' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('reader1@example.com')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('reader12@example.com')).toBeInTheDocument();
    expect(asked.map((p) => [p.get('page'), p.get('pageSize')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it('searches, and exports what the search matches', async () => {
    const searches: (string | null)[] = [];
    server.use(
      http.get(SUBSCRIBERS, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        searches.push(q);
        return HttpResponse.json(q ? { items: [pageOf(1, 1).items[0]], total: 1, page: 1, pageSize: 10 } : pageOf(10, 30));
      }),
    );
    const { user } = renderWithProviders(<SubscribersTab />);
    await screen.findByRole('table', { name: 'subscribers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'reader1@');
    await screen.findByText('1–1 of 1');
    expect(searches).toEqual([null, 'reader1@']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/subscribers/export?q=reader1%40');
  });

  it('says so when nothing matches', async () => {
    server.use(http.get(SUBSCRIBERS, () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 10 })));
    renderWithProviders(<SubscribersTab />);
    expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
  });

  it('explains a server without the subscribers list (404)', async () => {
    server.use(http.get(SUBSCRIBERS, () => HttpResponse.json({ statusCode: 404, message: 'Cannot GET /api/admin/subscribers' }, { status: 404 })));
    renderWithProviders(<SubscribersTab />);
    expect(await screen.findByText(/this server does not collect subscribers yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows other failures with a retry', async () => {
    let calls = 0;
    server.use(
      http.get(SUBSCRIBERS, () => (++calls === 1 ? HttpResponse.json({ message: 'Database down' }, { status: 503 }) : HttpResponse.json(pageOf(1, 1)))),
    );
    const { user } = renderWithProviders(<SubscribersTab />);
    expect(await screen.findByText(/Could not load the subscribers. Database down/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('reader1@example.com')).toBeInTheDocument();
  });
});
