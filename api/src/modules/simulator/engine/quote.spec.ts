import Decimal from 'decimal.js';
import { quoteOf } from './quote';

describe('a quote', () => {
  it('spreads 1 bp of last either side, rounded up to a cent', () => {
    expect(quoteOf(new Decimal('1000.00'))).toEqual({ bid: '999.90', ask: '1000.10', last: '1000.00' });
    expect(quoteOf(new Decimal('230.17'))).toEqual({ bid: '230.14', ask: '230.20', last: '230.17' });
  });

  it('is a cent either side at least, and never bids below a cent', () => {
    expect(quoteOf(new Decimal('12.00'))).toEqual({ bid: '11.99', ask: '12.01', last: '12.00' });
    expect(quoteOf(new Decimal('0.01'))).toEqual({ bid: '0.01', ask: '0.02', last: '0.01' });
  });
});
