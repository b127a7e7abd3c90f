import { ASSET_SYMBOLS, barsPage, pathPrice } from '../src/modules/simulator/engine';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

// Monday 23 November 2026, 10:10:30 New York: the market has been open 40 minutes.
const MONDAY = '2026-11-23T15:10:30Z';

describe('Market data on /v1: assets, quotes and bars on the account’s clock', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };
  let consoleAgent: Awaited<ReturnType<typeof developerWithKey>>['agent'];

  const open = async (seed: number) => (await t.http.post('/v1/accounts').set(auth).send({ seed }).expect(201)).body.id as string;
  const freeze = (id: string) => t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
  const bars = (id: string, query: Record<string, string | number>) => t.http.get(`/v1/accounts/${id}/bars`).query(query).set(auth);

  beforeAll(async () => {
    t = await createTradingTestApp();
    ({ auth, agent: consoleAgent } = await developerWithKey(t));
  });
  beforeEach(() => t.clock.set(MONDAY));
  afterAll(() => t.close());

  describe('GET /v1/assets', () => {
    it('lists the catalogue: at least 30 symbols with class, exchange, fractionable and the brokers that trade each', async () => {
      const { items } = (await t.http.get('/v1/assets').set(auth).expect(200)).body;
      expect(items.length).toBeGreaterThanOrEqual(30);
      expect(items.map((a: { symbol: string }) => a.symbol)).toEqual(ASSET_SYMBOLS);
      expect(items.find((a: { symbol: string }) => a.symbol === 'SPY')).toEqual({
        symbol: 'SPY',
        name: 'SPDR S&P 500 ETF Trust',
        class: 'etf',
        exchange: 'NYSEARCA',
        fractionable: true,
        tradable: true,
        brokers: ['northwind', 'harborline', 'meridian', 'summit-ridge'],
        easyToBorrow: true,
        referencePrice: '660.00',
      });
      expect(items.some((a: { fractionable: boolean }) => !a.fractionable)).toBe(true);
      // Not every broker trades everything: an order for ARKK at harborline is refused (brokers-contract).
      expect(items.find((a: { symbol: string }) => a.symbol === 'ARKK').brokers).toEqual(['northwind', 'meridian', 'summit-ridge']);
    });

    it('answers one symbol, and 404 ASSET.NOT_FOUND for one it does not know', async () => {
      expect((await t.http.get('/v1/assets/KO').set(auth).expect(200)).body).toMatchObject({ symbol: 'KO', class: 'us_equity', exchange: 'NYSE' });
      const res = await t.http.get('/v1/assets/ZZZZ').set(auth).expect(404);
      expect(res.body).toMatchObject({ code: 'ASSET.NOT_FOUND', details: { symbol: 'ZZZZ' } });
    });

    it('needs a key with accounts:read', async () => {
      await t.http.get('/v1/assets').expect(401);
      const { auth: writeOnly } = await developerWithKey(t, ['trading:write']);
      expect((await t.http.get('/v1/assets').set(writeOnly).expect(403)).body.code).toBe('AUTH.INSUFFICIENT_SCOPE');
    });
  });

  describe('GET /v1/accounts/{id}/quotes', () => {
    it('quotes the account’s prices at its clock: last is the path, bid and ask 1 bp either side', async () => {
      const id = await open(42);
      await freeze(id);
      const res = (await t.http.get(`/v1/accounts/${id}/quotes`).query({ symbols: 'AAPL,spy, KO' }).set(auth).expect(200)).body;
      expect(res.at).toBe('2026-11-23T15:10:30.000Z');
      expect(res.isOpen).toBe(true);
      expect(res.items.map((q: { symbol: string }) => q.symbol)).toEqual(['AAPL', 'SPY', 'KO']);
      for (const q of res.items) {
        const last = pathPrice(42, q.symbol, new Date(MONDAY));
        expect(q.last).toBe(last.toFixed(2));
        const half = Math.max(0.01, Math.ceil(last.toNumber() * 0.0001 * 100 - 1e-9) / 100);
        expect(Number(q.ask) - Number(q.last)).toBeCloseTo(half, 6);
        expect(Number(q.last) - Number(q.bid)).toBeCloseTo(half, 6);
      }
    });

    it('follows a price set by hand, and the clock when it moves', async () => {
      const id = await open(43);
      await freeze(id);
      await t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol: 'NFLX', price: '1000.00' }).expect(200);
      const quote = async () => (await t.http.get(`/v1/accounts/${id}/quotes?symbols=NFLX`).set(auth).expect(200)).body;
      expect((await quote()).items[0]).toEqual({ symbol: 'NFLX', bid: '999.90', ask: '1000.10', last: '1000.00' });
      await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'set', to: '2026-11-28T15:00:00Z' }).expect(200);
      const later = await quote();
      expect(later).toMatchObject({ at: '2026-11-28T15:00:00.000Z', isOpen: false });
      expect(later.items[0].last).toBe(pathPrice(43, 'NFLX', new Date('2026-11-28T15:00:00Z')).toFixed(2));
    });

    it('refuses unknown symbols (named), too many, or none: 400', async () => {
      const id = await open(44);
      const refused = async (symbols: string) => (await t.http.get(`/v1/accounts/${id}/quotes`).query({ symbols }).set(auth).expect(400)).body;
      expect((await refused('AAPL,NOPE,XX')).message).toContain('NOPE, XX');
      expect((await refused(Array.from({ length: 51 }, () => 'AAPL').join(','))).message).toContain('at most 50');
      expect((await refused(',,')).code).toBe('VALIDATION_FAILED');
      await t.http.get(`/v1/accounts/${id}/quotes`).set(auth).expect(400);
    });

    it('answers the console too (session cookie), as /v1 does', async () => {
      const id = await open(53);
      await freeze(id);
      const fromV1 = (await t.http.get(`/v1/accounts/${id}/quotes?symbols=MSFT,TSLA`).set(auth).expect(200)).body;
      expect((await consoleAgent.get(`/api/developer/accounts/${id}/quotes?symbols=MSFT,TSLA`).expect(200)).body).toEqual(fromV1);
    });

    it('is another developer’s account: 404', async () => {
      const id = await open(45);
      const { auth: other } = await developerWithKey(t);
      expect((await t.http.get(`/v1/accounts/${id}/quotes?symbols=AAPL`).set(other).expect(404)).body.code).toBe('SANDBOX.ACCOUNT_NOT_FOUND');
    });
  });

  describe('GET /v1/accounts/{id}/bars', () => {
    it('pages a range of 1Min bars with a cursor, the pages joining into the engine’s bars, none past the clock', async () => {
      const id = await open(46);
      await freeze(id);
      const query = { symbol: 'SPY', timeframe: '1Min', start: '2026-11-20T14:30:00Z', end: '2026-11-24T00:00:00Z', limit: 250 };
      const pages = [];
      let after: string | undefined;
      do {
        const page = (await bars(id, after ? { ...query, after } : query).expect(200)).body;
        pages.push(page);
        after = page.nextCursor ?? undefined;
      } while (after);
      const all = pages.flatMap((p) => p.items);
      // Friday's 390 minutes, then Monday's 40 up to the clock (10:10:30: the 10:10 bar is still forming).
      expect(pages.map((p) => p.items.length)).toEqual([250, 180]);
      expect(all[all.length - 1].time).toBe('2026-11-23T15:09:00.000Z');
      expect(all[390]).toMatchObject({ time: '2026-11-23T14:30:00.000Z', open: all[389].close });
      const engine = barsPage(46, 'SPY', '1Min', { from: Date.parse(query.start), to: Date.parse(query.end), now: Date.parse(MONDAY), limit: 10_000 });
      expect(all.map((b: { close: string }) => b.close)).toEqual(engine.bars.map((b) => (b.close / 100).toFixed(2)));
      expect(pages[0]).toMatchObject({ symbol: 'SPY', timeframe: '1Min' });
    });

    it('gives the same bars to two accounts with one seed, whatever their clocks', async () => {
      const [a, b] = [await open(47), await open(47)];
      await freeze(a);
      await t.http.post(`/v1/accounts/${b}/clock`).set(auth).send({ action: 'set', to: '2026-12-01T15:00:00Z' }).expect(200);
      const query = { symbol: 'AMD', timeframe: '1Hour', start: '2026-11-16T00:00:00Z', end: '2026-11-21T00:00:00Z' };
      const [fromA, fromB] = [(await bars(a, query).expect(200)).body, (await bars(b, query).expect(200)).body];
      expect(fromA.items).toHaveLength(35);
      expect(fromB).toEqual(fromA);
    });

    it('cuts a range past the account’s clock at the clock', async () => {
      const id = await open(48);
      await freeze(id);
      const res = (await bars(id, { symbol: 'AAPL', timeframe: '1Day', start: '2026-11-16T00:00:00Z', end: '2027-06-01T00:00:00Z' }).expect(200)).body;
      // 16–20 November: five sessions; Monday 23rd is still under way.
      expect(res.items.map((b: { time: string }) => b.time.slice(0, 10))).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
      expect(res.nextCursor).toBeNull();
    });

    it('serves no bar before the broker’s history: a range before it is a 422 saying from when, the default range starts at it', async () => {
      // tidewater: 365 days of history, a day late, so from Sunday 22 November 2025, 10:10:30 New York.
      const tide = (await t.http.post('/v1/accounts').set(auth).send({ seed: 60, broker: 'tidewater' }).expect(201)).body.id as string;
      await freeze(tide);
      const earliest = '2025-11-22T15:10:30.000Z';
      const before = await bars(tide, { symbol: 'AAPL', timeframe: '1Day', start: '2025-11-01T00:00:00Z' }).expect(422);
      expect(before.body).toMatchObject({ code: 'MARKET_DATA.BEYOND_HISTORY', details: { field: 'start', broker: 'tidewater', depthDays: 365, earliest } });
      expect(before.body.message).toBe(`Tidewater Brokers serves 365 days of history: start must be after ${earliest}.`);
      const wholly = await bars(tide, { symbol: 'AAPL', timeframe: '1Day', start: '2025-11-01T00:00:00Z', end: '2025-11-10T00:00:00Z' }).expect(422);
      expect(wholly.body.details).toMatchObject({ field: 'end', earliest });

      const year = (await bars(tide, { symbol: 'AAPL', timeframe: '1Day', limit: 10_000 }).expect(200)).body;
      expect(year.items[0].time >= earliest).toBe(true);
      expect(year.items[0].time.slice(0, 10)).toBe('2025-11-24');

      // summit-ridge keeps twenty years: the same start is served.
      const summit = (await t.http.post('/v1/accounts').set(auth).send({ seed: 60, broker: 'summit-ridge' }).expect(201)).body.id as string;
      await freeze(summit);
      await bars(summit, { symbol: 'AAPL', timeframe: '1Day', start: '2025-11-01T00:00:00Z' }).expect(200);
    });

    it('refuses bad input with a 400 that says what is wrong', async () => {
      const id = await open(49);
      const refused = async (query: Record<string, string | number>) => ((await bars(id, query).expect(400)).body.message as string).toLowerCase();
      expect(await refused({ symbol: 'AAPL', timeframe: '5Min' })).toContain('timeframe must be one of 1min, 1hour, 1day');
      expect(await refused({ symbol: 'NOPE', timeframe: '1Min' })).toContain('symbol nope is not in the catalogue');
      expect(await refused({ symbol: 'AAPL', timeframe: '1Min', start: '2026-11-20T00:00:00Z', end: '2026-11-19T00:00:00Z' })).toContain(
        'start must be before end',
      );
      expect(await refused({ symbol: 'AAPL', timeframe: '1Min', limit: 0 })).toContain('limit must be at least 1');
      expect(await refused({ symbol: 'AAPL', timeframe: '1Min', limit: 10_001 })).toContain('limit must be at most 10000');
      expect(await refused({ symbol: 'AAPL', timeframe: '1Min', start: 'yesterday' })).toContain('start must be an iso-8601 time');
      expect(await refused({ symbol: 'AAPL', timeframe: '1Min', after: 'bm90LWEtY3Vyc29y' })).toContain('after must be a cursor');
    });

    it('counts a call per 1,000 bars of limit against the key’s rate limit', async () => {
      const id = await open(54);
      const remaining = (res: { headers: Record<string, string> }) => Number(res.headers['x-ratelimit-remaining']);
      const before = remaining(await t.http.get('/v1/assets').set(auth).expect(200));
      const after = remaining(await bars(id, { symbol: 'AAPL', timeframe: '1Min', limit: 10_000 }).expect(200));
      expect(before - after).toBe(10);
    });

    it('needs accounts:read', async () => {
      const id = await open(50);
      const { auth: writeOnly } = await developerWithKey(t, ['trading:write']);
      await bars(id, { symbol: 'AAPL', timeframe: '1Min' }).set(writeOnly).expect(403);
    });
  });

  describe('orders on the new symbols', () => {
    it('fills a market order for SPY at the account’s price, and values the position with it', async () => {
      const id = await open(51);
      await freeze(id);
      const order = (
        await t.http
          .post(`/v1/accounts/${id}/orders`)
          .set(auth)
          .send({ symbol: 'SPY', side: 'buy', type: 'market', quantity: 3, timeInForce: 'day' })
          .expect(201)
      ).body;
      const price = pathPrice(51, 'SPY', new Date(MONDAY)).toFixed(2);
      expect(order).toMatchObject({ symbol: 'SPY', status: 'filled', filledQuantity: 3, averageFillPrice: price });
      const positions = (await t.http.get(`/v1/accounts/${id}/positions`).set(auth).expect(200)).body.items;
      expect(positions).toEqual([expect.objectContaining({ symbol: 'SPY', quantity: 3, marketPrice: price })]);
      const quote = (await t.http.get(`/v1/accounts/${id}/quotes?symbols=SPY`).set(auth).expect(200)).body.items[0];
      expect(quote.last).toBe(price);
    });

    it('fills a resting limit on a new symbol when the clock moves the path through it', async () => {
      const id = await open(52);
      await freeze(id);
      const now = pathPrice(52, 'KO', new Date(MONDAY));
      const limit = now.times(0.99).toDecimalPlaces(2).toFixed(2);
      const order = (
        await t.http
          .post(`/v1/accounts/${id}/orders`)
          .set(auth)
          .send({ symbol: 'KO', side: 'buy', type: 'limit', limitPrice: limit, quantity: 1, timeInForce: 'gtc' })
          .expect(201)
      ).body;
      await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'set', to: '2027-03-01T15:00:00Z' }).expect(200);
      const after = (await t.http.get(`/v1/accounts/${id}/orders/${order.id}`).set(auth).expect(200)).body;
      expect(after).toMatchObject({ status: 'filled', averageFillPrice: limit });
    });
  });
});
