import type { BrokerProfile } from '../broker-profile';

/** Modelled on Alpaca: market and limit orders with every time in force, fractional and notional market day orders (fractionable assets), limit day orders in extended hours; stops are harborline's trait (CONNECT.md, docs/decisions/broker-profiles.md); its access tokens do not expire and need no refresh. */
export const northwind: BrokerProfile = {
  id: 'northwind',
  name: 'Northwind Securities',
  version: '2026-11-27.3',
  trading: true,
  capabilities: {
    orderTypes: ['market', 'limit'],
    timeInForce: { market: ['day', 'gtc', 'ioc', 'fok'], limit: ['day', 'gtc', 'ioc', 'fok'] },
    fractional: true,
    notional: true,
    extendedHours: true,
    shortSelling: false,
    rateLimitPerMinute: null,
    orderWritesPerMinute: null,
    tokenPolicy: { accessTokenSeconds: null, accessTokenExpires: false, refreshable: false, reauthEveryDays: null },
    history: { depthDays: 1825, delaySeconds: 0 },
    balancesRefresh: 'live',
  },
  refusals: {
    trading: { code: '40310000', message: 'account is not allowed to trade' },
    asset: { code: '42210000', message: 'asset is not tradable' },
    shortSelling: { code: '42210000', message: 'asset cannot be sold short' },
    orderType: { code: '42210000', message: 'invalid order type' },
    timeInForce: { code: '42210000', message: 'invalid time_in_force for this order type' },
    fractional: { code: '42210000', message: 'fractional orders must be market day orders for a fractionable asset' },
    notional: { code: '42210000', message: 'notional orders must be market day orders for a fractionable asset' },
    extendedHours: { code: '42210000', message: 'extended hours order must be DAY limit orders' },
  },
};
