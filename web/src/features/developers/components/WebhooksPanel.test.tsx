import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { WebhookDelivery, WebhookEndpoint } from '../webhookTypes';
import { inSequence } from './WebhookDeliveries';
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
    expect(await screen.findByText(/No webhook endpoints yet\. Add one above/)).toBeInTheDocument();
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
    const table = await screen.findByRole('list', { name: 'Deliveries' });
    const rows = within(table).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/order\.filled #7failed.*8 attempts · last answer 500 · 31 ms/);
    expect(rows[1]).toHaveTextContent(/order\.accepted #6pending.*2 attempts · last answer Not tried yet · next retry Nov 23, 2026, 3:06 PM UTC/);

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

  it('adds an endpoint, shows its secret once, and keeps what was typed when the server refuses', async () => {
    const bodies: unknown[] = [];
    let items: WebhookEndpoint[] = [];
    server.use(
      http.get(ENDPOINTS, () => HttpResponse.json({ items })),
      http.post(ENDPOINTS, async ({ request }) => {
        const body = (await request.json()) as { url: string; events: string[] };
        bodies.push(body);
        if (body.url.includes('refused'))
          return HttpResponse.json(
            {
              statusCode: 400,
              code: 'WEBHOOK.URL_NOT_ALLOWED',
              message: 'url is not allowed: only https URLs are accepted',
              errors: [{ field: 'url', messages: ['only https URLs are accepted'] }],
            },
            { status: 400 },
          );
        items = [endpoint({ url: body.url, events: body.events })];
        return HttpResponse.json({ ...items[0], secret: 'whsec_c2VjcmV0' }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<WebhooksPanel />);
    const form = await screen.findByRole('form', { name: 'Add an endpoint' });
    const url = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    await user.click(within(form).getByRole('checkbox', { name: 'order.filled' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(within(form).getByText('Enter the full URL of your receiver, starting with https://')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one event')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(url, 'http://refused.example/hooks');
    await user.click(within(form).getByRole('checkbox', { name: 'order.accepted' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Endpoint not added')).toBeInTheDocument();
    expect(within(form).getByText('only https URLs are accepted')).toBeInTheDocument();
    expect(url).toHaveValue('http://refused.example/hooks');

    await user.clear(url);
    await user.type(url, 'https://example.com/new');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    const reveal = await screen.findByRole('region', { name: 'Your new signing secret' });
    expect(within(reveal).getByTestId('new-webhook-secret')).toHaveTextContent('whsec_c2VjcmV0');
    expect(bodies[1]).toEqual({ url: 'https://example.com/new', events: ['order.accepted'] });
    expect(await screen.findByRole('listitem', { name: 'https://example.com/new' })).toBeInTheDocument();
    await user.click(within(reveal).getByRole('button', { name: "I've saved it" }));
    expect(screen.queryByText('whsec_c2VjcmV0')).not.toBeInTheDocument();
    // Typing letter by letter on a shared machine takes a while.
  }, 20_000);

  it('fires a chosen event type, shows the payload and headers a delivery sent, and deletes the endpoint after confirming', async () => {
    let fired: unknown;
    let deleted: string | undefined;
    server.use(
      http.get(ENDPOINTS, () => HttpResponse.json({ items: deleted ? [] : [endpoint()] })),
      http.post('*/api/developer/webhooks/:id/test', async ({ request }) => {
        fired = await request.json();
        return HttpResponse.json(delivery({ id: 'dl_9', eventType: 'position.updated', status: 'pending', attempts: [] }), { status: 202 });
      }),
      http.get(DELIVERIES, () => HttpResponse.json({ items: [delivery({ status: 'succeeded' })], nextCursor: null })),
      http.get('*/api/developer/webhooks/:id/deliveries/:deliveryId', () =>
        HttpResponse.json({
          ...delivery({ status: 'succeeded' }),
          payload: { type: 'order.filled', data: { order: { id: 'ord_1' } } },
          attempts: [{ ...delivery().attempts[0], statusCode: 200, requestHeaders: { 'webhook-id': 'dl_1', 'webhook-signature': 'v1,abc=' } }],
        }),
      ),
      http.delete('*/api/developer/webhooks/:id', ({ params }) => ((deleted = String(params.id)), new HttpResponse(null, { status: 204 }))),
    );
    const { user } = renderWithProviders(<WebhooksPanel />);
    await user.click(await screen.findByRole('combobox', { name: 'Event type' }));
    await user.click(screen.getByRole('option', { name: 'position.updated' }));
    await user.click(screen.getByRole('button', { name: 'Send a test event to https://example.com/hooks' }));
    expect(await screen.findByText('Test event queued')).toBeInTheDocument();
    expect(fired).toEqual({ type: 'position.updated' });

    await user.click(screen.getByRole('button', { name: 'Show deliveries to https://example.com/hooks' }));
    await user.click(await screen.findByRole('button', { name: 'Show what order.filled dl_1 sent' }));
    const detail = await screen.findByTestId('delivery-detail');
    expect(await within(detail).findByLabelText('Payload')).toHaveTextContent('"id": "ord_1"');
    expect(within(detail).getByLabelText('Headers of attempt 1')).toHaveTextContent('webhook-id: dl_1 webhook-signature: v1,abc=');

    await user.click(screen.getByRole('button', { name: 'Delete https://example.com/hooks' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('Endpoint deleted')).toBeInTheDocument();
    expect(deleted).toBe('ep_1');
    expect(await screen.findByText(/No webhook endpoints yet/)).toBeInTheDocument();
  }, 20_000);
});

describe('inSequence', () => {
  it('puts the newest first and, within one instant, the higher sequence first', () => {
    const at = '2026-11-23T15:00:00Z';
    const order = inSequence([
      delivery({ id: 'a', sequence: 2, createdAt: at }),
      delivery({ id: 'b', sequence: 3, createdAt: at }),
      delivery({ id: 'c', sequence: 1, createdAt: '2026-11-23T15:00:01Z' }),
    ]).map((d) => d.id);
    expect(order).toEqual(['c', 'b', 'a']);
  });
});
