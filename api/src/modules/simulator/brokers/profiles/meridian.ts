import type { BrokerProfile } from '../broker-profile';

/** Modelled on Tradier: no ioc (nor fok), 60 calls a minute, 24 h access tokens with no refresh and a sign-in a day (CONNECT.md). */
export const meridian: BrokerProfile = {
  id: 'meridian',
  name: 'Meridian Clearing',
  version: '2026-11-27.2',
  trading: true,
  capabilities: {
    orderTypes: ['market', 'limit', 'stop', 'stop_limit'],
    timeInForce: { market: ['day', 'gtc'], limit: ['day', 'gtc'], stop: ['day', 'gtc'], stop_limit: ['day', 'gtc'] },
    fractional: false,
    notional: false,
    extendedHours: false,
    shortSelling: false,
    rateLimitPerMinute: 60,
    orderWritesPerMinute: null,
    tokenPolicy: { accessTokenSeconds: 86_400, accessTokenExpires: true, refreshable: false, reauthEveryDays: 1 },
    history: { depthDays: 730, delaySeconds: 0 },
    balancesRefresh: 'live',
  },
  refusals: {
    trading: { code: 'AccountNotTradable', message: 'Account is not enabled for trading' },
    asset: { code: 'SecurityNotTradable', message: 'Security is not available for trading' },
    shortSelling: { code: 'ShortSaleNotAllowed', message: 'Short sale is not allowed for this security' },
    orderType: { code: 'InvalidOrderType', message: 'Order type is not supported' },
    timeInForce: { code: 'InvalidDuration', message: 'Duration is not supported for this order' },
    fractional: { code: 'InvalidQuantity', message: 'Quantity must be a whole number of shares' },
    notional: { code: 'NotionalNotSupported', message: 'Orders by dollar amount are not supported' },
    extendedHours: { code: 'InvalidSession', message: 'Session is not supported for this order' },
  },
};
