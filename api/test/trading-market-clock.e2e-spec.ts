import Decimal from 'decimal.js';
import { Client } from 'pg';
import { lockIdFor } from '../src/database/advisory-lock';
import { Prices } from '../src/modules/simulator/engine';
import { MarketClockJob } from '../src/modules/simulator/jobs/market-clock.job';
import { SandboxClock } from '../src/modules/simulator/market/sandbox-clock.service';
import { TRADING_PRICE_FEED } from '../src/modules/simulator/trading.tokens';
import { eventually } from './utils/eventually';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

/** Every step adds one cent to AAPL (or moves it to `jumpTo`), and counts itself. */
const feed = {
  steps: 0,
  jumpTo: null as string | null,
  next(current: Prices): Prices {
    this.steps += 1;
    return { ...current, AAPL: this.jumpTo ? new Decimal(this.jumpTo) : current.AAPL.plus('0.01') };
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

  it('advances the feed, matches and expires only while it leads, and keeps the lead once it has it', async () => {
    const job = t.app.get(MarketClockJob);
    const lock = lockIdFor('trading:market-clock');
    // Another instance leads: this one only picks up the stored prices.
    expect((await otherInstance.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [lock])).rows[0].locked).toBe(true);
    await otherInstance.query(`UPDATE trading_prices SET price = 120.00 WHERE symbol = 'AAPL'`);
    await job.tick();
    expect(feed.steps).toBe(0);
    const visitor = await t.visitor();
    await visitor.post('/api/trading/orders').send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' }).expect(201);
    expect((await visitor.get('/api/trading/orders')).body[0].filledPrice).toBe(120);

    // The leader is gone: this instance takes the lead at its next tick, and keeps it.
    await otherInstance.query('SELECT pg_advisory_unlock($1::bigint)', [lock]);
    await job.tick();
    expect(feed.steps).toBe(1);
    expect(await storedAapl()).toBe('120.01');
    expect((await otherInstance.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [lock])).rows[0].locked).toBe(false);
    await job.tick();
    expect(feed.steps).toBe(2);
  });

  it('keeps ticking on time while the matcher works through a flood of crossed orders', async () => {
    await t.setPrices({ AAPL: '100.00' });
    const visitor = await t.visitor();
    const limitBuy = { symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, price: 99.5, timeInForce: 'day' };
    for (let i = 0; i < 200; i += 1) await visitor.post('/api/trading/orders').send(limitBuy).expect(201);
    const pending = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM trading_orders WHERE status = 'pending'`))[0].n);
    const job = t.app.get(MarketClockJob);
    const steps = feed.steps;
    // Another instance holds the account (a slow change of its own), so the fills cannot be
    // made until it lets go: however fast the matcher is, they are still to come after the tick.
    await otherInstance.query('BEGIN');
    await otherInstance.query(`SELECT 1 FROM demo_accounts WHERE id IN (SELECT account_id FROM trading_orders WHERE status = 'pending') FOR UPDATE`);
    try {
      feed.jumpTo = '99.00';
      await job.tick();
      // The tick is over while the fills are still waiting to be made...
      expect(await pending()).toBe(200);
      feed.jumpTo = '98.90';
      // ...and the next tick is not held back (nor skipped) by them.
      await job.tick();
      expect(feed.steps).toBe(steps + 2);
      expect(await storedAapl()).toBe('98.90');
    } finally {
      await otherInstance.query('ROLLBACK');
      feed.jumpTo = null;
    }
    await eventually(async () => expect(await pending()).toBe(0), 30_000);
  });

  it('keeps ticking while a slow pass over running sandbox clocks works, one pass at a time', async () => {
    const job = t.app.get(MarketClockJob);
    let finish: () => void = () => undefined;
    const pass = jest.spyOn(t.app.get(SandboxClock), 'catchUpRunning').mockImplementation(() => new Promise((resolve) => (finish = () => resolve(0))));
    try {
      const steps = feed.steps;
      const first = job.tick(); // resolves once its sandbox pass is done
      // Two more ticks advance the feed while that pass still runs, and start no second one.
      await eventually(async () => {
        void job.tick();
        expect(feed.steps).toBeGreaterThanOrEqual(steps + 3);
      });
      expect(pass).toHaveBeenCalledTimes(1);
      finish();
      await first;
    } finally {
      finish();
      pass.mockRestore();
    }
  });

  it('expires due day orders on its tick', async () => {
    const visitor = await t.visitor();
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
