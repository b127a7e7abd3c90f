import { clockCallWeight } from './clock-call-weight';

describe('what a clock move weighs against the rate limit', () => {
  it('is one call for a freeze or a move of less than a week, one more per week beyond', () => {
    expect(clockCallWeight(0)).toBe(1);
    expect(clockCallWeight(120)).toBe(1);
    expect(clockCallWeight(7 * 86_400)).toBe(2);
    expect(clockCallWeight(30 * 86_400)).toBe(5);
    expect(clockCallWeight(2 * 366 * 86_400)).toBe(105);
  });
});
