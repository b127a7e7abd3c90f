import { ApiRequestLogWriter } from '../src/modules/developer/requests/api-request-log.writer';
import { eventually } from './utils/eventually';
import { createTestApp, TestApp } from './utils/test-app';
import { ALL_SCOPES, createKey, developerWithKey, signUp } from './utils/developer';

const ORDER = { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' };

describe('API keys', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000', TRADING_PRICE_TICK_MS: '0' } });
    // A second instance on the same database, as behind a load balancer.
    b = await createTestApp({ databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('are made, listed and shown whole only once, by a signed-in developer', async () => {
    await a.http
      .post('/api/developer/keys')
      .send({ name: 'x', scopes: ['accounts:read'] })
      .expect(401);
    const agent = await signUp(a);
    const created = await agent
      .post('/api/developer/keys')
      .send({ name: 'bot', scopes: ['accounts:read', 'trading:write'] })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'bot',
      scopes: ['accounts:read', 'trading:write'],
      prefix: created.body.key.slice(0, 'bb_test_'.length + 16),
      key: expect.stringMatching(/^bb_test_[A-Za-z0-9]{16}_[A-Za-z0-9]{43}$/),
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: null,
    });
    const [{ secret_hash }] = await a.dataSource.query('SELECT secret_hash FROM api_keys WHERE id = $1', [created.body.id]);
    expect(created.body.key).not.toContain(secret_hash);
    await a.http.get('/v1/accounts').set('Authorization', `Bearer ${created.body.key}`).expect(200);
    const list = await eventually(async () => {
      const res = await agent.get('/api/developer/keys').expect(200);
      expect(res.body.items[0].lastUsedAt).not.toBeNull();
      return res;
    });
    const { key: _key, ...listed } = created.body;
    expect(list.body.items).toEqual([{ ...listed, lastUsedAt: expect.any(String) }]);
    const bad = await agent
      .post('/api/developer/keys')
      .send({ name: '', scopes: ['accounts:read', 'root'] })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'scopes']);
  });

  it('carry every sandbox scope when the request names none; null or an empty list are refused', async () => {
    const agent = await signUp(a);
    const created = await agent.post('/api/developer/keys').send({ name: 'first key' }).expect(201);
    expect(created.body.scopes).toEqual(['accounts:read', 'accounts:write', 'trading:write', 'sandbox:control', 'webhooks:manage']);
    await a.http.get('/v1/webhooks').set('Authorization', `Bearer ${created.body.key}`).expect(200);
    for (const scopes of [null, []]) {
      const refused = await agent.post('/api/developer/keys').send({ name: 'x', scopes }).expect(400);
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['scopes']);
    }
  });

  it('stop at 20 live keys per developer', async () => {
    const agent = await signUp(a);
    await Promise.all(Array.from({ length: 20 }, (_, i) => createKey(agent, ['accounts:read'], `k${i}`)));
    const refused = await agent
      .post('/api/developer/keys')
      .send({ name: 'one more', scopes: ['accounts:read'] })
      .expect(409);
    expect(refused.body.code).toBe('DEVELOPER.KEY_QUOTA');
  });

  it('answer 401 AUTH.INVALID_API_KEY without a key, with a bad one or another scheme', async () => {
    const { key } = await developerWithKey(a);
    // One character of the secret changed (never to itself: a key ending in "x" stayed valid, 1 run in 62).
    const wrongSecret = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    for (const header of [undefined, 'Bearer nope', `Bearer ${wrongSecret}`, `Basic ${key}`, key]) {
      const req = a.http.get('/v1/accounts');
      const res = await (header ? req.set('Authorization', header) : req);
      expect([header, res.status, res.body.code]).toEqual([header, 401, 'AUTH.INVALID_API_KEY']);
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('are read from the Authorization header only, never from the query or the body', async () => {
    const { key, auth } = await developerWithKey(a);
    const id = (await a.http.post('/v1/accounts').set(auth).send({}).expect(201)).body.id as string;
    await a.http.get(`/v1/accounts/${id}`).set(auth).expect(200);
    const inQuery = await a.http.get(`/v1/accounts/${id}?access_token=${key}`).expect(401);
    expect(inQuery.body.code).toBe('AUTH.INVALID_API_KEY');
    const inBody = await a.http.post('/v1/accounts').send({ access_token: key }).expect(401);
    expect(inBody.body.code).toBe('AUTH.INVALID_API_KEY');
  });

  it('in a roll’s grace period count toward the 20: a roll that would make 21 usable keys is a 409 naming the quota', async () => {
    const agent = await signUp(a);
    const keys = await Promise.all(Array.from({ length: 20 }, (_, i) => createKey(agent, ['accounts:read'], `k${i}`)));
    const refused = await agent.post(`/api/developer/keys/${keys[0].id}/roll`).send({ graceSeconds: 86_400 }).expect(409);
    expect(refused.body).toMatchObject({ code: 'DEVELOPER.KEY_QUOTA', details: { limit: 20 }, message: expect.stringContaining('20') });
    // Refused, nothing changed: the old key still works and has no end.
    await a.http.get('/v1/accounts').set('Authorization', `Bearer ${keys[0].key}`).expect(200);
    expect((await agent.get('/api/developer/keys').expect(200)).body.items.every((k: { expiresAt: string | null }) => k.expiresAt === null)).toBe(true);
    // Without a grace period the old key ends as the new one starts: still 20.
    const rolled = await agent.post(`/api/developer/keys/${keys[0].id}/roll`).send({ graceSeconds: 0 }).expect(201);
    expect((await agent.get('/api/developer/keys').expect(200)).body.items).toHaveLength(20);
    await agent.delete(`/api/developer/keys/${keys[1].id}`).expect(204);
    // 19 live: one roll with a grace period fits (19 + 1), a second does not.
    await agent.post(`/api/developer/keys/${rolled.body.id}/roll`).send({ graceSeconds: 3600 }).expect(201);
    await agent.post(`/api/developer/keys/${keys[2].id}/roll`).send({ graceSeconds: 3600 }).expect(409);
  });

  it('answer 403 naming the missing scope, for every /v1 call', async () => {
    const owner = await developerWithKey(a);
    const { body: account } = await a.http.post('/v1/accounts').set(owner.auth).expect(201);
    const { body: order } = await a.http
      .post(`/v1/accounts/${account.id}/orders`)
      .set(owner.auth)
      .send({ ...ORDER, type: 'limit', limitPrice: '1.00' })
      .expect(201);
    const calls: [string, 'get' | 'post' | 'delete', string, object?][] = [
      ['accounts:write', 'post', '/v1/accounts', {}],
      ['accounts:read', 'get', '/v1/accounts'],
      ['accounts:read', 'get', `/v1/accounts/${account.id}`],
      ['accounts:write', 'post', `/v1/accounts/${account.id}/reset`],
      ['accounts:write', 'delete', `/v1/accounts/${account.id}`],
      ['accounts:read', 'get', `/v1/accounts/${account.id}/positions`],
      ['accounts:read', 'get', `/v1/accounts/${account.id}/fills`],
      ['accounts:read', 'get', `/v1/accounts/${account.id}/orders`],
      ['accounts:read', 'get', `/v1/accounts/${account.id}/orders/${order.id}`],
      ['trading:write', 'post', `/v1/accounts/${account.id}/orders`, ORDER],
      ['trading:write', 'delete', `/v1/accounts/${account.id}/orders/${order.id}`],
      ['accounts:read', 'get', `/v1/accounts/${account.id}/events`],
      ['accounts:read', 'get', `/v1/accounts/${account.id}/events/stream`],
    ];
    const keys = new Map<string, string>();
    for (const scope of new Set(calls.map(([s]) => s)))
      keys.set(
        scope,
        (
          await createKey(
            owner.agent,
            ALL_SCOPES.filter((s) => s !== scope),
          )
        ).key,
      );
    for (const [scope, method, path, body] of calls) {
      const req = a.http[method](path).set('Authorization', `Bearer ${keys.get(scope)}`);
      const res = await (body ? req.send(body) : req);
      expect([method, path, res.status, res.body.code, res.body.details]).toEqual([method, path, 403, 'AUTH.INSUFFICIENT_SCOPE', { scope }]);
      expect(res.body.message).toContain(scope);
    }
  });

  it('revoked, stop working on both instances within a second', async () => {
    const { agent, auth, keyId } = await developerWithKey(a);
    await a.http.get('/v1/accounts').set(auth).expect(200);
    await b.http.get('/v1/accounts').set(auth).expect(200); // now cached on both
    const revokedAt = Date.now();
    await agent.delete(`/api/developer/keys/${keyId}`).expect(204);
    for (const t of [a, b]) {
      for (;;) {
        const res = await t.http.get('/v1/accounts').set(auth);
        if (res.status === 401) break;
        expect(Date.now() - revokedAt).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    expect((await agent.get('/api/developer/keys')).body.items).toEqual([]);
    await agent.delete(`/api/developer/keys/${keyId}`).expect(404);
  });

  it('rolled, give a new key at once and keep the old one for its grace period only', async () => {
    const { agent, auth, keyId } = await developerWithKey(a);
    await b.http.get('/v1/accounts').set(auth).expect(200);
    const rolled = await agent.post(`/api/developer/keys/${keyId}/roll`).send({ graceSeconds: 2 }).expect(201);
    expect(rolled.body.key).not.toBe(auth.Authorization.slice(7));
    await b.http.get('/v1/accounts').set('Authorization', `Bearer ${rolled.body.key}`).expect(200);
    await b.http.get('/v1/accounts').set(auth).expect(200);
    const listed = (await agent.get('/api/developer/keys')).body.items;
    expect(listed.find((k: { id: string }) => k.id === keyId).expiresAt).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await b.http.get('/v1/accounts').set(auth).expect(401);
    await a.http.get('/v1/accounts').set(auth).expect(401);
    await a.http.get('/v1/accounts').set('Authorization', `Bearer ${rolled.body.key}`).expect(200);
    // Rolling with no grace ends the old key at once.
    const again = await agent.post(`/api/developer/keys/${rolled.body.id}/roll`).send({ graceSeconds: 0 }).expect(201);
    await a.http.get('/v1/accounts').set('Authorization', `Bearer ${rolled.body.key}`).expect(401);
    await b.http.get('/v1/accounts').set('Authorization', `Bearer ${again.body.key}`).expect(200);
    await agent.post(`/api/developer/keys/${keyId}/roll`).send({ graceSeconds: 86_401 }).expect(400);
  });

  it('belong to their developer: another one cannot revoke or roll them', async () => {
    const owner = await developerWithKey(a);
    const stranger = await signUp(a);
    await stranger.delete(`/api/developer/keys/${owner.keyId}`).expect(404);
    await stranger.post(`/api/developer/keys/${owner.keyId}/roll`).send({ graceSeconds: 0 }).expect(404);
    await a.http.get('/v1/accounts').set(owner.auth).expect(200);
  });

  it('log the developer’s last /v1 calls for the console, newest first', async () => {
    const { agent, auth, key } = await developerWithKey(a);
    const res = await a.http.get('/v1/accounts').set(auth).set('X-Request-Id', 'my-request-0001').expect(200);
    await a.http.get('/v1/accounts/00000000-0000-4000-8000-000000000000').set(auth).expect(404);
    let items: { requestId: string }[] = [];
    for (let i = 0; i < 100 && items.length < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      items = (await agent.get('/api/developer/requests').expect(200)).body.items;
    }
    expect(items).toEqual([
      expect.objectContaining({ method: 'GET', path: '/v1/accounts/00000000-0000-4000-8000-000000000000', status: 404, keyPrefix: key.slice(0, 24) }),
      expect.objectContaining({ requestId: 'my-request-0001', path: '/v1/accounts', status: 200, durationMs: expect.any(Number) }),
    ]);
    expect(res.headers['x-request-id']).toBe('my-request-0001');
  });

  it('keep logging other developers when one was deleted with calls waiting to be written', async () => {
    const writer = a.app.get(ApiRequestLogWriter);
    const [{ id: goneId }] = await a.dataSource.query(`INSERT INTO users (username, password_hash) VALUES ('log-gone', 'x') RETURNING id`);
    const { agent } = await developerWithKey(a);
    const [{ id: keptId }] = await a.dataSource.query(`SELECT id FROM users ORDER BY id DESC LIMIT 1`);
    const entry = (userId: number) => ({
      userId,
      keyPrefix: 'bb_test_x',
      requestId: `r-${userId}`,
      method: 'GET',
      path: '/v1/accounts',
      status: 200,
      durationMs: 1,
      at: new Date(),
      requestBody: null,
      responseBody: null,
    });
    await writer.flush();
    writer.add(entry(goneId));
    writer.add(entry(keptId));
    await a.dataSource.query('DELETE FROM users WHERE id = $1', [goneId]);
    await writer.flush();
    expect((await agent.get('/api/developer/requests')).body.items.map((r: { requestId: string }) => r.requestId)).toContain(`r-${keptId}`);
    expect((await a.dataSource.query('SELECT count(*)::int AS n FROM api_request_logs WHERE user_id = $1', [goneId]))[0].n).toBe(0);
    // Only the newest 100 are kept.
    for (let i = 0; i < 105; i += 1) writer.add(entry(keptId));
    await writer.flush();
    await eventually(async () =>
      expect((await a.dataSource.query('SELECT count(*)::int AS n FROM api_request_logs WHERE user_id = $1', [keptId]))[0].n).toBe(100),
    );
  });

  it('leave no logged call behind when their developer is deleted', async () => {
    const writer = a.app.get(ApiRequestLogWriter);
    const { auth } = await developerWithKey(a);
    const [{ id }] = await a.dataSource.query(`SELECT id FROM users ORDER BY id DESC LIMIT 1`);
    await a.http.get('/v1/accounts').set(auth).expect(200);
    await writer.flush();
    const logged = async () => (await a.dataSource.query('SELECT count(*)::int AS n FROM api_request_logs WHERE user_id = $1', [id]))[0].n;
    expect(await logged()).toBeGreaterThan(0);
    await a.dataSource.query('DELETE FROM users WHERE id = $1', [id]);
    expect(await logged()).toBe(0);
  });

  it('count calls per key once across instances: limit 60, 200 calls over both, at most 63 succeed', async () => {
    const env = { RATE_LIMIT_API_PER_MINUTE: '60' };
    const [c, d] = [await createTestApp({ databaseUrl: a.databaseUrl, env }), await createTestApp({ databaseUrl: a.databaseUrl, env })];
    try {
      const { auth } = await developerWithKey(c);
      // Away from a minute's end, so all 200 fall in one window.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
      const statuses: number[] = [];
      for (let i = 0; i < 200; i += 10) {
        const batch = await Promise.all(Array.from({ length: 10 }, (_, j) => ((i + j) % 2 ? c : d).http.get('/v1/accounts').set(auth)));
        statuses.push(...batch.map((r) => r.status));
      }
      const ok = statuses.filter((s) => s === 200).length;
      expect(ok).toBeLessThanOrEqual(63);
      expect(ok).toBeGreaterThanOrEqual(50);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
      const limited = await c.http.get('/v1/accounts').set(auth).expect(429);
      expect(limited.headers).toMatchObject({ 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'retry-after': expect.any(String) });
      expect(limited.body.code).toBe('RATE_LIMITED');
    } finally {
      delete process.env.RATE_LIMIT_API_PER_MINUTE;
      await d.close();
      await c.close();
    }
  });
});
