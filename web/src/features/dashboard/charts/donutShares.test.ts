import { shareLabel } from './donutShares';

describe('shareLabel', () => {
  it('rounds to whole percents', () => {
    expect(shareLabel(1, 3)).toBe('33%');
    expect(shareLabel(2, 3)).toBe('67%');
    expect(shareLabel(5, 1000)).toBe('1%'); // 0.5% rounds up
    expect(shareLabel(10, 10)).toBe('100%');
  });

  it('says <1% for a share that rounds to 0, and keeps 0% for nothing', () => {
    expect(shareLabel(4, 1000)).toBe('<1%');
    expect(shareLabel(1, 1_000_000)).toBe('<1%');
    expect(shareLabel(0, 1000)).toBe('0%');
    expect(shareLabel(0, 0)).toBe('0%');
  });

  it('says >99% for a share that rounds to 100 while another slice has some', () => {
    expect(shareLabel(996, 1000)).toBe('>99%');
    expect(shareLabel(994, 1000)).toBe('99%');
  });
});
