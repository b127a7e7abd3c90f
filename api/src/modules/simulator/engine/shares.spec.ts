import Decimal from 'decimal.js';
import fc from 'fast-check';
import { isWholeShares, minusShares, plusShares, sharesForNotional, toShares, tradeAmount } from './shares';

describe('shares', () => {
  it('adds and subtracts fractions exactly, back to whole numbers', () => {
    expect(plusShares(0.1, 0.2)).toBe(0.3);
    expect(minusShares(1.5, 0.5)).toBe(1);
    expect(minusShares(0.3, 0.1)).toBe(0.2);
    expect(minusShares(0.123456789, 0.123456789)).toBe(0);
    expect(plusShares(10, 5)).toBe(15);
  });

  it('sums whole quantities as Decimal does, whichever way a fraction comes in', () => {
    const decimalSum = (a: number, b: number) => toShares(new Decimal(a).plus(b));
    const quantity = fc.oneof(
      fc.integer({ min: -(2 ** 23), max: 2 ** 23 }),
      fc.integer({ min: -(2 ** 23) * 1e9, max: 2 ** 23 * 1e9 }).map((n) => toShares(new Decimal(n).dividedBy(1e9))),
    );
    fc.assert(
      fc.property(quantity, quantity, (a, b) => {
        expect(plusShares(a, b)).toBe(decimalSum(a, b));
        expect(minusShares(a, b)).toBe(decimalSum(a, -b));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps at most 9 decimal places, rounding down', () => {
    expect(toShares('1.0000000019')).toBe(1.000000001);
    expect(toShares(new Decimal(2).dividedBy(3))).toBe(0.666666666);
  });

  it('tells whole quantities from fractional ones', () => {
    expect(isWholeShares(3)).toBe(true);
    expect(isWholeShares(toShares('3.000000000'))).toBe(true);
    expect(isWholeShares(0.5)).toBe(false);
  });

  describe('tradeAmount (the rounding rule)', () => {
    it('is exact for whole shares at a price in cents', () => {
      expect(tradeAmount(new Decimal('185.37'), 7).toFixed(2)).toBe('1297.59');
    });

    it('rounds a fractional fill to the cent, half to even', () => {
      // 0.5 × 100.01 = 50.005 → 50.00 (even); 1.5 × 100.01 = 150.015 → 150.02 (even).
      expect(tradeAmount(new Decimal('100.01'), 0.5).toFixed(2)).toBe('50.00');
      expect(tradeAmount(new Decimal('100.01'), 1.5).toFixed(2)).toBe('150.02');
      expect(tradeAmount(new Decimal('187.33'), 0.333333333).toFixed(2)).toBe('62.44');
    });
  });

  describe('sharesForNotional', () => {
    it('buys the amount divided by the price, rounded down to 9 places', () => {
      expect(sharesForNotional(new Decimal('100.00'), new Decimal('300.00'))).toBe(0.333333333);
      expect(sharesForNotional(new Decimal('50.00'), new Decimal('25.00'))).toBe(2);
    });

    it('never costs more than the amount asked', () => {
      for (const [amount, price] of [
        ['100.00', '187.33'],
        ['0.01', '999.99'],
        ['12345.67', '0.03'],
        ['1.00', '3.00'],
      ]) {
        const quantity = sharesForNotional(new Decimal(amount), new Decimal(price));
        expect(tradeAmount(new Decimal(price), quantity).lessThanOrEqualTo(amount)).toBe(true);
      }
    });
  });
});
