import type { BrokerProfile } from '../broker-profile';

/** Modelled on Alpaca: takes every order the engine can place; its access tokens do not expire and need no refresh (CONNECT.md). */
export const northwind: BrokerProfile = {
  id: 'northwind',
  name: 'Northwind Securities',
  version: '2026-11-27.1',
  trading: true,
  capabilities: {
    orderTypes: ['market', 'limit'],
    timeInForce: { market: ['day', 'gtc', 'ioc'], limit: ['day', 'gtc', 'ioc'] },
    fractional: false,
    notional: false,
    extendedHours: false,
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
    orderType: { code: '42210000', message: 'invalid order type' },
    timeInForce: { code: '42210000', message: 'invalid time_in_force for this order type' },
  },
};
