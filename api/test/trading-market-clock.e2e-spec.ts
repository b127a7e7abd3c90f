import Decimal from 'decimal.js';
import { Client } from 'pg';
import { lockIdFor } from '../src/database/advisory-lock';
import { Prices } from '../src/modules/trading/engine';
import { MarketClockJob } from '../src/modules/trading/jobs/market-clock.job';
import { TRADING_PRICE_FEED } from '../src/modules/trading/trading.tokens';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

/** Every step adds one cent to AAPL, and counts itself. */
const feed = {
  steps: 0,
  next(current: Prices): Prices {
    this.steps += 1;
    return { ...current, AAPL: current.AAPL.plus('0.01') };
  },
};

describe('Market clock', () => {
  let t: TradingTestApp;
  let otherInstance: Client;

  beforeAll(async () => {
    t = await createTradingTestApp({ override: (b) => b.overrideProvider(TRADING_PRICE_FEED).useValue(feed) });
    otherInstance = new Client({ connectionString: t.databaseUrl });
    await otherInstance.connect();
    await t.setPrices({ AAPL: '100.00' });
  });
  afterAll(async () => {
    await otherInstance.end();
    await t.close();
  });

  const storedAapl = async () => new Decimal((await t.dataSource.query(`SELECT price FROM trading_prices WHERE symbol = 'AAPL'`))[0].price).toFixed(2);

  it('advances the feed, matches and expires only while it holds the leader lock', async () => {
    const job = t.app.get(MarketClockJob);
    await job.tick();
    expect(feed.steps).toBe(1);
    expect(await storedAapl()).toBe('100.01');

    // Another instance is the leader for this tick: this one only picks up the stored prices.
    await otherInstance.query('SELECT pg_advisory_lock($1::bigint)', [lockIdFor('trading:market-clock')]);
    await otherInstance.query(`UPDATE trading_prices SET price = 120.00 WHERE symbol = 'AAPL'`);
    await job.tick();
    expect(feed.steps).toBe(1);
    const visitor = t.agent();
    await visitor.post('/api/trading/orders').send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' }).expect(201);
    expect((await visitor.get('/api/trading/orders')).body[0].filledPrice).toBe(120);

    await otherInstance.query('SELECT pg_advisory_unlock($1::bigint)', [lockIdFor('trading:market-clock')]);
    await job.tick();
    expect(feed.steps).toBe(2);
    expect(await storedAapl()).toBe('120.01');
  });

  it('expires due day orders on its tick', async () => {
    const visitor = t.agent();
    t.clock.set('2025-01-15T20:59:00Z'); // 15:59 EST
    const order = await visitor
      .post('/api/trading/orders')
      .send({ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, price: 1, timeInForce: 'day' })
      .expect(201);
    t.clock.set('2025-01-15T21:00:00Z');
    await t.app.get(MarketClockJob).tick();
    const [stored] = await t.dataSource.query('SELECT status, reason FROM trading_orders WHERE id = $1', [order.body.id]);
    expect(stored).toEqual({ status: 'canceled', reason: 'EXPIRED_AT_CLOSE' });
  });
});
