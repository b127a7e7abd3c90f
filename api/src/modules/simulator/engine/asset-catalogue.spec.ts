import { ASSET_CATALOGUE, ASSET_SYMBOLS, brokersTrading, catalogueProblems } from './asset-catalogue';
import { pathPrice } from './price-path';
import { sandboxPrices } from './sandbox-prices';
import { START_PRICES, SYMBOLS } from './types';

describe('the asset catalogue', () => {
  it('holds at least 30 US equities and ETFs, fractionable or not, the demo’s five first and in their order', () => {
    expect(ASSET_SYMBOLS.length).toBeGreaterThanOrEqual(30);
    expect(ASSET_SYMBOLS.slice(0, 5)).toEqual([...SYMBOLS]);
    const facts = Object.values(ASSET_CATALOGUE);
    expect(new Set(facts.map((f) => f.assetClass))).toEqual(new Set(['us_equity', 'etf']));
    expect(new Set(facts.map((f) => f.fractionable))).toEqual(new Set([true, false]));
    expect(catalogueProblems(ASSET_CATALOGUE)).toEqual([]);
  });

  it('keeps the demo’s start prices', () => {
    expect([...SYMBOLS].map((s) => START_PRICES[s])).toEqual(['230.00', '175.00', '420.00', '250.00', '130.00']);
  });

  it('names what is wrong with a bad entry', () => {
    const bad = { 'BRK.B': { name: '', assetClass: 'bond', exchange: 'LSE', startPrice: '12', fractionable: true } } as never;
    expect(catalogueProblems(bad)).toEqual([
      'BRK.B: a symbol is 1 to 5 capital letters',
      'BRK.B: startPrice must be dollars and cents, at least 1.00',
      'BRK.B: unknown asset class bond',
      'BRK.B: unknown exchange LSE',
      'BRK.B: a name is required',
    ]);
  });

  it('says which brokers trade each symbol: every trading broker but where an exception names fewer, never tidewater', () => {
    const notAtHarborline = ['GLD', 'ARKK'];
    for (const symbol of ASSET_SYMBOLS) {
      const expected = notAtHarborline.includes(symbol) ? ['northwind', 'meridian', 'summit-ridge'] : ['northwind', 'harborline', 'meridian', 'summit-ridge'];
      expect([symbol, brokersTrading(symbol)]).toEqual([symbol, expected]);
    }
  });
});

describe('the catalogue’s price paths', () => {
  // Prices the five had before the catalogue grew (main at 351f58c): widening it must not move them.
  const BEFORE: [seed: number, at: string, prices: string[]][] = [
    [42, '2026-11-23T15:00:30Z', ['209.48', '208.52', '412.40', '249.41', '134.24']],
    [42, '2027-03-01T14:31:00Z', ['212.16', '185.96', '399.34', '249.11', '128.16']],
    [42, '2025-06-02T18:00:00Z', ['220.95', '165.69', '363.14', '218.96', '131.78']],
    [7, '2026-11-23T15:00:30Z', ['270.80', '171.26', '455.48', '251.45', '139.07']],
    [7, '2027-03-01T14:31:00Z', ['223.56', '176.29', '376.02', '257.23', '124.87']],
    [7, '2025-06-02T18:00:00Z', ['222.02', '178.65', '407.26', '249.03', '112.36']],
  ];

  it('leave the demo’s five where they were: the same seed gives the same prices as before', () => {
    for (const [seed, at, prices] of BEFORE) {
      expect(SYMBOLS.map((s) => pathPrice(seed, s, new Date(at)).toFixed(2))).toEqual(prices);
      const lazy = sandboxPrices(seed, new Date(at));
      expect(SYMBOLS.map((s) => lazy[s].toFixed(2))).toEqual(prices);
    }
  });

  it('give every new symbol a path of its own around its start price', () => {
    const at = new Date('2026-11-23T15:00:30Z');
    const ratios = ASSET_SYMBOLS.map((s) => pathPrice(42, s, at).div(START_PRICES[s]).toNumber());
    for (const ratio of ratios) expect(ratio).toBeGreaterThan(0.5);
    for (const ratio of ratios) expect(ratio).toBeLessThan(2);
    expect(new Set(ratios).size).toBeGreaterThan(ASSET_SYMBOLS.length - 3);
  });
});
