import { pathPrice } from './price-path';
import { pathSeedOf, sandboxPrices } from './sandbox-prices';
import { minuteOf } from './price-path';
import { ASSET_SYMBOLS } from './asset-catalogue';

const AT = new Date('2026-11-23T15:00:30Z');

describe("a sandbox account's prices", () => {
  it('are the seeded path at the account time', () => {
    expect(sandboxPrices(42, AT).AAPL.toString()).toBe(pathPrice(42, 'AAPL', AT).toString());
  });

  it('take a price set by hand for the rest of the minute it was set in, then follow the path again', () => {
    const overrides = { AAPL: { price: '123.45', minute: minuteOf(AT) } };
    expect(sandboxPrices(42, new Date('2026-11-23T15:00:59Z'), overrides).AAPL.toFixed(2)).toBe('123.45');
    const next = new Date('2026-11-23T15:01:00Z');
    expect(sandboxPrices(42, next, overrides).AAPL.toString()).toBe(pathPrice(42, 'AAPL', next).toString());
  });

  it('cover the whole catalogue, each symbol worked out when read, a price set by hand on a new symbol too', () => {
    const prices = sandboxPrices(42, AT, { SPY: { price: '600.00', minute: minuteOf(AT) } });
    for (const symbol of ASSET_SYMBOLS.filter((s) => s !== 'SPY')) expect(prices[symbol].toString()).toBe(pathPrice(42, symbol, AT).toString());
    expect(prices.SPY.toFixed(2)).toBe('600.00');
    expect(prices.KO).toBe(prices.KO); // read once, kept
  });

  it('derive a stable seed from the account id when none was given', () => {
    const id = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
    expect(pathSeedOf(id, null)).toBe(pathSeedOf(id, null));
    expect(pathSeedOf(id, 7)).toBe(7);
  });
});
