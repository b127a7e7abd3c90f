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
 * Nothing lost: 100 events committed while the receiver is down, the app killed (SIGKILL)
 * mid-queue, then both back: every event delivered, each under one webhook-id only.
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
    const [{ id: accountId }] = (await db.query(`INSERT INTO demo_accounts (cash, owner_user_id) VALUES ('100000.00', $1) RETURNING id`, [userId])).rows;

    const first = new AppProcess({ ...env, DATABASE_URL: databaseUrl });
    apps.push(first);
    await first.start(await freePort());
    // 100 events, committed in 10 transactions while the app runs and the receiver is down.
    for (let batch = 0; batch < 10; batch++) {
      await db.query(
        `INSERT INTO trading_events (account_id, seq, type, payload, created_at)
         SELECT $1, s, 'order.filled', jsonb_build_object('order', jsonb_build_object('n', s)), now() FROM generate_series($2::int, $2::int + 9) AS s`,
        [accountId, batch * 10 + 1],
      );
    }
    await eventually(async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS tried FROM webhook_deliveries WHERE attempt_count > 0`);
      expect(rows[0].tried).toBeGreaterThanOrEqual(50);
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

    const idsBySequence = new Map<number, Set<string>>();
    for (const r of receiver.received) {
      const payload = new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { data: { sequence: number } };
      idsBySequence.set(payload.data.sequence, (idsBySequence.get(payload.data.sequence) ?? new Set()).add(r.headers['webhook-id'] as string));
    }
    expect([...idsBySequence.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect([...idsBySequence.values()].every((ids) => ids.size === 1)).toBe(true);
    await second.kill();
  }, 180_000);
});
