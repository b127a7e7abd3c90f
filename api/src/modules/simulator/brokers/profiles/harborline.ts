import type { BrokerProfile } from '../broker-profile';

/** Modelled on Schwab: whole shares, a weekly re-login and a per-account throttle on order writes (CONNECT.md). */
export const harborline: BrokerProfile = {
  id: 'harborline',
  name: 'Harborline Brokerage',
  version: '2026-11-27.2',
  trading: true,
  capabilities: {
    orderTypes: ['market', 'limit', 'stop', 'stop_limit'],
    timeInForce: { market: ['day'], limit: ['day', 'gtc'], stop: ['day', 'gtc'], stop_limit: ['day', 'gtc'] },
    fractional: false,
    notional: false,
    extendedHours: false,
    shortSelling: false,
    rateLimitPerMinute: null,
    orderWritesPerMinute: 10,
    tokenPolicy: { accessTokenSeconds: null, accessTokenExpires: true, refreshable: true, reauthEveryDays: 7 },
    history: { depthDays: 3650, delaySeconds: 0 },
    balancesRefresh: 'live',
  },
  refusals: {
    trading: { code: 'ACCOUNT_RESTRICTED', message: 'This account is restricted from trading.' },
    asset: { code: 'SECURITY_NOT_ELIGIBLE', message: 'This security is not eligible for trading at this firm.' },
    shortSelling: { code: 'SHORT_SALE_NOT_ALLOWED', message: 'Short sales are not permitted in this account.' },
    orderType: { code: 'INVALID_ORDER_TYPE', message: 'The order type is not supported for this account.' },
    timeInForce: { code: 'INVALID_DURATION', message: 'The order duration is not valid for this order type.' },
    fractional: { code: 'FRACTIONAL_NOT_SUPPORTED', message: 'Fractional share quantities are not supported for this account.' },
    notional: { code: 'DOLLAR_BASED_NOT_SUPPORTED', message: 'Dollar-based orders are not supported for this account.' },
    extendedHours: { code: 'INVALID_SESSION', message: 'Extended-hours sessions are not available for this account.' },
  },
};
