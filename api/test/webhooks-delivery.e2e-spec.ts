import { Webhook } from 'standardwebhooks';
import { OldDeliveriesJob } from '../src/modules/webhooks/delivery/old-deliveries.job';
import { ATTEMPT_DELAYS_MS } from '../src/modules/webhooks/delivery/retry-schedule';
import { WebhooksService } from '../src/modules/webhooks/webhooks.service';
import { CLOCK } from '../src/common/clock';
import { WebhookReceiver } from './support/webhook-receiver';
import { eventually } from './utils/eventually';
import { FakeClock } from './utils/fake-clock';
import { createTestApp, TestApp } from './utils/test-app';
import { insertUser } from './utils/users';

/** Delivery of webhook.test deliveries to a local receiver, the schedule driven by a fake clock. */
describe('Webhook delivery', () => {
  const receiver = new WebhookReceiver();
  // Near the real time, so the standardwebhooks package's 5-minute tolerance accepts fresh timestamps.
  const clock = new FakeClock(new Date());
  let t: TestApp;
  let webhooks: WebhooksService;
  let owner: number;

  const attempts = async (deliveryId: string) =>
    (await t.dataSource.query('SELECT attempted_at, status_code, next_attempt_at FROM webhook_attempts WHERE delivery_id = $1 ORDER BY id', [deliveryId])) as {
      attempted_at: Date;
      status_code: number | null;
      next_attempt_at: Date | null;
    }[];
  const delivery = async (id: string) => (await t.dataSource.query('SELECT status, next_attempt_at FROM webhook_deliveries WHERE id = $1', [id]))[0];
  /** Lets the 20 ms poll run a few times: long enough for a due attempt to be made. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ env: { WEBHOOK_POLL_MS: '20' }, override: (b) => b.overrideProvider(CLOCK).useValue(clock) });
    webhooks = t.app.get(WebhooksService);
    owner = await insertUser(t.dataSource, 'hook-owner');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });
  beforeEach(() => {
    clock.set(new Date());
    receiver.received.length = 0;
    receiver.answer = () => ({ status: 200 });
  });

  it('delivers a test event that the standardwebhooks package verifies with the endpoint secret, unmodified', async () => {
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    const queued = await webhooks.sendTest(owner, endpoint.id);
    await eventually(async () => expect(receiver.received).toHaveLength(1));
    const [got] = receiver.received;
    expect(got.headers['webhook-id']).toBe(queued.id);
    expect(new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>)).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String),
      data: { endpointId: endpoint.id },
    });
    await eventually(async () => expect(await delivery(queued.id)).toMatchObject({ status: 'succeeded' }));
    const page = await webhooks.deliveries(owner, endpoint.id, 10);
    expect(page.items[0]).toMatchObject({ id: queued.id, status: 'succeeded', attemptCount: 1, attempts: [{ statusCode: 200, responseExcerpt: 'ok' }] });
    await webhooks.remove(owner, endpoint.id);
  });

  it('retries on the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) and no earlier, then gives up', async () => {
    receiver.answer = () => ({ status: 500 });
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    const { id } = await webhooks.sendTest(owner, endpoint.id);
    await eventually(async () => expect(await attempts(id)).toHaveLength(1));
    for (let n = 1; n < ATTEMPT_DELAYS_MS.length; n++) {
      clock.advance(ATTEMPT_DELAYS_MS[n] - 1);
      await settle();
      expect(await attempts(id)).toHaveLength(n);
      clock.advance(1);
      await eventually(async () => expect(await attempts(id)).toHaveLength(n + 1));
    }
    const made = await attempts(id);
    const spacing = made.slice(1).map((a, i) => a.attempted_at.getTime() - made[i].attempted_at.getTime());
    expect(spacing).toEqual(ATTEMPT_DELAYS_MS.slice(1));
    expect(made.map((a) => a.status_code)).toEqual(Array(8).fill(500));
    expect(made[7].next_attempt_at).toBeNull();
    await eventually(async () => expect(await delivery(id)).toMatchObject({ status: 'failed', next_attempt_at: null }));
    clock.advance(48 * 3600_000);
    await settle();
    expect(receiver.ids().filter((x) => x === id)).toHaveLength(8);
    await webhooks.remove(owner, endpoint.id);
  }, 60_000);

  it('honours Retry-After: a 429 asking for 2 minutes is retried after 2 minutes, not 5 s', async () => {
    receiver.answer = () => (receiver.received.length === 1 ? { status: 429, headers: { 'Retry-After': '120' } } : { status: 204 });
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    const { id } = await webhooks.sendTest(owner, endpoint.id);
    await eventually(async () => expect(await attempts(id)).toHaveLength(1));
    clock.advance(119_999);
    await settle();
    expect(receiver.received).toHaveLength(1);
    clock.advance(1);
    await eventually(async () => expect(await delivery(id)).toMatchObject({ status: 'succeeded' }));
    expect(receiver.ids()).toEqual([id, id]);
    await webhooks.remove(owner, endpoint.id);
  });

  it('disables the endpoint on 410 Gone and sends it nothing more', async () => {
    receiver.answer = () => ({ status: 410 });
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    // One tried once already and waiting for its retry, an hour away, when the 410 comes.
    const [{ id: waiting }] = await t.dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, body, round_attempts, next_attempt_at, created_at) VALUES ($1, 'order.filled', '{}', 1, $2, $2) RETURNING id`,
      [endpoint.id, new Date(clock.now().getTime() + 3600_000)],
    );
    const { id } = await webhooks.sendTest(owner, endpoint.id);
    await eventually(async () => expect(await delivery(id)).toMatchObject({ status: 'failed' }));
    expect(await webhooks.get(owner, endpoint.id)).toMatchObject({ disabledAt: expect.any(String), disabledReason: 'The endpoint answered 410 Gone' });
    expect(await delivery(waiting)).toEqual({ status: 'failed', next_attempt_at: null });
    await expect(webhooks.sendTest(owner, endpoint.id)).rejects.toMatchObject({ code: 'WEBHOOK.ENDPOINT_DISABLED' });
    await expect(webhooks.replay(owner, endpoint.id, id)).rejects.toMatchObject({ code: 'WEBHOOK.ENDPOINT_DISABLED' });
    clock.advance(3600_000);
    await settle();
    expect(receiver.received).toHaveLength(1);
    await webhooks.remove(owner, endpoint.id);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    const rotated = await webhooks.rotateSecret(owner, endpoint.id);
    expect(rotated.secret).not.toBe(endpoint.secret);
    await webhooks.sendTest(owner, endpoint.id);
    await eventually(async () => expect(receiver.received).toHaveLength(1));
    const [during] = receiver.received;
    expect((during.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret, rotated.secret])
      expect(new Webhook(secret).verify(during.body, during.headers as Record<string, string>)).toBeTruthy();

    clock.advance(24 * 3600_000);
    await webhooks.sendTest(owner, endpoint.id);
    await eventually(async () => expect(receiver.received).toHaveLength(2));
    const after = receiver.received[1];
    const signatures = (after.headers['webhook-signature'] as string).split(' ');
    // A day on, the fake timestamp is outside the package's tolerance of the real time: compare signatures directly.
    const at = new Date(Number(after.headers['webhook-timestamp']) * 1000);
    expect(signatures).toEqual([new Webhook(rotated.secret).sign(after.headers['webhook-id'] as string, at, after.body)]);
    await webhooks.remove(owner, endpoint.id);
  });

  it('replays a delivery that succeeded, with the same webhook-id, and logs both attempts', async () => {
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    const { id } = await webhooks.sendTest(owner, endpoint.id);
    await eventually(async () => expect(await delivery(id)).toMatchObject({ status: 'succeeded' }));
    const replayed = await webhooks.replay(owner, endpoint.id, id);
    expect(replayed).toMatchObject({ id, status: 'pending' });
    await eventually(async () => expect(receiver.ids()).toEqual([id, id]));
    await eventually(async () => expect((await webhooks.deliveries(owner, endpoint.id, 10)).items[0]).toMatchObject({ status: 'succeeded', attemptCount: 2 }));
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
    await webhooks.remove(owner, endpoint.id);
  });

  it('shares the queue between two instances: 60 deliveries, each sent once', async () => {
    const twin = await createTestApp({
      databaseUrl: t.databaseUrl,
      env: { WEBHOOK_POLL_MS: '20' },
      override: (b) => b.overrideProvider(CLOCK).useValue(clock),
    });
    try {
      const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
      const twinWebhooks = twin.app.get(WebhooksService);
      const queued = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? webhooks : twinWebhooks).sendTest(owner, endpoint.id)));
      await eventually(async () => expect(receiver.received).toHaveLength(60));
      await settle();
      expect(new Set(receiver.ids())).toEqual(new Set(queued.map((d) => d.id)));
      expect(receiver.received).toHaveLength(60);
      const [{ max }] = await t.dataSource.query('SELECT max(attempt_count) AS max FROM webhook_deliveries WHERE endpoint_id = $1', [endpoint.id]);
      expect(max).toBe(1);
      await webhooks.remove(owner, endpoint.id);
    } finally {
      await twin.close();
    }
  });

  it('keeps finished deliveries in the log for 30 days, and pending ones until they finish', async () => {
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    const insert = (status: string, updatedAt: Date) =>
      t.dataSource
        .query(
          `INSERT INTO webhook_deliveries (endpoint_id, event_type, body, status, round_attempts, next_attempt_at, created_at, updated_at) VALUES ($1, 'order.filled', '{}', $2, 1, $3, $4, $4) RETURNING id`,
          [endpoint.id, status, status === 'pending' ? new Date(clock.now().getTime() + 3600_000) : null, updatedAt],
        )
        .then((rows: { id: string }[]) => rows[0].id);
    const day = 24 * 3600_000;
    const old = await insert('succeeded', new Date(clock.now().getTime() - 31 * day));
    const oldFailed = await insert('failed', new Date(clock.now().getTime() - 31 * day));
    const recent = await insert('succeeded', new Date(clock.now().getTime() - 29 * day));
    const waiting = await insert('pending', new Date(clock.now().getTime() - 31 * day));
    await t.app.get(OldDeliveriesJob).run();
    const left: { id: string }[] = await t.dataSource.query('SELECT id FROM webhook_deliveries WHERE id = ANY($1)', [[old, oldFailed, recent, waiting]]);
    expect(left.map((r) => r.id).sort()).toEqual([recent, waiting].sort());
    await webhooks.remove(owner, endpoint.id);
  });

  it('keeps each developer to their own endpoints, and to ten of them', async () => {
    const other = await insertUser(t.dataSource, 'hook-other');
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    await expect(webhooks.get(other, endpoint.id)).rejects.toMatchObject({ code: 'WEBHOOK.ENDPOINT_NOT_FOUND' });
    await expect(webhooks.replay(other, endpoint.id, endpoint.id)).rejects.toMatchObject({ code: 'WEBHOOK.ENDPOINT_NOT_FOUND' });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => webhooks.create(other, receiver.url, ['order.filled'])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual([
      'WEBHOOK.ENDPOINT_QUOTA',
      'WEBHOOK.ENDPOINT_QUOTA',
    ]);
  });
});
