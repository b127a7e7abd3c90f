import Decimal from 'decimal.js';
import { barsPage, pathPrice } from '../src/modules/simulator/engine';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

// Tuesday 24 November 2026, 10:00 New York: the last close was Monday's, 16:00 (21:00 UTC).
const TUESDAY = '2026-11-24T15:00:00Z';
const MONDAY_CLOSE = '2026-11-23T21:00:00.000Z';
const SEED = 77;
const HOLDING = { symbol: 'AAPL', quantity: 10, averageCost: '150.00' };

/**
 * CONNECT.md: tidewater, a read-only aggregator, refreshes balances daily, and its market data is a
 * day late (history.delaySeconds 86,400). Its accounts show the values of the last refresh, the
 * latest market close on the account's clock; a northwind account on the same path shows them now.
 */
describe('tidewater: balances as of the daily refresh, market data a day late', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };
  const open = async (broker: string) => {
    const id = (
      await t.http
        .post('/v1/accounts')
        .set(auth)
        .send({ broker, seed: SEED, cash: '1000.00', positions: [HOLDING] })
        .expect(201)
    ).body.id as string;
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
    return id;
  };
  const get = async (path: string) => (await t.http.get(path).set(auth).expect(200)).body;
  /** The session's closing price: the close of its 1Day bar, the path's price in its last minute. */
  const mondayClose = () => {
    const page = barsPage(SEED, 'AAPL', '1Day', {
      from: Date.parse('2026-11-23T00:00:00Z'),
      to: Date.parse('2026-11-24T00:00:00Z'),
      now: Date.parse(TUESDAY),
      limit: 1,
    });
    return (page.bars[0].close / 100).toFixed(2);
  };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set(TUESDAY);
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  it('values a tidewater account’s balances and positions at the last close, and says so; northwind’s now', async () => {
    const [tide, north] = [await open('tidewater'), await open('northwind')];
    const close = mondayClose();
    const now = pathPrice(SEED, 'AAPL', new Date(TUESDAY)).toFixed(2);
    expect(close).not.toBe(now);

    const tideAccount = await get(`/v1/accounts/${tide}`);
    expect(tideAccount).toMatchObject({ broker: 'tidewater', now: '2026-11-24T15:00:00.000Z', balancesAsOf: MONDAY_CLOSE, cash: '1000.00' });
    expect(tideAccount.marketValue).toBe(new Decimal(close).times(10).toFixed(2));
    expect(await get(`/v1/accounts/${tide}/positions`)).toEqual({
      asOf: MONDAY_CLOSE,
      items: [expect.objectContaining({ symbol: 'AAPL', quantity: 10, marketPrice: close })],
    });

    const northAccount = await get(`/v1/accounts/${north}`);
    expect(northAccount).toMatchObject({ broker: 'northwind', balancesAsOf: '2026-11-24T15:00:00.000Z' });
    expect(northAccount.marketValue).toBe(new Decimal(now).times(10).toFixed(2));
    expect((await get(`/v1/accounts/${north}/positions`)).items[0].marketPrice).toBe(now);
  });

  it('moves to the next close only once the clock passes it', async () => {
    const tide = await open('tidewater');
    const setClock = (to: string) => t.http.post(`/v1/accounts/${tide}/clock`).set(auth).send({ action: 'set', to }).expect(200);
    await setClock('2026-11-24T20:59:00Z'); // 15:59 New York: still Monday's refresh
    expect((await get(`/v1/accounts/${tide}`)).balancesAsOf).toBe(MONDAY_CLOSE);
    await setClock('2026-11-24T21:00:00Z'); // the bell
    expect((await get(`/v1/accounts/${tide}`)).balancesAsOf).toBe('2026-11-24T21:00:00.000Z');
    await setClock('2026-11-29T15:00:00Z'); // Sunday: Friday's early close (13:00)
    expect((await get(`/v1/accounts/${tide}/positions`)).asOf).toBe('2026-11-27T18:00:00.000Z');
  });

  it('quotes and bars at tidewater end a day before the clock (history.delaySeconds); northwind’s at the clock', async () => {
    const [tide, north] = [await open('tidewater'), await open('northwind')];
    const dayBefore = '2026-11-23T15:00:00.000Z';
    const tideQuotes = await get(`/v1/accounts/${tide}/quotes?symbols=AAPL`);
    expect(tideQuotes).toMatchObject({ at: dayBefore, isOpen: true, delaySeconds: 86_400 });
    expect(tideQuotes.items[0].last).toBe(pathPrice(SEED, 'AAPL', new Date(dayBefore)).toFixed(2));
    const northQuotes = await get(`/v1/accounts/${north}/quotes?symbols=AAPL`);
    expect(northQuotes).toMatchObject({ at: '2026-11-24T15:00:00.000Z', delaySeconds: 0 });

    const minuteBars = async (id: string) =>
      (await get(`/v1/accounts/${id}/bars?symbol=AAPL&timeframe=1Min&start=2026-11-23T14:30:00Z`)).items as { time: string }[];
    const [tideBars, northBars] = [await minuteBars(tide), await minuteBars(north)];
    expect(tideBars.at(-1)!.time).toBe('2026-11-23T14:59:00.000Z'); // the last minute ended by Monday 15:00 UTC
    expect(northBars.at(-1)!.time).toBe('2026-11-24T14:59:00.000Z');
    // The same path: what tidewater shows is northwind's, a day earlier.
    expect(tideBars).toEqual(northBars.slice(0, tideBars.length));
  });
});
