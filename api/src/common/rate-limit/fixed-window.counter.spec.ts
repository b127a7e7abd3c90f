import { FixedWindowCounter } from './fixed-window.counter';

describe('FixedWindowCounter', () => {
  let now = 0;
  const counter = new FixedWindowCounter(() => now);
  afterAll(() => counter.close());
  const hit = (key = 'a', limit = 3) => counter.hit(key, 60_000, limit);

  it('counts hits up to the limit, then blocks until the window ends', () => {
    now = 0;
    expect(hit()).toEqual({ hits: 1, blocked: false, resetSeconds: 60 });
    now = 10_000;
    expect(hit().hits).toBe(2);
    expect(hit()).toEqual({ hits: 3, blocked: false, resetSeconds: 50 });
    now = 30_500;
    expect(hit()).toEqual({ hits: 3, blocked: true, resetSeconds: 30 });
    now = 60_000;
    expect(hit()).toEqual({ hits: 1, blocked: false, resetSeconds: 60 });
  });

  it('keeps each key apart', () => {
    now = 0;
    hit('b', 1);
    expect(hit('b', 1).blocked).toBe(true);
    expect(hit('c', 1).blocked).toBe(false);
  });

  it('keeps one counter per key, however many hits it has seen', () => {
    now = 0;
    for (let i = 0; i < 10_000; i += 1) hit('busy', 1_000_000);
    expect(hit('busy', 1_000_000).hits).toBe(10_001);
  });
});
