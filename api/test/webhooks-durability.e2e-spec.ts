import { createServer } from 'node:net';
import { Client } from 'pg';
import { newWebhookSecret } from '../src/modules/webhooks/signing/webhook-secret';
import { Webhook } from 'standardwebhooks';
import { AppProcess } from './support/app-process';
import { WebhookReceiver } from './support/webhook-receiver';
import { eventually } from './utils/eventually';
import { createTestDatabase } from './utils/test-database';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Nothing lost: 100 events of 10 accounts committed while the receiver is down, the app killed
 * (SIGKILL) mid-queue, then both back: every event delivered, each under one webhook-id only,
 * and each account's in sequence order.
 */
describe('Webhook delivery through a crash', () => {
  const receiver = new WebhookReceiver();
  const env = { NODE_ENV: 'test', WEBHOOK_POLL_MS: '100', WEBHOOK_TIMEOUT_MS: '1000', TRADING_PRICE_TICK_MS: '0', WEB_DIST_DIR: '/nonexistent' };
  let db: Client;
  let databaseUrl: string;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    db = new Client({ connectionString: databaseUrl });
    db.on('error', () => undefined);
    await db.connect();
  });
  afterAll(async () => {
    for (const app of apps) await app.kill();
    await db.end();
    await receiver.stop();
  });

  it('delivers all 100 events after the app and the receiver come back, none twice with a different id', async () => {
    // The receiver's address, then down: connections are refused until it starts again.
    await receiver.start();
    await receiver.stop();
    const secret = newWebhookSecret();
    const [{ id: userId }] = (await db.query(`INSERT INTO users (username, password_hash) VALUES ('crash-owner', 'x') RETURNING id`)).rows;
    await db.query(`INSERT INTO webhook_endpoints (owner_id, url, events, secret) VALUES ($1, $2, $3, $4)`, [userId, receiver.url, ['order.filled'], secret]);
    const accounts: string[] = (
      await db.query(`INSERT INTO demo_accounts (cash, owner_user_id) SELECT '100000.00', $1 FROM generate_series(1, 10) RETURNING id`, [userId])
    ).rows.map((r: { id: string }) => r.id);

    const first = new AppProcess({ ...env, DATABASE_URL: databaseUrl });
    apps.push(first);
    await first.start(await freePort());
    // 100 events, 10 of each account, committed in 10 transactions while the app runs and the receiver is down.
    for (const accountId of accounts) {
      await db.query(
        `INSERT INTO trading_events (account_id, seq, type, payload, created_at)
         SELECT $1, s, 'order.filled', json_build_object('accountId', $1::uuid, 'sequence', s, 'order', json_build_object('n', s)), now() FROM generate_series(1, 10) AS s`,
        [accountId],
      );
    }
    // In sequence order per account: each account's first is tried (and failed), the rest wait for it.
    await eventually(async () => {
      const { rows } = await db.query(`SELECT sequence::int, count(*)::int AS n FROM webhook_deliveries WHERE attempt_count > 0 GROUP BY sequence`);
      expect(rows).toEqual([{ sequence: 1, n: 10 }]);
    }, 30_000);
    await first.kill();
    const { rows: before } = await db.query(`SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status`);
    expect(before).toEqual([{ status: 'pending', n: 100 }]);

    await receiver.start();
    const second = new AppProcess({ ...env, DATABASE_URL: databaseUrl });
    apps.push(second);
    await second.start(await freePort());
    await eventually(async () => {
      const { rows } = await db.query(`SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status`);
      expect(rows).toEqual([{ status: 'succeeded', n: 100 }]);
    }, 60_000);

    const idsByEvent = new Map<string, Set<string>>();
    const arrivals = new Map<string, number[]>();
    for (const r of receiver.received) {
      const { data } = new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { data: { accountId: string; sequence: number } };
      const key = `${data.accountId}:${data.sequence}`;
      idsByEvent.set(key, (idsByEvent.get(key) ?? new Set()).add(r.headers['webhook-id'] as string));
      arrivals.set(data.accountId, [...(arrivals.get(data.accountId) ?? []), data.sequence]);
    }
    expect(idsByEvent.size).toBe(100);
    expect([...idsByEvent.values()].every((ids) => ids.size === 1)).toBe(true);
    // Each account's first arrivals in order (a delivery sent again after the crash may repeat one).
    const inOrder = Array.from({ length: 10 }, (_, i) => i + 1);
    for (const accountId of accounts) expect([...new Set(arrivals.get(accountId))]).toEqual(inOrder);
    await second.kill();
  }, 180_000);
});
