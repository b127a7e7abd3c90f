import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

const BROKER_IDS = ['northwind', 'harborline', 'meridian', 'summit-ridge', 'tidewater'];
const limitBuy = (timeInForce = 'day') => ({ symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '1.00', timeInForce });

/** CONNECT.md "Brokers": the capability documents, accounts at a broker, the preview, the brokers' own limits. */
describe('Brokers on /v1', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-24T15:00:00Z');
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  const open = async (body: Record<string, unknown> = {}, withAuth = auth) =>
    (await t.http.post('/v1/accounts').set(withAuth).send(body).expect(201)).body as { id: string; broker: string };
  const count = async (table: string, where = 'account_id = $1', params: unknown[] = []) =>
    (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0].n;

  describe('GET /v1/brokers', () => {
    it('lists the five brokers with their versioned capability documents', async () => {
      const { body } = await t.http.get('/v1/brokers').set(auth).expect(200);
      expect(body.items.map((b: { id: string }) => b.id)).toEqual(BROKER_IDS);
      const meridian = body.items.find((b: { id: string }) => b.id === 'meridian');
      expect(meridian).toEqual({
        id: 'meridian',
        name: 'Meridian Clearing',
        version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}\.\d+$/),
        trading: true,
        capabilities: {
          orderTypes: ['market', 'limit', 'stop', 'stop_limit'],
          timeInForce: { market: ['day', 'gtc'], limit: ['day', 'gtc'], stop: ['day', 'gtc'], stop_limit: ['day', 'gtc'] },
          fractional: false,
          notional: false,
          extendedHours: false,
          shortSelling: false,
          rateLimitPerMinute: 60,
          orderWritesPerMinute: null,
          tokenPolicy: { accessTokenSeconds: 86_400, accessTokenExpires: true, refreshable: false, reauthEveryDays: 1 },
          history: { depthDays: 730, delaySeconds: 0 },
          balancesRefresh: 'live',
        },
      });
      expect(body.items.find((b: { id: string }) => b.id === 'tidewater')).toMatchObject({ trading: false, capabilities: { orderTypes: [] } });
      expect(body.items.find((b: { id: string }) => b.id === 'northwind').capabilities.tokenPolicy).toEqual({
        accessTokenSeconds: null,
        accessTokenExpires: false,
        refreshable: false,
        reauthEveryDays: null,
      });
    });

    it('answers one broker, and 404 BROKER.NOT_FOUND naming the five for another id', async () => {
      expect((await t.http.get('/v1/brokers/harborline').set(auth).expect(200)).body).toMatchObject({
        id: 'harborline',
        capabilities: { orderWritesPerMinute: 10 },
      });
      const missing = await t.http.get('/v1/brokers/robinhood').set(auth).expect(404);
      expect(missing.body).toMatchObject({ code: 'BROKER.NOT_FOUND', details: { brokers: BROKER_IDS } });
      expect(missing.body.message).toContain('northwind, harborline, meridian, summit-ridge, tidewater');
    });

    it('takes a key like the other /v1 reads', async () => {
      await t.http.get('/v1/brokers').expect(401);
    });
  });

  describe('POST /v1/accounts {broker}', () => {
    it('opens the account at the broker asked for, northwind when none is', async () => {
      expect((await open({ broker: 'summit-ridge' })).broker).toBe('summit-ridge');
      const plain = await open();
      expect(plain.broker).toBe('northwind');
      expect((await t.http.get(`/v1/accounts/${plain.id}`).set(auth).expect(200)).body.broker).toBe('northwind');
    });

    it('refuses an unknown broker with a 400 listing the five, and opens nothing', async () => {
      const before = await count('demo_accounts', 'owner_user_id IS NOT NULL');
      for (const broker of ['robinhood', 'NORTHWIND', 42, '']) {
        const res = await t.http.post('/v1/accounts').set(auth).send({ broker }).expect(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'broker', messages: ['Broker must be one of northwind, harborline, meridian, summit-ridge, tidewater'] }],
        });
      }
      expect(await count('demo_accounts', 'owner_user_id IS NOT NULL')).toBe(before);
    });
  });

  describe('GET /v1/accounts/{id}/capabilities', () => {
    it('is the broker’s document for a key that may trade', async () => {
      const { id } = await open({ broker: 'harborline' });
      const { body } = await t.http.get(`/v1/accounts/${id}/capabilities`).set(auth).expect(200);
      expect(body).toMatchObject({ accountId: id, broker: 'harborline', trading: true, tradingOffBecause: null });
      expect(body.capabilities.timeInForce).toEqual({ market: ['day'], limit: ['day', 'gtc'], stop: ['day', 'gtc'], stop_limit: ['day', 'gtc'] });
    });

    it('takes trading away from a key without trading:write, and from a read-only broker', async () => {
      const { auth: reader } = await developerWithKey(t, ['accounts:read', 'accounts:write']);
      const { id } = await open({ broker: 'northwind' }, reader);
      expect((await t.http.get(`/v1/accounts/${id}/capabilities`).set(reader).expect(200)).body).toMatchObject({
        trading: false,
        tradingOffBecause: 'scope',
        capabilities: { orderTypes: [], timeInForce: {} },
      });
      const tide = await open({ broker: 'tidewater' });
      expect((await t.http.get(`/v1/accounts/${tide.id}/capabilities`).set(auth).expect(200)).body).toMatchObject({
        trading: false,
        tradingOffBecause: 'broker',
      });
    });

    it('is a 404 for another developer’s account', async () => {
      const { id } = await open();
      const stranger = await developerWithKey(t);
      await t.http.get(`/v1/accounts/${id}/capabilities`).set(stranger.auth).expect(404);
    });
  });

  describe('POST /v1/accounts/{id}/orders/preview', () => {
    it('says what placing would answer and which rule decides, and writes nothing', async () => {
      const meridian = await open({ broker: 'meridian' });
      const tidewater = await open({ broker: 'tidewater' });
      const northwind = await open();
      const rows = async () => [
        await count('trading_orders', 'account_id = ANY($1::uuid[])', [[meridian.id, tidewater.id, northwind.id]]),
        await count('trading_events', 'account_id = ANY($1::uuid[])', [[meridian.id, tidewater.id, northwind.id]]),
        await count('idempotency_keys', 'true'),
      ];
      const before = await rows();
      const preview = (id: string, body: object) =>
        t.http.post(`/v1/accounts/${id}/orders/preview`).set(auth).set('Idempotency-Key', `p-${Math.random()}`).send(body).expect(200);

      expect((await preview(meridian.id, limitBuy('ioc'))).body).toEqual({
        accepted: false,
        status: 422,
        code: 'ORDER.UNSUPPORTED_BY_BROKER',
        broker: 'meridian',
        rule: 'capabilities.timeInForce.limit',
        message: 'Meridian Clearing does not accept limit orders with timeInForce ioc (it takes day, gtc).',
        capability: 'timeInForce',
        brokerCode: 'InvalidDuration',
        brokerMessage: 'Duration is not supported for this order',
      });
      expect((await preview(tidewater.id, limitBuy())).body).toMatchObject({
        accepted: false,
        rule: 'trading',
        capability: 'trading',
        brokerCode: 'READ_ONLY_ACCOUNT',
      });
      expect((await preview(northwind.id, limitBuy('ioc'))).body).toEqual({
        accepted: true,
        status: 201,
        code: null,
        broker: 'northwind',
        rule: 'capabilities.timeInForce.limit',
        message: expect.stringMatching(/\S/),
      });
      expect(await rows()).toEqual(before);
    });

    it('answers what placing answers for a symbol the broker does not trade (GET /v1/assets says who does)', async () => {
      const harborline = await open({ broker: 'harborline' });
      const arkk = { ...limitBuy(), symbol: 'ARKK' };
      const previewed = await t.http.post(`/v1/accounts/${harborline.id}/orders/preview`).set(auth).send(arkk).expect(200);
      const placed = await t.http.post(`/v1/accounts/${harborline.id}/orders`).set(auth).set('Idempotency-Key', 'arkk-1').send(arkk).expect(422);
      expect(previewed.body).toEqual({
        accepted: false,
        status: 422,
        code: 'ORDER.UNSUPPORTED_BY_BROKER',
        broker: 'harborline',
        rule: 'assets.ARKK.brokers',
        message: 'Harborline Brokerage does not trade ARKK (GET /v1/assets lists the brokers that do: northwind, meridian, summit-ridge).',
        capability: 'asset',
        brokerCode: 'SECURITY_NOT_ELIGIBLE',
        brokerMessage: 'This security is not eligible for trading at this firm.',
      });
      expect(placed.body).toMatchObject({
        code: previewed.body.code,
        message: previewed.body.message,
        details: { capability: 'asset', rule: 'assets.ARKK.brokers' },
      });
      expect(await count('trading_orders', 'account_id = $1', [harborline.id])).toBe(0);
    });

    it('validates the body as placing does, and tells a key without trading:write it could not place', async () => {
      const { id } = await open();
      await t.http
        .post(`/v1/accounts/${id}/orders/preview`)
        .set(auth)
        .send({ ...limitBuy(), timeInForce: 'opg' })
        .expect(400);
      const reader = await developerWithKey(t, ['accounts:read', 'accounts:write']);
      const own = await open({}, reader.auth);
      const res = await t.http.post(`/v1/accounts/${own.id}/orders/preview`).set(reader.auth).send(limitBuy()).expect(200);
      expect(res.body).toMatchObject({ accepted: false, status: 403, code: 'AUTH.INSUFFICIENT_SCOPE', rule: 'scope:trading:write' });
    });
  });

  describe('an order the broker cannot take', () => {
    it('is a 422 with the broker’s own words, before the idempotency key is stored', async () => {
      const { id } = await open({ broker: 'tidewater' });
      const res = await t.http.post(`/v1/accounts/${id}/orders`).set(auth).set('Idempotency-Key', 'tide-1').send(limitBuy()).expect(422);
      expect(res.body).toMatchObject({
        statusCode: 422,
        code: 'ORDER.UNSUPPORTED_BY_BROKER',
        details: {
          capability: 'trading',
          broker: 'tidewater',
          brokerCode: 'READ_ONLY_ACCOUNT',
          brokerMessage: 'This connection is read-only: Tidewater does not accept orders.',
          rule: 'trading',
        },
      });
      expect(await count('idempotency_keys', 'key = $1', ['tide-1'])).toBe(0);
      expect(await count('trading_orders', 'account_id = $1', [id])).toBe(0);
    });
  });
});
