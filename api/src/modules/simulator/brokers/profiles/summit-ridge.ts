import type { BrokerProfile } from '../broker-profile';

/** A full-service broker: every order type the engine has, with every time in force that type can use; short sales of easy-to-borrow symbols. */
export const summitRidge: BrokerProfile = {
  id: 'summit-ridge',
  name: 'Summit Ridge Capital',
  version: '2026-11-27.3',
  trading: true,
  capabilities: {
    orderTypes: ['market', 'limit', 'stop', 'stop_limit', 'trailing_stop'],
    // A stop waits for its trigger, so immediate-or-cancel (or fill-or-kill) would cancel every one: not offered for stops.
    timeInForce: {
      market: ['day', 'gtc', 'ioc', 'fok'],
      limit: ['day', 'gtc', 'ioc', 'fok'],
      stop: ['day', 'gtc'],
      stop_limit: ['day', 'gtc'],
      trailing_stop: ['day', 'gtc'],
    },
    fractional: false,
    notional: false,
    extendedHours: false,
    shortSelling: true,
    rateLimitPerMinute: null,
    orderWritesPerMinute: null,
    tokenPolicy: { accessTokenSeconds: null, accessTokenExpires: true, refreshable: true, reauthEveryDays: 90 },
    history: { depthDays: 7300, delaySeconds: 0 },
    balancesRefresh: 'live',
  },
  refusals: {
    trading: { code: 'SR-1001', message: 'Trading is not permitted on this account.' },
    asset: { code: 'SR-3001', message: 'Security not offered.' },
    shortSelling: { code: 'SR-3002', message: 'Security is hard to borrow: short sale not accepted.' },
    orderType: { code: 'SR-2001', message: 'Order type not accepted.' },
    timeInForce: { code: 'SR-2002', message: 'Time in force not accepted for this order type.' },
    fractional: { code: 'SR-2003', message: 'Fractional quantities not accepted.' },
    notional: { code: 'SR-2004', message: 'Dollar-amount orders not accepted.' },
    extendedHours: { code: 'SR-2005', message: 'Orders outside regular hours are not accepted.' },
  },
};
