import { LeasedRateLimiter, LeaseQuery } from '../../../common/rate-limit/leased-rate-limiter';
import { InvalidKeyThrottle } from './invalid-key-throttle';

/** The lease statement's rule, as Postgres applies it (see leased-rate-limiter.spec), all at time 0. */
function sharedDatabase() {
  const rows = new Map<string, number>();
  let statements = 0;
  const query: LeaseQuery = async (_sql, [bucket, now, size, limit, windowMs]) => {
    statements += 1;
    const hits = rows.get(bucket as string) ?? 0;
    const grant = Math.max(0, Math.min(size as number, (limit as number) - hits));
    rows.set(bucket as string, hits + grant);
    return [{ hits: hits + grant, last_grant: grant, ends_at: String((now as number) + (windowMs as number)) }];
  };
  return { query, statements: () => statements };
}

describe('the invalid-key throttle per client address', () => {
  it('lets 60 invalid keys from one address through two instances, then blocks it on both without a query', async () => {
    const db = sharedDatabase();
    const [a, b] = [
      new InvalidKeyThrottle(new LeasedRateLimiter(db.query, 60, 60_000, () => 0)),
      new InvalidKeyThrottle(new LeasedRateLimiter(db.query, 60, 60_000, () => 0)),
    ];
    const decisions = [];
    for (let i = 0; i < 2000 && (a.blockedFor('203.0.113.7') === null || b.blockedFor('203.0.113.7') === null); i += 1) {
      const throttle = i % 2 ? a : b;
      if (throttle.blockedFor('203.0.113.7') === null) decisions.push(await throttle.failed('203.0.113.7'));
    }
    expect(decisions.filter((d) => d.allowed)).toHaveLength(60);
    const spent = db.statements();
    expect(a.blockedFor('203.0.113.7')).toBe(60);
    expect(b.blockedFor('203.0.113.7')).toBe(60);
    expect(db.statements()).toBe(spent);
    // Another address is its own.
    expect((await a.failed('198.51.100.1')).allowed).toBe(true);
  });
});
