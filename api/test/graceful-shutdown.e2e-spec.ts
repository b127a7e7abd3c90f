import { createServer } from 'node:net';
import { Client } from 'pg';
import { io, Socket } from 'socket.io-client';
import { AppProcess } from './support/app-process';
import { eventually } from './utils/eventually';
import { createTestDatabase } from './utils/test-database';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * SIGTERM, as an orchestrator sends it before replacing an instance: the app as its own process,
 * with a demo socket, an SSE stream, the market's leader lock and an order in flight (held back by
 * a row lock the test holds). The socket and the stream close at once with a reconnect hint, the
 * lock goes, no new connection is taken, the order still completes, and the process exits in 10 s.
 */
describe('Graceful shutdown', () => {
  const env = { NODE_ENV: 'test', TRADING_PRICE_TICK_MS: '200', WEB_DIST_DIR: '/nonexistent', RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: '1000' };
  let db: Client;
  /** Outside the test's transaction: pg_stat_activity holds still for the length of one. */
  let watcher: Client;
  let app: AppProcess;
  let base: string;
  let socket: Socket | undefined;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    watcher = new Client({ connectionString: databaseUrl });
    await watcher.connect();
    app = new AppProcess({ ...env, DATABASE_URL: databaseUrl });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await app.start(port);
  }, 120_000);
  afterAll(async () => {
    socket?.disconnect();
    await app?.kill();
    await db?.end();
    await watcher?.end();
  });

  const advisoryLocks = async () => Number((await watcher.query(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND granted`)).rows[0].n);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('fails its health check, closes sockets and streams with a hint, releases the lead, finishes what is in flight, and exits in 10 s', async () => {
    await eventually(async () => expect(await advisoryLocks()).toBe(1), 20_000); // the market's leader lock

    // A demo visitor on a socket.
    const opened = await post('/api/trading/account', {});
    expect(opened.status).toBe(201);
    const demo = cookieOf(opened);
    const accountId = ((await opened.json()) as { id: string }).id;
    socket = io(`${base}/trading`, { transports: ['websocket'], extraHeaders: { cookie: demo }, reconnection: false });
    let hinted = false;
    let disconnectReason = '';
    socket.on('server.restarting', () => (hinted = true));
    socket.on('disconnect', (reason) => (disconnectReason = reason));
    await new Promise((resolve, reject) => socket!.once('trading.ready', resolve).once('connect_error', reject));

    // A developer's event stream.
    const registered = await post('/api/register', { username: `drain-${Date.now()}`, password: 'correct-horse-battery' });
    const key = (
      (await (await post('/api/developer/keys', { name: 'k', scopes: ['accounts:read', 'accounts:write'] }, { Cookie: cookieOf(registered) })).json()) as {
        key: string;
      }
    ).key;
    const auth = { Authorization: `Bearer ${key}` };
    const sandbox = ((await (await post('/v1/accounts', {}, auth)).json()) as { id: string }).id;
    const stream = await fetch(`${base}/v1/accounts/${sandbox}/events/stream`, { headers: auth });
    const streamText = stream.text();

    // An order in flight: it waits on the account's row, which the test holds.
    await db.query('BEGIN');
    await db.query('SELECT 1 FROM demo_accounts WHERE id = $1 FOR UPDATE', [accountId]);
    let orderSettled = false;
    const order = post('/api/trading/orders', { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' }, { Cookie: demo }).finally(
      () => (orderSettled = true),
    );
    const waitingOnLock = async () =>
      Number((await watcher.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rows[0].n);
    await eventually(async () => expect(await waitingOnLock()).toBeGreaterThanOrEqual(1), 10_000);

    const signalled = Date.now();
    const exited = app.signal('SIGTERM');

    await eventually(async () => {
      expect(hinted).toBe(true);
      expect(disconnectReason).toBe('transport close'); // not "io server disconnect": clients reconnect by themselves
    }, 3000);
    expect(await streamText).toMatch(/retry: \d+\n: this instance is shutting down/);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow(); // no new connection is taken
    await eventually(async () => expect(await advisoryLocks()).toBe(0), 3000);
    expect(orderSettled).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    await db.query('COMMIT');
    const placed = await order;
    expect(placed.status).toBe(201);
    expect(placed.headers.get('connection')).toBe('close');

    const { code } = await exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const { rows } = await db.query('SELECT status FROM trading_orders WHERE account_id = $1', [accountId]);
    expect(rows).toEqual([{ status: 'filled' }]);
  }, 60_000);
});
