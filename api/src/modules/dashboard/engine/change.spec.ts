import { pointChange, relativeChange } from './change';

describe('change against the previous period', () => {
  it('is a relative change in percent for counts, rounded to two decimals', () => {
    expect(relativeChange(150, 100)).toEqual({ change: 50, changeType: 'increase' });
    expect(relativeChange(2, 3)).toEqual({ change: -33.33, changeType: 'decrease' });
    expect(relativeChange(7, 7)).toEqual({ change: 0, changeType: 'neutral' });
  });

  it('treats growth from nothing as +100% and no data as no change', () => {
    expect(relativeChange(5, 0)).toEqual({ change: 100, changeType: 'increase' });
    expect(relativeChange(0, 0)).toEqual({ change: 0, changeType: 'neutral' });
    expect(relativeChange(5, null)).toEqual({ change: 0, changeType: 'neutral' });
  });

  it('is a difference in points for percentages', () => {
    expect(pointChange(99.5, 99.9)).toEqual({ change: -0.4, changeType: 'decrease' });
    expect(pointChange(99.5, null)).toEqual({ change: 0, changeType: 'neutral' });
  });
});
