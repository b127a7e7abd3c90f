import { createServer, connect, type Server, type Socket } from 'node:net';
import { Pool } from 'pg';
import { createTestDatabase } from '../../test/utils/test-database';
import { GroupCommit, provesNotCommitted } from './group-commit';

describe('GroupCommit', () => {
  let pool: Pool;
  let other: Pool;
  let url: string;

  beforeAll(async () => {
    url = await createTestDatabase();
    pool = new Pool({ connectionString: url, max: 4 });
    other = new Pool({ connectionString: url, max: 1 });
    await pool.query('CREATE TABLE written (n serial PRIMARY KEY, key text NOT NULL, xid xid8 NOT NULL DEFAULT pg_current_xact_id())');
  });
  afterAll(async () => {
    await pool.end();
    await other.end();
  });
  beforeEach(() => pool.query('TRUNCATE written'));

  let seq = 0;
  /** A statement that records its key and its transaction. */
  const write = (key: string) => ({ name: `write_${(seq += 1)}`, text: 'INSERT INTO written (key) VALUES ($1) RETURNING key', values: [key], key });
  /** Holds the group's one connection for `ms`, so that what comes meanwhile queues. */
  const hold = (ms: number) => ({ name: `hold_${(seq += 1)}`, text: 'SELECT pg_sleep($1::float8 / 1000) AS slept', values: [ms], key: 'hold' });
  const rows = async () =>
    (await other.query<{ key: string; xid: string }>('SELECT key, xid::text FROM written ORDER BY n')).rows.map((r) => [r.key, r.xid] as const);

  it('sends a statement alone at once while a connection is free: a transaction of its own', async () => {
    const group = new GroupCommit(pool, { connections: 1, batch: 4 });
    await group.run(write('a'));
    await group.run(write('b'));
    const [[, xa], [, xb]] = await rows();
    expect(xa).not.toBe(xb);
  });

  it('sends statements that queued behind a busy connection as one transaction, each in key order, each answered with its rows', async () => {
    const group = new GroupCommit(pool, { connections: 1, batch: 4 });
    const held = group.run(hold(150));
    const answers = await Promise.all(['c', 'a', 'd', 'b'].map((key) => group.run(write(key))));
    await held;
    expect(answers).toEqual([[{ key: 'c' }], [{ key: 'a' }], [{ key: 'd' }], [{ key: 'b' }]]);
    const written = await rows();
    expect(written.map(([key]) => key)).toEqual(['a', 'b', 'c', 'd']);
    expect(new Set(written.map(([, xid]) => xid)).size).toBe(1);
  });

  it('sends a statement without a key alone and at once, past the statements that queue', async () => {
    const group = new GroupCommit(pool, { connections: 1, batch: 4 });
    const held = group.run(hold(150));
    const queued = group.run(write('a'));
    const { key: _, ...keyless } = write('b');
    await group.run(keyless);
    expect((await rows()).map(([key]) => key)).toEqual(['b']);
    await Promise.all([held, queued]);
  });

  it('puts at most `batch` statements in a transaction', async () => {
    const group = new GroupCommit(pool, { connections: 1, batch: 2 });
    const held = group.run(hold(150));
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((key) => group.run(write(key))));
    await held;
    const byTransaction = new Map<string, string[]>();
    for (const [key, xid] of await rows()) byTransaction.set(xid, [...(byTransaction.get(xid) ?? []), key]);
    expect([...byTransaction.values()]).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('answers a caller only once its transaction committed: another connection already sees its row', async () => {
    const group = new GroupCommit(pool, { connections: 1, batch: 4 });
    const held = group.run(hold(100));
    const seen = await Promise.all(
      ['a', 'b', 'c'].map(async (key) => {
        await group.run(write(key));
        return (await other.query('SELECT 1 FROM written WHERE key = $1', [key])).rowCount;
      }),
    );
    await held;
    expect(seen).toEqual([1, 1, 1]);
  });

  it('costs a failing statement only itself: the others of its group are written, it gets its own error', async () => {
    const group = new GroupCommit(pool, { connections: 1, batch: 4 });
    const held = group.run(hold(150));
    const failing = { name: `fail_${(seq += 1)}`, text: 'SELECT 1 / ($1::int - 2) AS n', values: [2], key: 'b' };
    const answers = await Promise.allSettled([group.run(write('a')), group.run(failing), group.run(write('c'))]);
    await held;
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((answers[1] as PromiseRejectedResult).reason.message).toBe('division by zero');
    // Sent again alone, at once: in whichever order their connections answer.
    expect((await rows()).map(([key]) => key).sort()).toEqual(['a', 'c']);
  });

  it('costs a statement that breaks its connection only itself, and the pool keeps working', async () => {
    const group = new GroupCommit(pool, { connections: 1, batch: 4 });
    const held = group.run(hold(150));
    const breaking = { name: `break_${(seq += 1)}`, text: 'SELECT pg_terminate_backend(pg_backend_pid()) WHERE $1::text IS NOT NULL', values: ['b'], key: 'b' };
    const answers = await Promise.allSettled([group.run(write('a')), group.run(breaking), group.run(write('c'))]);
    await held;
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // Sent again alone, at once: in whichever order their connections answer.
    expect((await rows()).map(([key]) => key).sort()).toEqual(['a', 'c']);
    await expect(group.run(write('d'))).resolves.toEqual([{ key: 'd' }]);
  });

  it('writes a group in one round trip: BEGIN, its statements and COMMIT without waiting for each answer', async () => {
    // Every write towards Postgres arrives ROUND_TRIP_MS late: one statement at a time, a group of four would wait six times that.
    const ROUND_TRIP_MS = 60;
    const proxy = await slowProxy(new URL(url), ROUND_TRIP_MS);
    const slow = new Pool({ connectionString: proxy.url, max: 1 });
    try {
      const group = new GroupCommit(slow, { connections: 1, batch: 4 });
      // Connected (through the proxy) first, and free again before the hold takes it.
      await group.run(write('warm'));
      await new Promise((resolve) => setImmediate(resolve));
      const held = group.run(hold(0));
      const writes = Promise.all(['a', 'b', 'c', 'd'].map((key) => group.run(write(key))));
      await held;
      const started = performance.now();
      await writes;
      expect(performance.now() - started).toBeLessThan(2.5 * ROUND_TRIP_MS);
      expect(new Set((await rows()).slice(1).map(([, xid]) => xid)).size).toBe(1);
      // The pool's connection goes back as it came: its other users wait for each answer.
      const client = await slow.connect();
      expect(client.pipeline).toBe(false);
      client.release();
    } finally {
      await slow.end();
      await proxy.close();
    }
  });

  it('sends a group again alone only when its COMMIT cannot have run: after an error of Postgres or a failed write, not a failed read', async () => {
    const socketError = (code: string, syscall: string) => Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
    expect(provesNotCommitted(await pool.query('SELECT 1 / 0').catch((error: unknown) => error))).toBe(true);
    expect(provesNotCommitted(socketError('EPIPE', 'write'))).toBe(true);
    expect(provesNotCommitted(socketError('ECONNRESET', 'write'))).toBe(true);
    // The COMMIT, written already, may have run before the connection broke: sent again, a change would be written twice.
    expect(provesNotCommitted(socketError('ECONNRESET', 'read'))).toBe(false);
    expect(provesNotCommitted(new Error('Connection terminated unexpectedly'))).toBe(false);
  });

  it('holds at most `connections` connections, however many statements wait', async () => {
    const group = new GroupCommit(pool, { connections: 2, batch: 4 });
    const holds = Array.from({ length: 20 }, (_, i) => group.run(hold(20 + i)));
    await new Promise((r) => setTimeout(r, 60));
    const busy = (await other.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%' AND state = 'active'"))
      .rows[0].n;
    await Promise.all(holds);
    expect(busy).toBeGreaterThan(0);
    expect(busy).toBeLessThanOrEqual(2);
  });
});

/**
 * A TCP proxy to the database of `target` that holds each write towards it for `delayMs` (in
 * order). The embedded server of the tests listens on a Unix socket (`?host=<directory>`).
 */
async function slowProxy(target: URL, delayMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const port = Number(target.port || 5432);
  const host = target.searchParams.get('host');
  const socketDirectory = host?.startsWith('/') ? host : null;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = socketDirectory ? connect(`${socketDirectory}/.s.PGSQL.${port}`) : connect(port, target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.on('data', (chunk) => setTimeout(() => upstream.write(chunk), delayMs));
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(target.href);
  proxied.searchParams.delete('host');
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as { port: number }).port);
  return {
    url: proxied.href,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
