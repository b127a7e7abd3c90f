import { ApiRateLimiter, LeaseQuery } from './api-rate-limiter';
import { InvalidKeyThrottle } from './invalid-key-throttle';

/** The lease statement's rule, as Postgres applies it (see api-rate-limiter.spec). */
function sharedDatabase() {
  const rows = new Map<string, number>();
  let statements = 0;
  const query: LeaseQuery = async (_sql, [id, window, size, limit]) => {
    statements += 1;
    const key = `${id}:${window}`;
    const hits = rows.get(key) ?? 0;
    if (hits >= (limit as number)) return [];
    const grant = Math.min(size as number, (limit as number) - hits);
    rows.set(key, hits + grant);
    return [{ hits: hits + grant, last_grant: grant }];
  };
  return { query, statements: () => statements };
}

describe('the invalid-key throttle per client address', () => {
  it('lets 60 invalid keys from one address through two instances, then blocks it on both without a query', async () => {
    const db = sharedDatabase();
    const [a, b] = [new InvalidKeyThrottle(new ApiRateLimiter(db.query, 60, () => 0)), new InvalidKeyThrottle(new ApiRateLimiter(db.query, 60, () => 0))];
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
