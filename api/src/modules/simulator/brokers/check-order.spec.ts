import type { OrderType, TimeInForce } from '../engine';
import { accountCapabilities } from './account-capabilities';
import { brokerProfile } from './broker-profiles';
import { checkOrder } from './check-order';

const ok = { allowed: true } as const;
const refused = (capability: string, brokerCode: string) => ({ allowed: false, capability, brokerCode });

/** Every order type and time in force the request shape has, at each broker: what its profile decides. */
const TABLE: [string, OrderType, TimeInForce, object][] = [
  ['northwind', 'market', 'day', ok],
  ['northwind', 'limit', 'ioc', ok],
  ['northwind', 'market', 'fok', ok],
  ['harborline', 'limit', 'fok', refused('timeInForce', 'INVALID_DURATION')],
  ['meridian', 'market', 'fok', refused('timeInForce', 'InvalidDuration')],
  ['summit-ridge', 'limit', 'fok', ok],
  ['northwind', 'stop', 'day', refused('orderType', '42210000')],
  ['northwind', 'stop_limit', 'gtc', refused('orderType', '42210000')],
  ['northwind', 'trailing_stop', 'gtc', refused('orderType', '42210000')],
  ['harborline', 'market', 'day', ok],
  ['harborline', 'market', 'gtc', refused('timeInForce', 'INVALID_DURATION')],
  ['harborline', 'market', 'ioc', refused('timeInForce', 'INVALID_DURATION')],
  ['harborline', 'limit', 'gtc', ok],
  ['harborline', 'limit', 'ioc', refused('timeInForce', 'INVALID_DURATION')],
  ['harborline', 'stop', 'gtc', ok],
  ['harborline', 'stop_limit', 'day', ok],
  ['harborline', 'stop', 'ioc', refused('timeInForce', 'INVALID_DURATION')],
  ['harborline', 'trailing_stop', 'gtc', refused('orderType', 'INVALID_ORDER_TYPE')],
  ['meridian', 'market', 'gtc', ok],
  ['meridian', 'market', 'ioc', refused('timeInForce', 'InvalidDuration')],
  ['meridian', 'limit', 'ioc', refused('timeInForce', 'InvalidDuration')],
  ['meridian', 'stop', 'day', ok],
  ['meridian', 'stop_limit', 'gtc', ok],
  ['meridian', 'trailing_stop', 'day', refused('orderType', 'InvalidOrderType')],
  ['summit-ridge', 'limit', 'ioc', ok],
  ['summit-ridge', 'market', 'gtc', ok],
  ['summit-ridge', 'stop', 'gtc', ok],
  ['summit-ridge', 'stop_limit', 'ioc', refused('timeInForce', 'SR-2002')],
  ['summit-ridge', 'trailing_stop', 'day', ok],
  ['summit-ridge', 'trailing_stop', 'gtc', ok],
  ['summit-ridge', 'trailing_stop', 'ioc', refused('timeInForce', 'SR-2002')],
  ['tidewater', 'stop', 'day', refused('trading', 'READ_ONLY_ACCOUNT')],
  ['tidewater', 'market', 'day', refused('trading', 'READ_ONLY_ACCOUNT')],
  ['tidewater', 'limit', 'gtc', refused('trading', 'READ_ONLY_ACCOUNT')],
];

describe('checkOrder: what each broker takes', () => {
  it.each(TABLE)('%s, %s %s', (broker, type, timeInForce, expected) => {
    expect(checkOrder(brokerProfile(broker)!, { symbol: 'AAPL', type, timeInForce })).toMatchObject({ broker, ...expected });
  });

  it('names the rule that decides, and keeps the broker’s words beside ours', () => {
    expect(checkOrder(brokerProfile('meridian')!, { symbol: 'AAPL', type: 'limit', timeInForce: 'ioc' })).toEqual({
      allowed: false,
      broker: 'meridian',
      capability: 'timeInForce',
      rule: 'capabilities.timeInForce.limit',
      message: 'Meridian Clearing does not accept limit orders with timeInForce ioc (it takes day, gtc).',
      brokerCode: 'InvalidDuration',
      brokerMessage: 'Duration is not supported for this order',
    });
    expect(checkOrder(brokerProfile('northwind')!, { symbol: 'AAPL', type: 'limit', timeInForce: 'gtc' })).toEqual({
      allowed: true,
      broker: 'northwind',
      rule: 'capabilities.timeInForce.limit',
    });
  });

  it('an asset the broker does not trade is refused by the catalogue’s broker list, before its order type', () => {
    expect(checkOrder(brokerProfile('harborline')!, { symbol: 'ARKK', type: 'market', timeInForce: 'gtc' })).toEqual({
      allowed: false,
      broker: 'harborline',
      capability: 'asset',
      rule: 'assets.ARKK.brokers',
      message: 'Harborline Brokerage does not trade ARKK (GET /v1/assets lists the brokers that do: northwind, meridian, summit-ridge).',
      brokerCode: 'SECURITY_NOT_ELIGIBLE',
      brokerMessage: 'This security is not eligible for trading at this firm.',
    });
    for (const broker of ['northwind', 'meridian', 'summit-ridge']) {
      expect(checkOrder(brokerProfile(broker)!, { symbol: 'GLD', type: 'limit', timeInForce: 'day' })).toMatchObject({ allowed: true });
    }
    expect(checkOrder(brokerProfile('harborline')!, { symbol: 'GLD', type: 'limit', timeInForce: 'day' })).toMatchObject({
      allowed: false,
      capability: 'asset',
    });
    expect(checkOrder(brokerProfile('tidewater')!, { symbol: 'GLD', type: 'limit', timeInForce: 'day' })).toMatchObject({
      allowed: false,
      capability: 'trading',
    });
  });

  it('an order type a broker does not list is refused by capabilities.orderTypes', () => {
    const limitOnly = {
      ...brokerProfile('northwind')!,
      capabilities: { ...brokerProfile('northwind')!.capabilities, orderTypes: ['limit' as const], timeInForce: { limit: ['day' as const] } },
    };
    expect(checkOrder(limitOnly, { symbol: 'AAPL', type: 'market', timeInForce: 'day' })).toMatchObject({
      allowed: false,
      capability: 'orderType',
      rule: 'capabilities.orderTypes',
      brokerCode: '42210000',
    });
  });
});

describe('accountCapabilities: the broker’s document and the caller’s permissions', () => {
  it('keeps the broker’s order types for a caller with trading:write', () => {
    const caps = accountCapabilities(brokerProfile('meridian')!, new Set(['accounts:read', 'trading:write']));
    expect(caps).toMatchObject({ broker: 'meridian', trading: true, tradingOffBecause: null });
    expect(caps.capabilities.timeInForce).toEqual({ market: ['day', 'gtc'], limit: ['day', 'gtc'], stop: ['day', 'gtc'], stop_limit: ['day', 'gtc'] });
  });

  it('takes trading away from a caller without trading:write', () => {
    const caps = accountCapabilities(brokerProfile('northwind')!, new Set(['accounts:read']));
    expect(caps).toMatchObject({ trading: false, tradingOffBecause: 'scope', capabilities: { orderTypes: [], timeInForce: {}, rateLimitPerMinute: null } });
  });

  it('says the broker is why a tidewater account cannot trade, whatever the scopes', () => {
    expect(accountCapabilities(brokerProfile('tidewater')!, new Set(['trading:write']))).toMatchObject({ trading: false, tradingOffBecause: 'broker' });
  });
});
