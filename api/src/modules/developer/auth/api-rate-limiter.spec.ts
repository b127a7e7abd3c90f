import { ApiRateLimiter, LeaseQuery, leaseSize } from './api-rate-limiter';

/** The lease statement's rule, as Postgres applies it under its row lock. */
function fakeDatabase() {
  const rows = new Map<string, number>();
  const statements: unknown[][] = [];
  const query: LeaseQuery = async (_sql, [keyId, window, size, limit]) => {
    statements.push([keyId, window]);
    const id = `${keyId}:${window}`;
    const hits = rows.get(id) ?? 0;
    if (hits >= (limit as number)) return [];
    const grant = Math.min(size as number, (limit as number) - hits);
    rows.set(id, hits + grant);
    return [{ hits: hits + grant, last_grant: grant }];
  };
  return { query, statements };
}

describe('ApiRateLimiter', () => {
  it('lets two instances sharing one database through at most the limit between them', async () => {
    const db = fakeDatabase();
    const a = new ApiRateLimiter(db.query, 60, () => 0);
    const b = new ApiRateLimiter(db.query, 60, () => 0);
    const decisions = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).take('key')));
    expect(decisions.filter((d) => d.allowed).length).toBe(60);
  });

  it('asks the database once per lease, not once per call', async () => {
    const db = fakeDatabase();
    const limiter = new ApiRateLimiter(db.query, 600, () => 0);
    for (let i = 0; i < 90; i += 1) await limiter.take('key');
    expect(db.statements.length).toBe(Math.ceil(90 / leaseSize(600)));
  });

  it('starts over each minute and tells when the window resets', async () => {
    let now = 10_000;
    const db = fakeDatabase();
    const limiter = new ApiRateLimiter(db.query, 1, () => now);
    expect(await limiter.take('key')).toEqual({ allowed: true, limit: 1, remaining: 0, resetSeconds: 50 });
    expect((await limiter.take('key')).allowed).toBe(false);
    now = 60_000;
    expect((await limiter.take('key')).allowed).toBe(true);
  });

  it('keeps each key apart', async () => {
    const db = fakeDatabase();
    const limiter = new ApiRateLimiter(db.query, 1, () => 0);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('b')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('counts a heavy call as several, across instances too, and refuses one the minute has no room left for', async () => {
    const db = fakeDatabase();
    const a = new ApiRateLimiter(db.query, 100, () => 0);
    const b = new ApiRateLimiter(db.query, 100, () => 0);
    expect((await a.take('key', 60)).allowed).toBe(true);
    expect((await b.take('key', 30)).allowed).toBe(true);
    const heavy = await b.take('key', 30);
    expect(heavy).toMatchObject({ allowed: false, limit: 100 });
    // What is left still serves light calls: 100 in all, never more.
    const light = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take('key')));
    expect(light.filter((d) => d.allowed).length).toBe(10);
  });
});
