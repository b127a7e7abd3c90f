import { barsCallWeight } from './bars-call-weight';

describe('the weight of a bars request', () => {
  it('is a call per 1,000 bars it may answer, one at least', () => {
    expect([1, 1_000, 1_001, 10_000].map(barsCallWeight)).toEqual([1, 1, 2, 10]);
  });
});
