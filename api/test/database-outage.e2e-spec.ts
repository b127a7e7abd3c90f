import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDatabaseConfig } from '../src/config/database.config';
import { buildDataSourceOptions } from '../src/database/data-source.options';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { runMigrations } from '../src/database/run-migrations';
import { deliveryEnv, FakeCrm } from './support/fake-crm';
import { eventually } from './utils/eventually';
import { createTestApp, TestApp } from './utils/test-app';
import { startDemo } from './utils/trading';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const lead = (name: string) => ({ firstName: 'Grace', lastName: name, email: `${name}@outage.example`, message: `Lead ${name}` });
const cookieOf = (res: { headers: Record<string, unknown> }) => (res.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');

/**
 * The fault suite: the app on a Postgres of its own, which the test kills (as a crash would)
 * and starts again, while a lead delivery is in flight and visitors hold sessions.
 */
describe('a database outage', () => {
  const crm = new FakeCrm();
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let dir: string;
  let db: EmbeddedDatabase;
  let t: TestApp;
  let admin: string;
  let demo: string;

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    dir = mkdtempSync(join(tmpdir(), 'brokerbridge-outage-'));
    db = await startEmbeddedPostgres({ dir, port: await freePort(), database: 'outage' });
    await runMigrations(buildDataSourceOptions(loadDatabaseConfig({}), db.url));
    // The first delivery hangs past its timeout: it is in flight when the database dies.
    crm.behaviour = (n) => (n === 0 ? 'hang' : 200);
    const crmUrl = await crm.start();
    t = await createTestApp({ databaseUrl: db.url, env: deliveryEnv(crmUrl, { LEAD_DELIVERY_TIMEOUT_MS: '1500', TRADING_PRICE_TICK_MS: '200' }) });
    admin = cookieOf(await t.http.post('/api/login').send({ username: 'admin', password: 'brokerbridge' }).expect(200));
    demo = (await startDemo(t)).cookie;
  }, 120_000);

  afterAll(async () => {
    process.removeListener('unhandledRejection', onUnhandled);
    await t?.close();
    await crm.stop();
    await db?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is survived: the site stays up, API calls that need the database answer 503, and everything recovers by itself within 10 s', async () => {
    await t.http.post('/api/contact').send(lead('in-flight')).expect(201);
    await eventually(async () => expect(crm.requests).toHaveLength(1), 10_000);

    await db.kill();

    // The built client and the shell never need the database, cookie or not.
    await t.http.get('/').set('Cookie', admin).set('Accept', 'text/html').expect(200);
    await t.http.get('/assets/index-abc123.js').set('Cookie', demo).expect(200);
    await t.http.get('/api/config/public').set('Cookie', admin).expect(200);
    // Calls that do need it: a clear 503 with Retry-After and the house error body.
    for (const call of [
      t.http.post('/api/contact').send(lead('refused')),
      t.http.get('/api/trading/account').set('Cookie', demo),
      t.http.post('/api/login').send({ username: 'admin', password: 'wrong-password' }),
    ]) {
      const res = await call;
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: expect.any(String),
        correlationId: expect.any(String),
        docUrl: expect.stringMatching(/errors#SERVICE_UNAVAILABLE$/),
      });
    }
    // The in-flight delivery times out and fails to record itself meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const restartedAt = new Date();
    await eventually(() => db.restart(), 20_000, 500);
    const [before] = await t.dataSource.query(`SELECT max(updated_at) AS at FROM trading_prices`).catch(() => [{ at: null }]);

    await eventually(
      async () => {
        await t.http.get('/api/user').set('Cookie', admin).expect(200);
        await t.http.get('/api/trading/account').set('Cookie', demo).expect(200);
        await t.http
          .post('/api/trading/orders')
          .set('Cookie', demo)
          .send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' })
          .expect(201);
        // The price feed's leader ticks again.
        const [{ at }] = await t.dataSource.query(`SELECT max(updated_at) AS at FROM trading_prices`);
        expect(new Date(at).getTime()).toBeGreaterThan(Math.max(restartedAt.getTime(), new Date(before?.at ?? 0).getTime()));
      },
      10_000,
      250,
    );
    await t.http.post('/api/contact').send(lead('after')).expect(201);
    // Every acknowledged lead is delivered, exactly once.
    await eventually(
      async () => {
        const delivered = crm.requests.filter((r) => r.outcome === 200).map((r) => JSON.stringify(r.body));
        for (const name of ['in-flight', 'after']) expect(delivered.filter((body) => body.includes(`${name}@outage.example`))).toHaveLength(1);
        const rows = await t.dataSource.query(`SELECT l.email, d.status FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id ORDER BY l.email`);
        expect(rows).toEqual([
          { email: 'after@outage.example', status: 'delivered' },
          { email: 'in-flight@outage.example', status: 'delivered' },
        ]);
      },
      10_000,
      250,
    );
    expect(crm.requests.filter((r) => JSON.stringify(r.body).includes('refused@outage.example'))).toEqual([]);
    expect(unhandled).toEqual([]);
  }, 120_000);
});
