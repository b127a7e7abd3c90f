import type { OrderType, TimeInForce, TradingSymbol } from '../engine';
import { brokerProfile } from './broker-profiles';
import { checkOrder } from './check-order';

const at = (broker: string) => brokerProfile(broker)!;
const order = (
  size: { quantity?: number; notional?: string },
  symbol: TradingSymbol = 'AAPL',
  type: OrderType = 'market',
  timeInForce: TimeInForce = 'day',
) => ({
  symbol,
  type,
  timeInForce,
  ...size,
});

describe('checkOrder: fractional and notional orders', () => {
  it('northwind takes fractional quantities and dollar amounts on market day orders', () => {
    expect(checkOrder(at('northwind'), order({ quantity: 0.5 }))).toMatchObject({ allowed: true });
    expect(checkOrder(at('northwind'), order({ quantity: 1.123456789 }, 'SPY'))).toMatchObject({ allowed: true });
    expect(checkOrder(at('northwind'), order({ notional: '100.00' }))).toMatchObject({ allowed: true });
  });

  it('whole shares are not fractional, at every trading broker', () => {
    for (const broker of ['northwind', 'harborline', 'meridian', 'summit-ridge'])
      expect(checkOrder(at(broker), order({ quantity: 3 }, 'T'))).toMatchObject({ allowed: true });
  });

  it.each([
    ['harborline', 'fractional', { quantity: 0.5 }, 'FRACTIONAL_NOT_SUPPORTED'],
    ['harborline', 'notional', { notional: '100.00' }, 'DOLLAR_BASED_NOT_SUPPORTED'],
    ['meridian', 'fractional', { quantity: 1.5 }, 'InvalidQuantity'],
    ['meridian', 'notional', { notional: '25.00' }, 'NotionalNotSupported'],
    ['summit-ridge', 'fractional', { quantity: 0.001 }, 'SR-2003'],
    ['summit-ridge', 'notional', { notional: '1.00' }, 'SR-2004'],
  ])('%s refuses %s orders by its capability flag', (broker, capability, size, brokerCode) => {
    expect(checkOrder(at(broker), order(size))).toMatchObject({ allowed: false, broker, capability, rule: `capabilities.${capability}`, brokerCode });
  });

  it('tidewater refuses them as every order: read-only', () => {
    expect(checkOrder(at('tidewater'), order({ notional: '10.00' }))).toMatchObject({ allowed: false, capability: 'trading' });
  });

  it.each([
    ['limit', 'day'],
    ['market', 'gtc'],
    ['market', 'ioc'],
    ['market', 'fok'],
  ] as [OrderType, TimeInForce][])('northwind refuses a fractional or notional %s %s order (market day only)', (type, timeInForce) => {
    expect(checkOrder(at('northwind'), order({ quantity: 0.5 }, 'AAPL', type, timeInForce))).toEqual({
      allowed: false,
      broker: 'northwind',
      capability: 'fractional',
      rule: 'capabilities.fractional',
      message: `Northwind Securities takes fractional quantities only on market orders with timeInForce day (this is a ${type} order, timeInForce ${timeInForce}).`,
      brokerCode: '42210000',
      brokerMessage: 'fractional orders must be market day orders for a fractionable asset',
    });
    expect(checkOrder(at('northwind'), order({ notional: '50.00' }, 'AAPL', type, timeInForce))).toMatchObject({ allowed: false, capability: 'notional' });
  });

  it.each(['T', 'F', 'TLT', 'ARKK'] as TradingSymbol[])('northwind refuses fractional and notional orders for %s, not fractionable', (symbol) => {
    expect(checkOrder(at('northwind'), order({ quantity: 0.5 }, symbol))).toMatchObject({
      allowed: false,
      capability: 'fractional',
      rule: `assets.${symbol}.fractionable`,
      message: `${symbol} is not fractionable (GET /v1/assets): order it in whole shares with quantity.`,
    });
    expect(checkOrder(at('northwind'), order({ notional: '100.00' }, symbol))).toMatchObject({ allowed: false, capability: 'notional' });
    expect(checkOrder(at('northwind'), order({ quantity: 2 }, symbol))).toMatchObject({ allowed: true });
  });

  it('a broker that does not trade the asset says so first', () => {
    expect(checkOrder(at('harborline'), order({ quantity: 0.5 }, 'ARKK'))).toMatchObject({ allowed: false, capability: 'asset' });
  });
});
