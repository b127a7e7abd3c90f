import Decimal from 'decimal.js';
import fc from 'fast-check';
import { moneyNumber, moneyString } from './money';

const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
const asDecimalString = (c: bigint) => new Decimal(c.toString()).dividedBy(100).toFixed(2);
const amounts = fc.oneof(
  cents.map((c) => Number(c) / 100),
  cents.map(asDecimalString),
  cents.map((c) => new Decimal(c.toString()).dividedBy(100).toString()),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, '0', '-0', '-0.00', '1.005', 1.005, 0.1 + 0.2, '1e21', 1e21, '150', '150.5'),
);

describe('money formatting', () => {
  it('gives exactly what decimal.js gives, for numbers and strings of any precision', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(moneyString(value)).toBe(new Decimal(value).toFixed(2));
        expect(Object.is(moneyNumber(value), new Decimal(value).toDecimalPlaces(2).toNumber())).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('pads to two places and rounds half up past them', () => {
    expect(moneyString(150)).toBe('150.00');
    expect(moneyString('150.5')).toBe('150.50');
    expect(moneyString('1.005')).toBe('1.01');
    expect(moneyString(-0)).toBe('0.00');
    expect(moneyNumber('185.50')).toBe(185.5);
    expect(moneyNumber('1.005')).toBe(1.01);
  });

  it('takes Decimal values too', () => {
    expect(moneyString(new Decimal('2.345'))).toBe('2.35');
    expect(moneyNumber(new Decimal('2.345'))).toBe(2.35);
  });
});
