import Decimal from 'decimal.js';
import { brownianAt, pathPrice, PathScanner, PRICE_PATH_EPOCH } from './price-path';
import { SYMBOLS, START_PRICES } from './types';

const minute = (n: number) => new Date(PRICE_PATH_EPOCH + n * 60_000);
const NOV_2026 = new Date('2026-11-23T15:00:00Z');

describe('the seeded price path', () => {
  it('is a pure function of seed, symbol and time: the same answer in any order of asking', () => {
    const forwards = Array.from({ length: 50 }, (_, i) => pathPrice(42, 'AAPL', new Date(NOV_2026.getTime() + i * 60_000)).toString());
    const backwards = Array.from({ length: 50 }, (_, i) => pathPrice(42, 'AAPL', new Date(NOV_2026.getTime() + (49 - i) * 60_000)).toString()).reverse();
    expect(backwards).toEqual(forwards);
    expect(pathPrice(42, 'AAPL', NOV_2026).toString()).toBe(pathPrice(42, 'AAPL', NOV_2026).toString());
  });

  it('gives each seed and each symbol a path of its own', () => {
    const at = (seed: number, symbol: (typeof SYMBOLS)[number]) => brownianAt(seed, SYMBOLS.indexOf(symbol), 3_000_000);
    expect(at(1, 'AAPL')).not.toBe(at(2, 'AAPL'));
    expect(at(1, 'AAPL')).not.toBe(at(1, 'MSFT'));
  });

  it('is the same within a minute and moves from one minute to the next like a market', () => {
    const start = NOV_2026.getTime();
    expect(pathPrice(7, 'NVDA', new Date(start)).equals(pathPrice(7, 'NVDA', new Date(start + 59_999 - (start % 60_000))))).toBe(true);
    const prices = Array.from({ length: 2_000 }, (_, i) => pathPrice(7, 'NVDA', new Date(start + i * 60_000)).toNumber());
    const steps = prices.slice(1).map((p, i) => Math.log(p / prices[i]));
    expect(Math.max(...steps.map(Math.abs))).toBeLessThan(0.01);
    expect(new Set(prices).size).toBeGreaterThan(200);
  });

  it('has unit-variance increments per minute (a Brownian motion, not a smoothed curve)', () => {
    const increments: number[] = [];
    for (let seed = 0; seed < 40; seed++) {
      for (let i = 0; i < 100; i++) increments.push(brownianAt(seed, 0, 3_500_001 + i) - brownianAt(seed, 0, 3_500_000 + i));
    }
    const mean = increments.reduce((a, b) => a + b, 0) / increments.length;
    const variance = increments.reduce((a, b) => a + (b - mean) ** 2, 0) / increments.length;
    expect(Math.abs(mean)).toBeLessThan(0.15);
    expect(variance).toBeGreaterThan(0.8);
    expect(variance).toBeLessThan(1.25);
  });

  it('stays near its start price over years instead of drifting away', () => {
    for (const symbol of SYMBOLS) {
      for (let m = 0; m < 4_000_000; m += 37_813) {
        const ratio = pathPrice(3, symbol, minute(m)).div(START_PRICES[symbol]).toNumber();
        expect(ratio).toBeGreaterThan(0.5);
        expect(ratio).toBeLessThan(2);
      }
    }
  });

  it('prices in whole cents, never below one cent', () => {
    const price = pathPrice(11, 'TSLA', NOV_2026);
    expect(price.decimalPlaces()).toBeLessThanOrEqual(2);
    expect(price.greaterThanOrEqualTo(new Decimal('0.01'))).toBe(true);
  });

  it('answers for times before its epoch too', () => {
    expect(pathPrice(5, 'GOOGL', new Date('2019-06-01T00:00:00Z')).toNumber()).toBeGreaterThan(0);
  });

  it('reads the same, bit for bit, minute after minute through a scanner (which keeps the draws neighbours share)', () => {
    const scanner = new PathScanner(42, 'TSLA');
    const start = 3_000_000;
    for (let m = start; m < start + 5_000; m += 1 + (m % 3)) expect(scanner.brownianAt(m)).toBe(brownianAt(42, 3, m));
    expect(scanner.brownianAt(start)).toBe(brownianAt(42, 3, start)); // and back again
  });
});
