import { Client } from 'pg';
import { v7 as timeOrderedId } from 'uuid';
import { requestFingerprint } from '../src/modules/sandbox/idempotency/request-fingerprint';
import { SandboxAccounts } from '../src/modules/sandbox/accounts/sandbox-accounts.service';
import { TradingLedger } from '../src/modules/simulator';
import { eventually } from './utils/eventually';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

const ORDER = { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' };

describe('Idempotency-Key on /v1 POSTs', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    t = await createTradingTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
  });
  afterAll(() => t.close());

  const ordersOf = async (accountId: string) =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM trading_orders WHERE account_id = $1', [accountId]))[0].n;

  it('replays the stored status and body for the same key and body, without acting twice', async () => {
    const { auth } = await developerWithKey(t);
    const first = await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'acct-1').send({ label: 'once' }).expect(201);
    const replay = await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'acct-1').send({ label: 'once' }).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.text).toBe(first.text);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await t.http.get('/v1/accounts').set(auth)).body.items).toHaveLength(1);

    const order = await t.http.post(`/v1/accounts/${first.body.id}/orders`).set(auth).set('Idempotency-Key', 'order-1').send(ORDER).expect(201);
    const again = await t.http.post(`/v1/accounts/${first.body.id}/orders`).set(auth).set('Idempotency-Key', 'order-1').send(ORDER).expect(201);
    expect(again.body).toEqual(order.body);
    expect(await ordersOf(first.body.id)).toBe(1);
  });

  it('refuses the same key with another body: 409 IDEMPOTENCY.KEY_REUSED', async () => {
    const { auth } = await developerWithKey(t);
    await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'k').send({ label: 'a' }).expect(201);
    const res = await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'k').send({ label: 'b' }).expect(409);
    expect(res.body.code).toBe('IDEMPOTENCY.KEY_REUSED');
  });

  it('keeps keys per developer: another developer’s identical key is a new request', async () => {
    const [one, two] = [await developerWithKey(t), await developerWithKey(t)];
    const a = await t.http.post('/v1/accounts').set(one.auth).set('Idempotency-Key', 'shared').send({}).expect(201);
    const b = await t.http.post('/v1/accounts').set(two.auth).set('Idempotency-Key', 'shared').send({}).expect(201);
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 IDEMPOTENCY.IN_PROGRESS while the first request is still running, then replays it', async () => {
    const { auth } = await developerWithKey(t);
    const { body: account } = await t.http.post('/v1/accounts').set(auth).expect(201);
    // Hold the account's row lock, so the first order waits inside the ledger.
    const blocker = new Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM demo_accounts WHERE id = $1 FOR UPDATE', [account.id]);
      const first = t.http
        .post(`/v1/accounts/${account.id}/orders`)
        .set(auth)
        .set('Idempotency-Key', 'slow')
        .send(ORDER)
        .then((r) => r);
      await eventually(async () => expect((await t.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE key = 'slow'`)).length).toBe(1));
      const second = await t.http.post(`/v1/accounts/${account.id}/orders`).set(auth).set('Idempotency-Key', 'slow').send(ORDER).expect(409);
      expect(second.body.code).toBe('IDEMPOTENCY.IN_PROGRESS');
      await blocker.query('COMMIT');
      expect((await first).status).toBe(201);
      const third = await t.http.post(`/v1/accounts/${account.id}/orders`).set(auth).set('Idempotency-Key', 'slow').send(ORDER).expect(201);
      expect(third.headers['idempotent-replayed']).toBe('true');
      expect(third.body.id).toBe((await first).body.id);
      expect(await ordersOf(account.id)).toBe(1);
    } finally {
      await blocker.end();
    }
  });

  it('answers with the order a crashed attempt placed: committed, its key never answered (the instance killed in between)', async () => {
    const { auth, agent } = await developerWithKey(t);
    const { body: account } = await t.http.post('/v1/accounts').set(auth).expect(201);
    const userId = (await agent.get('/api/user').expect(200)).body.id;
    // The state SIGKILL leaves between the order's commit and the key's answer.
    const orderId = timeOrderedId();
    const path = `/v1/accounts/${account.id}/orders`;
    await t.dataSource.query('INSERT INTO idempotency_keys (user_id, key, request_hash, resource_id) VALUES ($1, $2, $3, $4)', [
      userId,
      'crashed',
      requestFingerprint('POST', path, ORDER),
      orderId,
    ]);
    await t.app.get(TradingLedger).placeOrder(account.id, { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day', id: orderId });

    const retry = await t.http.post(path).set(auth).set('Idempotency-Key', 'crashed').send(ORDER).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toMatchObject({ id: orderId, status: 'filled' });
    const again = await t.http.post(path).set(auth).set('Idempotency-Key', 'crashed').send(ORDER).expect(201);
    expect(again.body.id).toBe(orderId);
    expect(await ordersOf(account.id)).toBe(1);
  });

  it('places once when an abandoned attempt is taken over: the retry places with the id the key reserved', async () => {
    const { auth, agent } = await developerWithKey(t);
    const { body: account } = await t.http.post('/v1/accounts').set(auth).expect(201);
    const userId = (await agent.get('/api/user').expect(200)).body.id;
    const path = `/v1/accounts/${account.id}/orders`;
    const orderId = timeOrderedId();
    // Reserved a minute ago by an instance that died before placing anything.
    await t.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, resource_id, created_at) VALUES ($1, $2, $3, $4, now() - interval '1 minute')`,
      [userId, 'abandoned', requestFingerprint('POST', path, ORDER), orderId],
    );
    const placed = await t.http.post(path).set(auth).set('Idempotency-Key', 'abandoned').send(ORDER).expect(201);
    expect(placed.body.id).toBe(orderId);
    // Another body cannot take an abandoned key over.
    await t.dataSource.query(`UPDATE idempotency_keys SET status = NULL, response = NULL, created_at = now() - interval '1 minute' WHERE key = 'abandoned'`);
    expect(
      (
        await t.http
          .post(path)
          .set(auth)
          .set('Idempotency-Key', 'abandoned')
          .send({ ...ORDER, quantity: 2 })
          .expect(409)
      ).body.code,
    ).toBe('IDEMPOTENCY.KEY_REUSED');
    expect((await t.http.post(path).set(auth).set('Idempotency-Key', 'abandoned').send(ORDER).expect(201)).body.id).toBe(orderId);
    expect(await ordersOf(account.id)).toBe(1);
  });

  it('opens an account once across a crash: the retry answers with the account the reserved id opened, or opens it with that id', async () => {
    const { auth, agent } = await developerWithKey(t);
    const userId = (await agent.get('/api/user').expect(200)).body.id;
    const body = { label: 'crash-safe' };
    const reserve = (key: string, id: string, age: string) =>
      t.dataSource.query(`INSERT INTO idempotency_keys (user_id, key, request_hash, resource_id, created_at) VALUES ($1, $2, $3, $4, now() - $5::interval)`, [
        userId,
        key,
        requestFingerprint('POST', '/v1/accounts', body),
        id,
        age,
      ]);
    const accounts = async () => (await t.http.get('/v1/accounts').set(auth).expect(200)).body.items.map((a: { id: string }) => a.id);

    // Committed, never answered: the instance died between the two.
    const openedId = timeOrderedId();
    await reserve('acct-crashed', openedId, '0 seconds');
    await t.app.get(SandboxAccounts).create(userId, body, openedId);
    const retry = await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'acct-crashed').send(body).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toMatchObject({ id: openedId, label: 'crash-safe' });
    expect(await accounts()).toEqual([openedId]);

    // Reserved, then abandoned before anything was opened: the takeover opens with the reserved id, once.
    const reservedId = timeOrderedId();
    await reserve('acct-abandoned', reservedId, '1 minute');
    const taken = await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'acct-abandoned').send(body).expect(201);
    expect(taken.body.id).toBe(reservedId);
    await t.dataSource.query(
      `UPDATE idempotency_keys SET status = NULL, response = NULL, created_at = now() - interval '1 minute' WHERE key = 'acct-abandoned'`,
    );
    expect((await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'acct-abandoned').send(body).expect(201)).body.id).toBe(reservedId);
    expect((await accounts()).sort()).toEqual([openedId, reservedId].sort());
  });

  it('lets a key whose request failed be used again, and refuses a malformed key', async () => {
    const { auth } = await developerWithKey(t);
    await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'retry-me').send({ cash: 'lots' }).expect(400);
    await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'retry-me').send({ cash: '10.00' }).expect(201);
    const bad = await t.http.post('/v1/accounts').set(auth).set('Idempotency-Key', 'x'.repeat(256)).send({}).expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
  });
});
