import { randomBytes } from 'node:crypto';
import { developerWithKey } from './utils/developer';
import { createTestApp, TestApp } from './utils/test-app';

const JSON_TYPE = 'application/json';

/** Bad input to /v1 that once got a 2xx: each now a clear 4xx, and nothing written. */
describe('/v1 refuses bad input with a clear 400', () => {
  let a: TestApp;
  let b: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    a = await createTestApp({ env: { TRADING_PRICE_TICK_MS: '0' } });
    // A second instance on the same database: the invalid-key limit is counted once across both.
    b = await createTestApp({ databaseUrl: a.databaseUrl });
    ({ auth } = await developerWithKey(a));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const accounts = async () => (await a.http.get('/v1/accounts').set(auth).expect(200)).body.items.length as number;
  /** The body's bytes as given (superagent would serialize a Buffer sent as JSON). */
  const raw = (path: string, body: string | Buffer, type = JSON_TYPE) =>
    a.http
      .post(path)
      .set(auth)
      .set('Content-Type', type)
      .serialize((bytes: string | Buffer) => bytes as string)
      .send(body);

  it.each([
    ['null', 'null', /must be a JSON object/],
    ['a number', '42', /must be a JSON object/],
    ['a string', '"label"', /must be a JSON object/],
    ['an array', '[{"label":"a"}]', /must be a JSON object/],
    ['a byte order mark before the JSON', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"label":"bom"}')]), /byte order mark/],
    ['bytes that are not UTF-8', Buffer.concat([Buffer.from('{"label":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]), /not valid UTF-8/],
  ])('POST /v1/accounts with %s: 400, no account', async (_what, body, message) => {
    const before = await accounts();
    const res = await raw('/v1/accounts', body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message), correlationId: expect.any(String) });
    expect(await accounts()).toBe(before);
  });

  it('refuses a body in another Content-Type: text as a 400, anything else as a 415', async () => {
    await raw('/v1/accounts', 'label=a', 'text/plain').expect(400);
    await raw('/v1/accounts', 'label=a', 'application/x-www-form-urlencoded').expect(415);
  });

  it('refuses the same symbol twice in positions', async () => {
    const position = { symbol: 'AAPL', quantity: 1, averageCost: '100.00' };
    const res = await a.http
      .post('/v1/accounts')
      .set(auth)
      .send({ positions: [position, { ...position, quantity: 2 }] })
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'positions', messages: ['Positions must name each symbol once'] }]);
  });

  it('takes no body on reset: any body is refused, whatever its Content-Type, and the account is left as it was', async () => {
    const id = (await a.http.post('/v1/accounts').set(auth).send({ label: 'kept' }).expect(201)).body.id as string;
    await a.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'limit', limitPrice: '1.00', quantity: 1, timeInForce: 'gtc' })
      .expect(201);
    const withJson = await raw(`/v1/accounts/${id}/reset`, '{}').expect(400);
    expect(withJson.body.message).toBe('reset takes no body: send the request without one.');
    await raw(`/v1/accounts/${id}/reset`, '{"cash":"1.00"}').expect(400);
    await raw(`/v1/accounts/${id}/reset`, 'now', 'text/plain').expect(400);
    await raw(`/v1/accounts/${id}/reset`, 'cash=1', 'application/x-www-form-urlencoded').expect(415);
    expect((await a.http.get(`/v1/accounts/${id}/orders`).set(auth).expect(200)).body.items).toHaveLength(1);
    await a.http.post(`/v1/accounts/${id}/reset`).set(auth).expect(200);
    expect((await a.http.get(`/v1/accounts/${id}/orders`).set(auth).expect(200)).body.items).toHaveLength(0);
  });

  it('throttles key guessing per client address across instances: 60 invalid keys a minute, then 429, a valid key still served', async () => {
    const guess = () => `Bearer bb_test_${randomBytes(8).toString('hex')}_${randomBytes(32).toString('base64url').slice(0, 43)}`;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 150; i += 1) {
      const res = await (i % 2 ? a : b).http.get('/v1/accounts').set('Authorization', guess());
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers['retry-after'];
        expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('invalid API keys') });
      }
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(60);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(50);
    expect(statuses.slice(-50).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The developer's own key, in use before, keeps working from the same address.
    await a.http.get('/v1/accounts').set(auth).expect(200);
  });
});
