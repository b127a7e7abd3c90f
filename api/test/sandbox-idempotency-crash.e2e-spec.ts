import { createServer } from 'node:net';
import { AppProcess } from './support/app-process';
import { createTestDatabase } from './utils/test-database';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const ORDERS = 300;
const ACCOUNTS = 10;
const CONCURRENCY = 30;
/** The burst's answers from the first instance before it is killed. */
const KILL_AFTER = 90;

type Answer = { status: number; orderId?: string; replayed: boolean };

/**
 * The chaos case of Idempotency-Key: two instances on one database, a burst of orders each with
 * its own key sent to one of them, that one killed with SIGKILL mid-burst, and every call it
 * never answered retried with its key against the other, as a client would. Exactly once: every
 * key ends with one order, and no order without a key.
 */
describe('Idempotency-Key across a crash (SIGKILL mid-burst)', () => {
  const env = {
    NODE_ENV: 'test',
    TRADING_PRICE_TICK_MS: '0',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_API_PER_MINUTE: '100000',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
  };
  let a: AppProcess;
  let b: AppProcess;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    a = new AppProcess({ ...env, DATABASE_URL: databaseUrl });
    b = new AppProcess({ ...env, DATABASE_URL: databaseUrl });
    const [portA, portB] = [await freePort(), await freePort()];
    await Promise.all([a.start(portA), b.start(portB)]);
    [urlA, urlB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  }, 180_000);
  afterAll(async () => {
    await a?.kill();
    await b?.kill();
  });

  it('places every order exactly once', async () => {
    const json = { 'content-type': 'application/json' };
    const signUp = await fetch(`${urlB}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'chaos-dev', password: 'correct-horse-battery' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const keyRes = await fetch(`${urlB}/api/developer/keys`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ name: 'chaos', scopes: ['accounts:write', 'accounts:read', 'trading:write', 'sandbox:control'] }),
    });
    const auth = { ...json, authorization: `Bearer ${(await keyRes.json()).key}` };
    const call = async (url: string, path: string, body?: unknown) => {
      const res = await fetch(`${url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: auth,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    // Accounts on a frozen clock in an open session, so market orders fill as they come.
    const accounts: string[] = [];
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const { body } = await call(urlB, '/v1/accounts', { cash: '1000000.00' });
      await call(urlB, `/v1/accounts/${body.id}/clock`, { action: 'freeze' });
      const clock = (await call(urlB, `/v1/accounts/${body.id}/clock`)).body;
      if (!clock.isOpen) expect((await call(urlB, `/v1/accounts/${body.id}/clock`, { action: 'set', to: clock.nextOpen })).status).toBe(200);
      accounts.push(body.id);
    }
    const order = (i: number) => ({
      path: `/v1/accounts/${accounts[i % ACCOUNTS]}/orders`,
      key: `chaos-${i}`,
      body: { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1 + (i % 3), timeInForce: 'day' },
    });
    const send = async (url: string, i: number): Promise<Answer> => {
      const { path, key, body } = order(i);
      const res = await fetch(`${url}${path}`, { method: 'POST', headers: { ...auth, 'idempotency-key': key }, body: JSON.stringify(body) });
      const answer = await res.json();
      return { status: res.status, orderId: answer.id, replayed: res.headers.get('idempotent-replayed') === 'true' };
    };

    // The burst against A; A killed once it has answered KILL_AFTER of them.
    const answers = new Map<number, Answer>();
    let next = 0;
    let killing: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ORDERS && !killing) {
          const i = next++;
          const answer = await send(urlA, i).catch(() => undefined);
          if (answer) answers.set(i, answer);
          if (answers.size >= KILL_AFTER) killing ??= a.kill();
        }
      }),
    );
    await killing;
    const unanswered = Array.from({ length: ORDERS }, (_, i) => i).filter((i) => !answers.has(i));
    expect(unanswered.length).toBeGreaterThan(0);

    // Every unanswered call retried with its key against B, again while its first attempt counts as running.
    const deadline = Date.now() + 90_000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        for (let j = worker; j < unanswered.length; j += CONCURRENCY) {
          const i = unanswered[j];
          let answer = await send(urlB, i);
          while (answer.status === 409 && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 1000));
            answer = await send(urlB, i);
          }
          answers.set(i, answer);
        }
      }),
    );

    const statuses = [...answers.values()].map((x) => x.status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const orderIds = new Set([...answers.values()].map((x) => x.orderId));
    expect(orderIds.size).toBe(ORDERS);
    // Each key again, now on B: its one order, replayed.
    for (let i = 0; i < ORDERS; i += 10) expect(await send(urlB, i)).toEqual({ status: 201, orderId: answers.get(i)!.orderId, replayed: true });
    let placed = 0;
    for (const id of accounts) placed += (await call(urlB, `/v1/accounts/${id}/orders?limit=100`)).body.items.length;
    expect(placed).toBe(ORDERS);
  }, 300_000);
});
