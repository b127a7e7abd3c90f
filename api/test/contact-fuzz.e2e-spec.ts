import fc from 'fast-check';
import { createTestApp, TestApp } from './utils/test-app';

describe('Contact endpoints under arbitrary JSON', () => {
  let t: TestApp;
  const leadCount = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM leads'))[0].n);

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' } });
  });
  afterAll(() => t.close());

  describe('arbitrary JSON (property-based)', () => {
    const text = (max: number) => fc.oneof(fc.string({ maxLength: max }), fc.constant('   '), fc.jsonValue());
    const email = fc.oneof(fc.emailAddress(), fc.string(), fc.jsonValue());
    const fieldsOf = (path: string) => (path === '/api/copper-submit' ? ['name'] : ['firstName', 'lastName']);
    const bodyFor = (path: string) =>
      fc.oneof(
        fc.jsonValue(),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
        fc.record(
          {
            ...Object.fromEntries(fieldsOf(path).map((f) => [f, text(105)])),
            email,
            company: fc.oneof(text(205), fc.constant(null)),
            message: text(60),
            extra: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        // Mostly valid bodies, so the 201 branch is exercised as often as the 400 one.
        fc.record({
          ...Object.fromEntries(fieldsOf(path).map((f) => [f, fc.string({ minLength: 1, maxLength: 100 })])),
          email: fc.emailAddress(),
          message: fc.string({ minLength: 1, maxLength: 100 }),
        }),
      );

    /** An independent reading of the rules, to say which bodies must be stored. */
    const isValid = (path: string, body: unknown): boolean => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
      const b = body as Record<string, unknown>;
      const allowed = [...fieldsOf(path), 'email', 'company', 'message'];
      if (Object.keys(b).some((k) => !allowed.includes(k))) return false;
      const filled = (v: unknown, max: number) => typeof v === 'string' && v.trim().length > 0 && v.trim().length <= max;
      if (!fieldsOf(path).every((f) => filled(b[f], 100)) || !filled(b.message, 5000) || !filled(b.email, 254)) return false;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((b.email as string).trim())) return false;
      if (b.company !== undefined && b.company !== null && (typeof b.company !== 'string' || b.company.trim().length > 200)) return false;
      return true;
    };

    it.each(['/api/contact', '/api/copper-submit', '/api/hubspot-submit'])('%s never answers 5xx and stores a row only for valid input', async (path) => {
      let stored = 0;
      await fc.assert(
        fc.asyncProperty(bodyFor(path), async (body) => {
          const before = await leadCount();
          const res = await t.http.post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));
          expect([201, 400]).toContain(res.status);
          const after = await leadCount();
          expect(after).toBe(before + (res.status === 201 ? 1 : 0));
          if (!isValid(path, body)) expect(res.status).toBe(400);
          stored += after - before;
        }),
        { numRuns: 80 },
      );
      expect(stored).toBeGreaterThan(0);
    });
  });
});
