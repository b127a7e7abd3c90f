import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

/**
 * The contract a partner can run against us (CONNECT.md "Brokers"): the same order bodies
 * sent to an account at each of the five brokers, and what each broker answers, as a table.
 * 201: placed; a capability name: 422 ORDER.UNSUPPORTED_BY_BROKER for it, nothing written
 * (`asset`: the broker does not trade the symbol, as GET /v1/assets lists; `shortSelling`: a short
 * sale of a hard-to-borrow symbol where the broker lends others; `fractional`, `notional`: a
 * fraction of a share or a dollar amount, which northwind alone takes, on market day orders for
 * fractionable assets; `extendedHours`: an extended-hours order, northwind's limit day orders
 * only); NO_SHARES: placed (201) and rejected INSUFFICIENT_SHARES, a sale beyond the shares held
 * where the broker does not sell short; 400: the body is wrong whatever the broker. Each account
 * holds 100 AAPL (and no MSFT).
 */
const BROKERS = ['northwind', 'harborline', 'meridian', 'summit-ridge', 'tidewater'] as const;

const order = (side: string, type: string, timeInForce: string, extra: Record<string, unknown> = {}) => ({
  symbol: 'AAPL' as string,
  side,
  type,
  quantity: 1,
  timeInForce,
  ...extra,
});
const BUY_LOW = { limitPrice: '1.00' };
const SELL_HIGH = { limitPrice: '99999.00' };
// Stops far from the price, so they rest: a buy stop above it, a sell stop below.
const BUY_STOP = { stopPrice: '99999.00' };
const SELL_STOP = { stopPrice: '1.00' };
// Trails wide of the path's moves within the test, so they rest.
const TRAIL_USD = { trailPrice: '50.00' };
const TRAIL_PCT = { trailPercent: '25' };

type Outcome =
  201 | 400 | 'orderType' | 'timeInForce' | 'trading' | 'asset' | 'extendedHours' | 'shortSelling' | 'INSUFFICIENT_SHARES' | 'fractional' | 'notional';
const [OK, BAD, TYPE, TIF, RO, ASSET, EXT] = [201, 400, 'orderType', 'timeInForce', 'trading', 'asset', 'extendedHours'] as const;
const [HTB, NO_SHARES] = ['shortSelling', 'INSUFFICIENT_SHARES'] as const;
const EXTENDED = { extendedHours: true };
const [FRAC, NOTL] = ['fractional', 'notional'] as const;
const HALF = { quantity: 0.5 };
const DOLLARS = { quantity: undefined, notional: '100.00' };
const ARKK = { symbol: 'ARKK' };
const GLD = { symbol: 'GLD' };
const MSFT = { symbol: 'MSFT' };

//                                                                            northwind harborline meridian summit-ridge tidewater
const CONTRACT: [string, Record<string, unknown>, Outcome[]][] = [
  ['market buy day', order('buy', 'market', 'day'), /*                     */ [OK, OK, OK, OK, RO]],
  ['market buy gtc', order('buy', 'market', 'gtc'), /*                     */ [OK, TIF, OK, OK, RO]],
  ['market buy ioc', order('buy', 'market', 'ioc'), /*                     */ [OK, TIF, TIF, OK, RO]],
  ['market sell day', order('sell', 'market', 'day'), /*                   */ [OK, OK, OK, OK, RO]],
  ['limit buy day', order('buy', 'limit', 'day', BUY_LOW), /*              */ [OK, OK, OK, OK, RO]],
  ['limit buy gtc', order('buy', 'limit', 'gtc', BUY_LOW), /*              */ [OK, OK, OK, OK, RO]],
  ['limit buy ioc', order('buy', 'limit', 'ioc', BUY_LOW), /*              */ [OK, TIF, TIF, OK, RO]],
  ['limit sell gtc', order('sell', 'limit', 'gtc', SELL_HIGH), /*          */ [OK, OK, OK, OK, RO]],
  ['limit sell ioc', order('sell', 'limit', 'ioc', SELL_HIGH), /*          */ [OK, TIF, TIF, OK, RO]],
  ['stop buy day', order('buy', 'stop', 'day', BUY_STOP), /*               */ [TYPE, OK, OK, OK, RO]],
  ['stop sell gtc', order('sell', 'stop', 'gtc', SELL_STOP), /*            */ [TYPE, OK, OK, OK, RO]],
  ['stop buy ioc', order('buy', 'stop', 'ioc', BUY_STOP), /*               */ [TYPE, TIF, TIF, TIF, RO]],
  ['stop_limit buy gtc', order('buy', 'stop_limit', 'gtc', { ...BUY_STOP, limitPrice: '99999.50' }), [TYPE, OK, OK, OK, RO]],
  ['trailing_stop sell gtc', order('sell', 'trailing_stop', 'gtc', TRAIL_USD), [TYPE, TYPE, TYPE, OK, RO]],
  ['trailing_stop buy day', order('buy', 'trailing_stop', 'day', TRAIL_PCT), [TYPE, TYPE, TYPE, OK, RO]],
  ['trailing_stop sell ioc', order('sell', 'trailing_stop', 'ioc', TRAIL_USD), [TYPE, TYPE, TYPE, TIF, RO]],
  ['bad: trailing_stop without a trail', order('sell', 'trailing_stop', 'gtc'), [BAD, BAD, BAD, BAD, BAD]],
  ['bad: trailing_stop with both trails', order('sell', 'trailing_stop', 'gtc', { ...TRAIL_USD, ...TRAIL_PCT }), [BAD, BAD, BAD, BAD, BAD]],
  ['bad: stop order with a trailPercent', order('sell', 'stop', 'gtc', { ...SELL_STOP, ...TRAIL_PCT }), [BAD, BAD, BAD, BAD, BAD]],
  ['ARKK market buy day', order('buy', 'market', 'day', ARKK), /*         */ [OK, ASSET, OK, OK, RO]],
  ['GLD limit buy gtc', order('buy', 'limit', 'gtc', { ...GLD, ...BUY_LOW }), [OK, ASSET, OK, OK, RO]],
  ['ARKK market buy ioc', order('buy', 'market', 'ioc', ARKK), /*         */ [OK, ASSET, TIF, OK, RO]],
  ['bad: market order with a limitPrice', order('buy', 'market', 'day', BUY_LOW), [BAD, BAD, BAD, BAD, BAD]],
  ['bad: limit order without a limitPrice', order('buy', 'limit', 'gtc'), /**/ [BAD, BAD, BAD, BAD, BAD]],
  ['bad: stop order without a stopPrice', order('sell', 'stop', 'gtc'), /*  */ [BAD, BAD, BAD, BAD, BAD]],
  ['bad: stop_limit without a limitPrice', order('buy', 'stop_limit', 'gtc', BUY_STOP), [BAD, BAD, BAD, BAD, BAD]],
  ['bad: limit order with a stopPrice', order('buy', 'limit', 'gtc', { ...BUY_LOW, ...SELL_STOP }), [BAD, BAD, BAD, BAD, BAD]],
  ['limit buy fok', order('buy', 'limit', 'fok', BUY_LOW), /*              */ [OK, TIF, TIF, OK, RO]],
  ['market sell fok', order('sell', 'market', 'fok'), /*                   */ [OK, TIF, TIF, OK, RO]],
  ['bad: opening-only time in force', order('buy', 'limit', 'opg', BUY_LOW), [BAD, BAD, BAD, BAD, BAD]],
  ['limit buy day, extended hours', order('buy', 'limit', 'day', { ...BUY_LOW, ...EXTENDED }), [OK, EXT, EXT, EXT, RO]],
  ['market buy day, extended hours', order('buy', 'market', 'day', EXTENDED), [EXT, EXT, EXT, EXT, RO]],
  ['short: MSFT market sell day (none held)', order('sell', 'market', 'day', { ...MSFT, quantity: 5 }), [NO_SHARES, NO_SHARES, NO_SHARES, OK, RO]],
  ['short: MSFT limit sell gtc', order('sell', 'limit', 'gtc', { ...MSFT, quantity: 5, limitPrice: '999.00' }), [NO_SHARES, NO_SHARES, NO_SHARES, OK, RO]],
  ['short: ARKK market sell 10 (hard to borrow)', order('sell', 'market', 'day', { ...ARKK, quantity: 10 }), [NO_SHARES, ASSET, NO_SHARES, HTB, RO]],
  ['fractional market buy day', order('buy', 'market', 'day', HALF), /*   */ [OK, FRAC, FRAC, FRAC, RO]],
  ['fractional market sell day', order('sell', 'market', 'day', HALF), /* */ [OK, FRAC, FRAC, FRAC, RO]],
  ['notional market buy day', order('buy', 'market', 'day', DOLLARS), /*  */ [OK, NOTL, NOTL, NOTL, RO]],
  ['fractional limit buy day', order('buy', 'limit', 'day', { ...HALF, ...BUY_LOW }), [FRAC, FRAC, FRAC, FRAC, RO]],
  ['fractional market buy gtc', order('buy', 'market', 'gtc', HALF), /*   */ [FRAC, TIF, FRAC, FRAC, RO]],
  ['notional T market buy day', order('buy', 'market', 'day', { ...DOLLARS, symbol: 'T' }), [NOTL, NOTL, NOTL, NOTL, RO]],
  ['bad: quantity and notional', order('buy', 'market', 'day', { notional: '100.00' }), [BAD, BAD, BAD, BAD, BAD]],
  ['bad: quantity to 10 places', order('buy', 'market', 'day', { quantity: 0.0000000001 }), [BAD, BAD, BAD, BAD, BAD]],
];

describe('Brokers: one order body, five brokers (the contract suite)', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };
  const accounts = new Map<string, string>();

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-24T15:00:00Z'); // a Tuesday, 10:00 in New York: the market is open
    ({ auth } = await developerWithKey(t));
    for (const broker of BROKERS) {
      const res = await t.http
        .post('/v1/accounts')
        .set(auth)
        .send({ broker, positions: [{ symbol: 'AAPL', quantity: 100, averageCost: '150.00' }] })
        .expect(201);
      expect(res.body.broker).toBe(broker);
      accounts.set(broker, res.body.id);
    }
  });
  afterAll(() => t.close());

  const cases = CONTRACT.flatMap(([name, body, outcomes]) => BROKERS.map((broker, i) => [broker, name, body, outcomes[i]] as const));

  it.each(cases)('%s: %s', async (broker, _name, body, expected) => {
    const res = await t.http
      .post(`/v1/accounts/${accounts.get(broker)}/orders`)
      .set(auth)
      .send(body);
    if (typeof expected === 'number') {
      expect([res.status, res.body.code]).toEqual([expected, expected === 400 ? 'VALIDATION_FAILED' : undefined]);
      if (expected === 201) expect(res.body.status).not.toBe('rejected');
      return;
    }
    if (expected === NO_SHARES) {
      expect([res.status, res.body.status, res.body.rejectReason?.code]).toEqual([201, 'rejected', NO_SHARES]);
      return;
    }
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      code: 'ORDER.UNSUPPORTED_BY_BROKER',
      message: expect.stringMatching(/\S/),
      correlationId: expect.any(String),
      docUrl: expect.stringMatching(/#ORDER\.UNSUPPORTED_BY_BROKER$/),
      details: { capability: expected, broker, brokerCode: expect.stringMatching(/\S/), brokerMessage: expect.stringMatching(/\S/) },
    });
  });

  it('wrote an order for each 201 (a rejected one too) and nothing for a refusal', async () => {
    for (const [i, broker] of BROKERS.entries()) {
      const placed = CONTRACT.filter(([, , outcomes]) => outcomes[i] === OK || outcomes[i] === NO_SHARES).length;
      const [{ n }] = await t.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM trading_orders WHERE account_id = $1', [accounts.get(broker)]);
      expect([broker, n]).toEqual([broker, placed]);
    }
  });
});
