import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { WebhookDelivery, WebhookEndpoint } from '../webhookTypes';
import { WebhooksPanel } from './WebhooksPanel';

const ENDPOINTS = '*/api/developer/webhooks';
const DELIVERIES = '*/api/developer/webhooks/:id/deliveries';
const REPLAY = '*/api/developer/webhooks/:id/deliveries/:deliveryId/replay';

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'ep_1',
  url: 'https://example.com/hooks',
  events: ['order.accepted', 'order.filled'],
  previousSecretExpiresAt: null,
  disabledAt: null,
  disabledReason: null,
  createdAt: '2026-11-23T15:00:00Z',
  ...over,
});

const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'dl_1',
  endpointId: 'ep_1',
  eventType: 'order.filled',
  accountId: 'acc_1',
  sequence: 7,
  status: 'failed',
  attemptCount: 8,
  nextAttemptAt: null,
  createdAt: '2026-11-23T15:01:00Z',
  attempts: [{ attemptedAt: '2026-11-23T15:01:00Z', statusCode: 500, error: null, durationMs: 31, responseExcerpt: 'oops', nextAttemptAt: null }],
  ...over,
});

describe('WebhooksPanel', () => {
  it('says how to register an endpoint when there is none', async () => {
    server.use(http.get(ENDPOINTS, () => HttpResponse.json({ items: [] })));
    renderWithProviders(<WebhooksPanel />);
    expect(await screen.findByText(/No webhook endpoints yet\. Register one with POST \/v1\/webhooks/)).toBeInTheDocument();
  });

  it("shows an endpoint's deliveries with their last answer, and replays one", async () => {
    let replayed: string | undefined;
    let items = [
      delivery(),
      delivery({
        id: 'dl_2',
        eventType: 'order.accepted',
        sequence: 6,
        status: 'pending',
        attemptCount: 2,
        nextAttemptAt: '2026-11-23T15:06:00Z',
        attempts: [],
      }),
    ];
    server.use(
      http.get(ENDPOINTS, () => HttpResponse.json({ items: [endpoint()] })),
      http.get(DELIVERIES, ({ params }) => HttpResponse.json({ items: params.id === 'ep_1' ? items : [], nextCursor: null })),
      http.post(REPLAY, ({ params }) => {
        replayed = `${params.id}/${params.deliveryId}`;
        items = [delivery({ status: 'succeeded', attemptCount: 9 }), items[1]];
        return HttpResponse.json(delivery({ status: 'pending' }), { status: 202 });
      }),
    );
    const { user } = renderWithProviders(<WebhooksPanel />);
    await user.click(await screen.findByRole('button', { name: 'Show deliveries to https://example.com/hooks' }));
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('order.filled #7failed8500 · 31 ms');
    expect(rows[1]).toHaveTextContent('order.accepted #6pending2Not tried yetNov 23, 2026, 3:06 PM UTC');

    await user.click(within(rows[0]).getByRole('button', { name: 'Replay order.filled dl_1' }));
    expect(await screen.findByText('Delivery queued again')).toBeInTheDocument();
    expect(replayed).toBe('ep_1/dl_1');
    // The log is read again after a replay.
    expect(await within(table).findByText('succeeded')).toBeInTheDocument();
  });

  it('says when an endpoint was disabled by a 410, and when a replay is refused', async () => {
    server.use(
      http.get(ENDPOINTS, () =>
        HttpResponse.json({ items: [endpoint({ disabledAt: '2026-11-23T15:02:00Z', disabledReason: 'The endpoint answered 410 Gone' })] }),
      ),
      http.get(DELIVERIES, () => HttpResponse.json({ items: [delivery()], nextCursor: null })),
      http.post(REPLAY, () =>
        HttpResponse.json({ statusCode: 404, code: 'WEBHOOK.DELIVERY_NOT_FOUND', message: 'Webhook delivery not found' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<WebhooksPanel />);
    expect(await screen.findByText(/Disabled .*: The endpoint answered 410 Gone\. Nothing more is sent to it\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Show deliveries/ }));
    await user.click(await screen.findByRole('button', { name: 'Replay order.filled dl_1' }));
    expect(await screen.findByText('Webhook delivery not found')).toBeInTheDocument();
  });
});
