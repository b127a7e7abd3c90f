import { FixedWindowThrottlerStorage } from './fixed-window.storage';

describe('FixedWindowThrottlerStorage', () => {
  let now = 0;
  const storage = new FixedWindowThrottlerStorage(() => now);
  afterAll(() => storage.close());
  const hit = (key = 'a', limit = 3) => storage.increment(key, 60_000, limit, 60_000, 'trading');

  it('counts hits up to the limit, then blocks until the window ends', async () => {
    now = 0;
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    now = 10_000;
    expect((await hit()).totalHits).toBe(2);
    expect(await hit()).toMatchObject({ totalHits: 3, isBlocked: false });
    now = 30_500;
    expect(await hit()).toEqual({ totalHits: 4, timeToExpire: 30, isBlocked: true, timeToBlockExpire: 30 });
    now = 60_000;
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false, timeToExpire: 60 });
  });

  it('keeps each key and each limit apart', async () => {
    now = 0;
    await hit('b', 1);
    expect((await hit('b', 1)).isBlocked).toBe(true);
    expect((await hit('c', 1)).isBlocked).toBe(false);
    expect((await storage.increment('b', 60_000, 1, 60_000, 'public')).isBlocked).toBe(false);
  });

  it('keeps one counter per key, however many hits it has seen', async () => {
    now = 0;
    for (let i = 0; i < 20_000; i += 1) await hit('busy', 1_000_000);
    expect((await hit('busy', 1_000_000)).totalHits).toBe(20_001);
    expect((storage as unknown as { windows: Map<string, unknown> }).windows.get('trading\u0000busy')).toEqual({ endsAt: 60_000, hits: 20_001 });
  });
});
