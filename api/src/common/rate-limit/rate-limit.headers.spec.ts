import { allowedHeaderList, allowedHeaders } from './rate-limit.guard';

const decision = { allowed: true, limit: 600, remaining: 573, resetSeconds: 57 };

describe('the X-RateLimit-* headers of an allowed call', () => {
  it('names the limit, the calls left and the seconds to the reset, with the rule’s suffix', () => {
    expect(allowedHeaders(decision, '')).toEqual({ 'X-RateLimit-Limit': 600, 'X-RateLimit-Remaining': 573, 'X-RateLimit-Reset': 57 });
    expect(allowedHeaders(decision, '-demo')).toEqual({ 'X-RateLimit-Limit-demo': 600, 'X-RateLimit-Remaining-demo': 573, 'X-RateLimit-Reset-demo': 57 });
  });

  it('gives a raw answer the same headers as a name, value list', () => {
    for (const suffix of ['', '-public']) {
      const list = allowedHeaderList(decision, suffix);
      expect(Object.fromEntries([0, 2, 4].map((i) => [list[i], list[i + 1]]))).toEqual(allowedHeaders(decision, suffix));
    }
  });
});
