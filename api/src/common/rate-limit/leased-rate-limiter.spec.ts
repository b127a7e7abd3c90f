import { LeasedRateLimiter, LeaseQuery, leaseSize } from './leased-rate-limiter';

/** The lease statement's rule, as Postgres applies it under its row lock. */
function fakeDatabase() {
  const rows = new Map<string, { endsAt: number; hits: number }>();
  const statements: unknown[][] = [];
  const query: LeaseQuery = async (_sql, [bucket, now, size, limit, windowMs]) => {
    statements.push([bucket, now]);
    const [at, lease, max] = [now as number, size as number, limit as number];
    const row = rows.get(bucket as string);
    if (!row || row.endsAt <= at) {
      const grant = Math.min(lease, max);
      rows.set(bucket as string, { endsAt: at + (windowMs as number), hits: grant });
      return [{ hits: grant, last_grant: grant, ends_at: String(at + (windowMs as number)) }];
    }
    const grant = Math.max(0, Math.min(lease, max - row.hits));
    row.hits += grant;
    return [{ hits: row.hits, last_grant: grant, ends_at: String(row.endsAt) }];
  };
  return { query, statements };
}

describe('LeasedRateLimiter', () => {
  it('lets three instances sharing one database through exactly the limit between them', async () => {
    const db = fakeDatabase();
    const instances = [0, 1, 2].map(() => new LeasedRateLimiter(db.query, 600, 60_000, () => 0));
    const decisions = await Promise.all(Array.from({ length: 900 }, (_, i) => instances[i % 3].take('key')));
    expect(decisions.filter((d) => d.allowed).length).toBe(600);
  });

  it('asks the database once per lease, not once per call', async () => {
    const db = fakeDatabase();
    const limiter = new LeasedRateLimiter(db.query, 600, 60_000, () => 0);
    for (let i = 0; i < 90; i += 1) await limiter.take('key');
    expect(db.statements.length).toBe(Math.ceil(90 / leaseSize(600)));
  });

  it('keeps a busy bucket when more buckets than it remembers pass by: the least recently used are forgotten', async () => {
    const db = fakeDatabase();
    const limiter = new LeasedRateLimiter(db.query, 2000, 60_000, () => 0);
    await limiter.take('busy'); // leases 100 calls
    // 100,000 buckets remembered (MAX_BUCKETS): one guessing address per bucket, the busy key in between.
    for (let i = 0; i < 100_000; i += 1) {
      await limiter.take(`one-off-${i}`);
      if (i % 2000 === 0) expect(limiter.decideNow('busy')?.allowed).toBe(true);
    }
    // Its leased calls are still here: no new lease (a Map cleared when full forgot it).
    expect(db.statements.filter(([bucket]) => bucket === 'busy')).toHaveLength(1);
    // The oldest one-off bucket was forgotten: it leases again.
    await limiter.take('one-off-0');
    expect(db.statements.filter(([bucket]) => bucket === 'one-off-0')).toHaveLength(2);
  });

  it('decides synchronously while it holds leased calls, and says when it must lease', async () => {
    const db = fakeDatabase();
    const limiter = new LeasedRateLimiter(db.query, 60, 60_000, () => 0);
    expect(limiter.decideNow('key')).toBeUndefined();
    await limiter.take('key');
    const leased = leaseSize(60);
    for (let i = 1; i < leased; i += 1) expect(limiter.decideNow('key')?.allowed).toBe(true);
    expect(limiter.decideNow('key')).toBeUndefined();
  });

  it('starts the window with the first call and tells when it resets', async () => {
    let now = 10_000;
    const db = fakeDatabase();
    const limiter = new LeasedRateLimiter(db.query, 1, 60_000, () => now);
    expect(await limiter.take('key')).toEqual({ allowed: true, limit: 1, remaining: 0, resetSeconds: 60 });
    now = 40_000;
    expect(await limiter.take('key')).toEqual({ allowed: false, limit: 1, remaining: 0, resetSeconds: 30 });
    // Refused calls cost no query until the window ends.
    const asked = db.statements.length;
    expect(limiter.decideNow('key')?.allowed).toBe(false);
    expect(db.statements.length).toBe(asked);
    now = 70_000;
    expect((await limiter.take('key')).allowed).toBe(true);
  });

  it('sees a window another instance started and spent', async () => {
    let now = 0;
    const db = fakeDatabase();
    const a = new LeasedRateLimiter(db.query, 2, 60_000, () => now);
    const b = new LeasedRateLimiter(db.query, 2, 60_000, () => now);
    await a.take('key');
    await a.take('key');
    now = 30_000;
    expect(await b.take('key')).toEqual({ allowed: false, limit: 2, remaining: 0, resetSeconds: 30 });
  });

  it('keeps each bucket apart', async () => {
    const db = fakeDatabase();
    const limiter = new LeasedRateLimiter(db.query, 1, 60_000, () => 0);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('b')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });
  it('counts a heavy call as several, across instances too, and refuses one the window has no room left for', async () => {
    const db = fakeDatabase();
    const a = new LeasedRateLimiter(db.query, 100, 60_000, () => 0);
    const b = new LeasedRateLimiter(db.query, 100, 60_000, () => 0);
    expect((await a.take('key', 60)).allowed).toBe(true);
    expect((await b.take('key', 30)).allowed).toBe(true);
    const heavy = await b.take('key', 30);
    expect(heavy).toMatchObject({ allowed: false, limit: 100 });
    // What is left still serves light calls: 100 in all, never more.
    const light = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take('key')));
    expect(light.filter((d) => d.allowed).length).toBe(10);
  });

  it('knows, without a query, that a spent bucket is blocked until its window ends', async () => {
    let now = 0;
    const db = fakeDatabase();
    const limiter = new LeasedRateLimiter(db.query, 1, 60_000, () => now);
    expect(limiter.knownExhausted('address')).toBeNull();
    await limiter.take('address');
    await limiter.take('address');
    now = 15_000;
    const statements = db.statements.length;
    expect(limiter.knownExhausted('address')).toBe(45);
    expect(db.statements.length).toBe(statements);
    now = 60_000;
    expect(limiter.knownExhausted('address')).toBeNull();
  });
});
