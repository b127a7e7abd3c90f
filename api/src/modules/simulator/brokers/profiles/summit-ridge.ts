import type { BrokerProfile } from '../broker-profile';

/** A full-service broker: every order type the engine has, with every time in force that type can use. */
export const summitRidge: BrokerProfile = {
  id: 'summit-ridge',
  name: 'Summit Ridge Capital',
  version: '2026-11-27.2',
  trading: true,
  capabilities: {
    orderTypes: ['market', 'limit', 'stop', 'stop_limit'],
    // A stop waits for its trigger, so immediate-or-cancel (or fill-or-kill) would cancel every one: not offered for stops.
    timeInForce: { market: ['day', 'gtc', 'ioc', 'fok'], limit: ['day', 'gtc', 'ioc', 'fok'], stop: ['day', 'gtc'], stop_limit: ['day', 'gtc'] },
    fractional: false,
    notional: false,
    extendedHours: false,
    shortSelling: false,
    rateLimitPerMinute: null,
    orderWritesPerMinute: null,
    tokenPolicy: { accessTokenSeconds: null, accessTokenExpires: true, refreshable: true, reauthEveryDays: 90 },
    history: { depthDays: 7300, delaySeconds: 0 },
    balancesRefresh: 'live',
  },
  refusals: {
    trading: { code: 'SR-1001', message: 'Trading is not permitted on this account.' },
    asset: { code: 'SR-3001', message: 'Security not offered.' },
    orderType: { code: 'SR-2001', message: 'Order type not accepted.' },
    timeInForce: { code: 'SR-2002', message: 'Time in force not accepted for this order type.' },
    fractional: { code: 'SR-2003', message: 'Fractional quantities not accepted.' },
    notional: { code: 'SR-2004', message: 'Dollar-amount orders not accepted.' },
  },
};
