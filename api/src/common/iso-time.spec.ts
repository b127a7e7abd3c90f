import { isoTime } from './iso-time';

describe('isoTime', () => {
  it('formats as toISOString does, again and again', () => {
    const dates = [new Date('2026-11-30T15:00:00.000Z'), new Date(0), new Date(-1), new Date('+275760-09-13T00:00:00.000Z'), new Date(1_795_490_600_123)];
    for (let round = 0; round < 2; round++) for (const d of dates) expect(isoTime(d)).toBe(d.toISOString());
  });

  it('gives each instant its own text however many it has seen', () => {
    for (let i = 0; i < 1000; i++) {
      const d = new Date(1_795_490_600_000 + i * 1001);
      expect(isoTime(d)).toBe(d.toISOString());
      expect(isoTime(new Date(d.getTime()))).toBe(d.toISOString());
    }
  });

  it('throws on an invalid date, as toISOString does', () => {
    expect(() => isoTime(new Date(NaN))).toThrow(RangeError);
    expect(() => isoTime(new Date(NaN))).toThrow(RangeError);
  });
});
