import Decimal from 'decimal.js';
import { minuteOf, sandboxPrices } from '../src/modules/simulator/engine';
import { TradingLedger } from '../src/modules/simulator/ledger/trading-ledger.service';
import { AccountMarkets } from '../src/modules/simulator/market/account-markets.service';
import { setPriceGuard } from '../src/modules/simulator/market/market.queries';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

// Two apps start: slow on a busy machine.
jest.setTimeout(60_000);

const REAL_NOW = '2026-11-23T20:00:00Z';
const FROZEN_AT = '2026-11-30T15:00:00.000Z';

/**
 * A set price on a frozen clock is decided on what this instance last saw of the account (its
 * working orders) and of its market (the cache), and sent as one statement with no transaction
 * around it. It stands only if both are still so; otherwise nothing of it is written and the
 * price is set the locked way, on the account as stored.
 */
describe('A set price decided on what this instance last saw', () => {
  let a: TradingTestApp;
  let b: TradingTestApp;
  let onA: TradingLedger;
  let auth: { Authorization: string };

  beforeAll(async () => {
    a = await createTradingTestApp();
    b = await createTradingTestApp({ databaseUrl: a.databaseUrl });
    for (const t of [a, b]) t.clock.set(REAL_NOW);
    onA = a.app.get(TradingLedger);
    auth = (await developerWithKey(a)).auth;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** A sandbox account frozen at FROZEN_AT, with resting AAPL buys at these limits, all placed through `t`. */
  async function frozenAccount(t: TradingTestApp, limits: string[]): Promise<string> {
    const { id } = (await t.http.post('/v1/accounts').set(auth).send({}).expect(201)).body as { id: string };
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'set', to: FROZEN_AT }).expect(200);
    for (const limitPrice of limits) await placeLimit(t, id, limitPrice);
    return id;
  }
  const placeLimit = (t: TradingTestApp, id: string, limitPrice: string) =>
    t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice, timeInForce: 'gtc' })
      .expect(201);
  const setPrice = (t: TradingTestApp, id: string, price: string) =>
    t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol: 'AAPL', price }).expect(200);
  const stored = async (id: string) => {
    const orders: { status: string }[] = await a.dataSource.query('SELECT status FROM trading_orders WHERE account_id = $1 ORDER BY created_at, id', [id]);
    const [{ event_seq }] = await a.dataSource.query('SELECT event_seq FROM demo_accounts WHERE id = $1', [id]);
    const [{ price_overrides }] = await a.dataSource.query('SELECT price_overrides FROM sandbox_markets WHERE account_id = $1', [id]);
    const [{ fills }] = await a.dataSource.query('SELECT count(*)::int AS fills FROM trading_fills WHERE account_id = $1', [id]);
    return { statuses: orders.map((o) => o.status), eventSeq: Number(event_seq), overrides: price_overrides as object, fills: fills as number };
  };

  it('fills the limits this instance placed without a transaction, and stores the price with them', async () => {
    const id = await frozenAccount(a, ['150.00', '145.00', '130.00']);
    const locked = jest.spyOn(onA, 'enclosing');

    const { body } = await setPrice(a, id, '140.00');

    expect(body).toEqual({ symbol: 'AAPL', price: '140.00', at: FROZEN_AT, filled: 2 });
    expect(locked).not.toHaveBeenCalled();
    const after = await stored(id);
    expect(after.statuses).toEqual(['filled', 'filled', 'pending']);
    expect(after.fills).toBe(2);
    expect(after.overrides).toEqual({ AAPL: { price: '140.00', minute: minuteOf(new Date(FROZEN_AT)) } });
    // The next set price goes on from what this one left.
    expect((await setPrice(a, id, '120.00')).body.filled).toBe(1);
    expect(locked).not.toHaveBeenCalled();
  });

  it('also fills a limit another instance placed meanwhile, reading the account under its lock', async () => {
    const id = await frozenAccount(a, ['150.00']);
    // A keeps its view of the account, as if B's notice had not reached it yet.
    jest.spyOn(onA, 'forget').mockImplementation(() => undefined);
    await placeLimit(b, id, '141.00');
    const locked = jest.spyOn(onA, 'enclosing');

    expect((await setPrice(a, id, '140.00')).body.filled).toBe(2);

    expect(locked).toHaveBeenCalledTimes(1);
    expect((await stored(id)).statuses).toEqual(['filled', 'filled']);
  });

  it('writes nothing when the market is no longer as this instance cached it', async () => {
    const id = await frozenAccount(a, ['150.00']);
    const before = await stored(id);
    const now = new Date(FROZEN_AT);
    const overrides = { AAPL: { price: '140.00', minute: minuteOf(now) } };
    const moment = (o: typeof overrides) => ({ now, prices: sandboxPrices(1, now, o) });
    const market = await a.app.get(AccountMarkets).cachedSandbox(id);

    // Cached with another price set, or at another moment of its clock: neither is the stored market.
    const staleOverrides = setPriceGuard(id, { MSFT: { price: '1.00', minute: 1 } }, overrides, now);
    expect(await onA.fillCrossedOnSnapshot(id, 'AAPL', new Decimal('140.00'), moment(overrides), staleOverrides)).toBeNull();
    const later = new Date(now.getTime() + 60_000);
    expect(await onA.fillCrossedOnSnapshot(id, 'AAPL', new Decimal('140.00'), moment(overrides), setPriceGuard(id, {}, overrides, later))).toBeNull();
    expect(await stored(id)).toEqual(before);

    // The set price itself then goes the locked way, on the market as stored.
    expect(market!.overrides).toEqual({});
    expect((await setPrice(a, id, '140.00')).body.filled).toBe(1);
  });

  it('writes nothing, not even the price, when the account moved on though the market did not', async () => {
    const id = await frozenAccount(a, ['150.00']);
    jest.spyOn(onA, 'forget').mockImplementation(() => undefined);
    await placeLimit(b, id, '100.00');
    const before = await stored(id);
    const now = new Date(FROZEN_AT);
    const overrides = { AAPL: { price: '140.00', minute: minuteOf(now) } };

    const filled = await onA.fillCrossedOnSnapshot(
      id,
      'AAPL',
      new Decimal('140.00'),
      { now, prices: sandboxPrices(1, now, overrides) },
      setPriceGuard(id, {}, overrides, now),
    );

    expect(filled).toBeNull();
    expect(await stored(id)).toEqual(before);
    expect(before.overrides).toEqual({});
  });
});
