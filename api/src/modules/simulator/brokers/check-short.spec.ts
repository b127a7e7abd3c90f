import { accountCapabilities } from './account-capabilities';
import { brokerProfile } from './broker-profiles';
import { checkOrder } from './check-order';

describe('checkOrder: short sales (capability shortSelling)', () => {
  const summit = brokerProfile('summit-ridge')!;
  const sale = { type: 'market', timeInForce: 'day', side: 'sell' } as const;

  it('refuses at summit-ridge a sale of a hard-to-borrow symbol beyond the shares held, naming the asset rule and the broker’s words', () => {
    expect(checkOrder(summit, { ...sale, symbol: 'ARKK', quantity: 5, sellable: 2 })).toEqual({
      allowed: false,
      broker: 'summit-ridge',
      capability: 'shortSelling',
      rule: 'assets.ARKK.easyToBorrow',
      message: 'Summit Ridge Capital cannot borrow ARKK (hard to borrow, GET /v1/assets easyToBorrow false): sell at most the 2 shares held, not 5.',
      brokerCode: 'SR-3002',
      brokerMessage: 'Security is hard to borrow: short sale not accepted.',
    });
  });

  it('takes at summit-ridge a sale of a hard-to-borrow symbol within the shares held, and any short of an easy-to-borrow one', () => {
    expect(checkOrder(summit, { ...sale, symbol: 'ARKK', quantity: 2, sellable: 2 }).allowed).toBe(true);
    expect(checkOrder(summit, { ...sale, symbol: 'AAPL', quantity: 500, sellable: 0 }).allowed).toBe(true);
    expect(checkOrder(summit, { ...sale, side: 'buy', symbol: 'ARKK', quantity: 5, sellable: 0 }).allowed).toBe(true);
  });

  it('leaves a sale beyond the shares held to the engine at a broker that does not lend (rejected INSUFFICIENT_SHARES, as always)', () => {
    expect(checkOrder(brokerProfile('meridian')!, { ...sale, symbol: 'ARKK', quantity: 5, sellable: 0 }).allowed).toBe(true);
  });

  it('comes after the order-type rules: a time in force summit-ridge refuses is named first', () => {
    expect(checkOrder(summit, { ...sale, type: 'stop', timeInForce: 'ioc', symbol: 'ARKK', quantity: 5, sellable: 0 })).toMatchObject({
      capability: 'timeInForce',
    });
  });
});

describe('accountCapabilities: short selling', () => {
  it('keeps summit-ridge’s shortSelling for a caller with trading:write, and takes it away without', () => {
    const summit = brokerProfile('summit-ridge')!;
    expect(accountCapabilities(summit, new Set(['trading:write'])).capabilities.shortSelling).toBe(true);
    expect(accountCapabilities(summit, new Set(['accounts:read'])).capabilities.shortSelling).toBe(false);
  });
});
