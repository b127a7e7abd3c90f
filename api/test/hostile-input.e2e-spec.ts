import fc from 'fast-check';
import { createTestApp, TestApp } from './utils/test-app';

/** Any UTF-16 code unit, so lone surrogates and NUL come up as often as anything else. */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)), maxLength: 40 });
const hostileText = fc.oneof(anyText, fc.constant('a\u0000b'), fc.constant('x\uD800@example.com'), fc.constant('\uDFFF'), fc.string({ maxLength: 20 }));

/** Every POST body the API takes, by its fields (each filled with hostile text). */
const POST_BODIES: Record<string, string[]> = {
  '/api/contact': ['firstName', 'lastName', 'email', 'company', 'message'],
  '/api/copper-submit': ['name', 'email', 'company', 'message'],
  '/api/hubspot-submit': ['firstName', 'lastName', 'email', 'company', 'message'],
  '/api/mailing-list/subscribe': ['email'],
  '/api/login': ['username', 'password'],
  '/api/register': ['username', 'password'],
};

const deepJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('hostile input is a 400, never a 500', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_FAILURES: '1000' } });
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) => t.http.post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));

  it.each(Object.entries(POST_BODIES))('%s refuses a NUL or a lone surrogate in any field, naming it', async (path, fields) => {
    for (const field of fields) {
      for (const bad of ['a\u0000b', 'x\uD800@example.com']) {
        const body = Object.fromEntries(fields.map((f) => [f, f === 'email' ? 'ada@example.com' : 'valid-text-1']));
        body[field] = bad;
        const res = await post(path, body);
        expect({ path, field, status: res.status }).toEqual({ path, field, status: 400 });
        expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', errors: [{ field }], correlationId: expect.any(String) });
      }
    }
  });

  it.each([...Object.keys(POST_BODIES), '/api/logout'])('%s refuses JSON nested 3,000 deep with a 400', async (path) => {
    const res = await t.http.post(path).set('Content-Type', 'application/json').send(deepJson(3000));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'INPUT_TOO_DEEP' });
  });

  it('refuses trading prices a cent-based ledger cannot hold, and hostile order fields', async () => {
    const visitor = t.agent();
    await visitor.post('/api/trading/account').expect(201);
    const order = { symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, timeInForce: 'day' };
    for (const price of [1e-7, 0.001, 5e-324]) {
      const res = await visitor.post('/api/trading/orders').send({ ...order, price });
      expect({ price, status: res.status }).toEqual({ price, status: 400 });
    }
    const res = await visitor.post('/api/trading/orders').send({ ...order, price: 1, clientOrderId: 'a\u0000b' });
    expect(res.status).toBe(400);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            symbol: fc.oneof(fc.constant('AAPL'), hostileText),
            side: fc.oneof(fc.constant('buy'), hostileText),
            orderType: fc.constantFrom('market', 'limit'),
            quantity: fc.oneof(fc.integer(), fc.double(), hostileText),
            price: fc.oneof(fc.double(), fc.constant(1e-7), hostileText),
            timeInForce: fc.constant('day'),
            clientOrderId: hostileText,
          },
          { requiredKeys: [] },
        ),
        async (body) => expect((await visitor.post('/api/trading/orders').send(body)).status).toBeLessThan(500),
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a NUL in an admin search with a 400', async () => {
    const admin = t.agent();
    await admin.post('/api/login').send({ username: 'admin', password: 'brokerbridge' }).expect(200);
    for (const path of ['/api/admin/subscribers', '/api/admin/leads']) {
      const res = await admin.get(path).query({ search: 'a\u0000b' });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
  });

  it.each(Object.entries(POST_BODIES))('%s never answers 5xx to hostile text (property-based)', async (path, fields) => {
    const body = fc.record(Object.fromEntries(fields.map((f) => [f, hostileText])), { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await post(path, b);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: path === '/api/login' || path === '/api/register' ? 15 : 40 },
    );
  });
});
