import fc from 'fast-check';
import { createTestApp, TestApp } from './utils/test-app';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@fintech.example', company: 'Fintech Labs', message: 'Hello there' };
const validCopper = { name: 'Ada King Lovelace', email: 'ada@fintech.example', company: 'Fintech Labs', message: 'Hello there' };
const endpoints = [
  { path: '/api/contact', source: 'contact', body: valid },
  { path: '/api/copper-submit', source: 'copper-submit', body: validCopper },
  { path: '/api/hubspot-submit', source: 'hubspot-submit', body: valid },
] as const;

describe('Contact submissions', () => {
  let t: TestApp;
  const leadCount = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM leads'))[0].n);

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' } });
  });
  afterAll(() => t.close());

  describe.each(endpoints)('POST $path', ({ path, source, body }) => {
    it('stores the lead with where it came from before answering 201 { message }', async () => {
      const email = `happy-${source}@fintech.example`;
      const res = await t.http
        .post(path)
        .set('Referer', 'http://localhost/contact')
        .set('User-Agent', 'jest-agent')
        .send({ ...body, email })
        .expect(201);
      expect(res.body).toEqual({ message: expect.any(String) });
      const [row] = await t.dataSource.query('SELECT * FROM leads WHERE email = $1', [email]);
      expect(row).toMatchObject({
        email,
        company: 'Fintech Labs',
        message: 'Hello there',
        source,
        page: 'http://localhost/contact',
        user_agent: 'jest-agent',
        ip: expect.any(String),
      });
      expect(row.created_at).toBeInstanceOf(Date);
    });

    it('trims values and stores a blank company as none', async () => {
      const email = `trim-${source}@fintech.example`;
      await t.http.post(path).send({ ...body, email: `  ${email} `, company: '   ', message: '  hi  ' }).expect(201);
      const [row] = await t.dataSource.query('SELECT company, message FROM leads WHERE email = $1', [email]);
      expect(row).toEqual({ company: null, message: 'hi' });
    });

    const nameFields = 'name' in body ? ['name'] : ['firstName', 'lastName'];
    const required = [...nameFields, 'email', 'message'];
    const cases: [string, Record<string, unknown>, string][] = [
      ...required.map((f): [string, Record<string, unknown>, string] => [`${f} missing`, { [f]: undefined }, f]),
      ...required.map((f): [string, Record<string, unknown>, string] => [`${f} blank`, { [f]: '   ' }, f]),
      ...required.map((f): [string, Record<string, unknown>, string] => [`${f} not a string`, { [f]: 42 }, f]),
      ['email invalid', { email: 'not-an-email' }, 'email'],
      ['email over 254', { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example` }, 'email'],
      ...nameFields.map((f): [string, Record<string, unknown>, string] => [`${f} over 100`, { [f]: 'x'.repeat(101) }, f]),
      ['company over 200', { company: 'c'.repeat(201) }, 'company'],
      ['company not a string', { company: ['x'] }, 'company'],
      ['message over 5000', { message: 'm'.repeat(5001) }, 'message'],
      ['an unknown field', { isAdmin: true }, 'isAdmin'],
    ];

    it.each(cases)('rejects %s with a 400 naming the field and stores nothing', async (_label, change, field) => {
      const before = await leadCount();
      const res = await t.http.post(path).send({ ...body, ...change }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String) });
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await leadCount()).toBe(before);
    });

    it('accepts the limits exactly', async () => {
      const email = `limits-${source}@fintech.example`;
      const names = Object.fromEntries(nameFields.map((f) => [f, 'n'.repeat(100)]));
      await t.http.post(path).send({ ...body, ...names, email, company: 'c'.repeat(200), message: 'm'.repeat(5000) }).expect(201);
    });

    it('refuses anything but JSON', async () => {
      const res = await t.http.post(path).type('form').send({ ...body }).expect(415);
      expect(res.body.code).toBe('CONTACT.JSON_REQUIRED');
      await t.http.post(path).set('Content-Type', 'application/json').send('{"email":').expect(400);
    });
  });

  describe('the single-name CRM endpoint', () => {
    it.each([
      ['Ada Lovelace', 'Ada', 'Lovelace'],
      ['Ada King Lovelace', 'Ada', 'King Lovelace'],
      ['  Madonna  ', 'Madonna', ''],
    ])('splits %p at the first space', async (name, firstName, lastName) => {
      const email = `split-${firstName}-${lastName.replace(/\s/g, '')}@fintech.example`.toLowerCase();
      await t.http.post('/api/copper-submit').send({ ...validCopper, name, email }).expect(201);
      const [row] = await t.dataSource.query('SELECT first_name, last_name FROM leads WHERE email = $1', [email]);
      expect(row).toEqual({ first_name: firstName, last_name: lastName });
    });
  });

  it('stores the lead and stays quiet about delivery when no channel is configured', async () => {
    await t.http.post('/api/contact').send({ ...valid, email: 'nochannel@fintech.example' }).expect(201);
    expect(await t.dataSource.query('SELECT * FROM lead_deliveries')).toEqual([]);
  });

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

    it.each(endpoints.map((e) => e.path))('%s never answers 5xx and stores a row only for valid input', async (path) => {
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

describe('Contact rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  it('answers a clear 429 once an address has sent too many', async () => {
    await t.http.post('/api/contact').send(valid).expect(201);
    await t.http.post('/api/contact').send(valid).expect(201);
    const res = await t.http.post('/api/contact').send(valid).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: expect.stringMatching(/too many/i) });
  });
});

describe('Contact form configuration for the page', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('serves our own form by default', async () => {
    t = await createTestApp({ env: { CONTACT_FORM_MODE: '', HUBSPOT_PORTAL_ID: '', HUBSPOT_FORM_ID: '', COPPER_FORM_ID: '' } });
    const res = await t.http.get('/api/config/public').expect(200);
    expect(res.body.contactForm).toEqual({ mode: 'form', copperFormId: null, hubspotPortalId: null, hubspotFormId: null });
  });

  it('serves the embed mode and its public ids, never a CRM secret', async () => {
    t = await createTestApp({
      env: { CONTACT_FORM_MODE: 'hubspot', HUBSPOT_PORTAL_ID: '777', HUBSPOT_FORM_ID: 'f-1', COPPER_FORM_ID: 'cf-9', COPPER_API_KEY: 'secret-key' },
    });
    const res = await t.http.get('/api/config/public').expect(200);
    expect(res.body.contactForm).toEqual({ mode: 'hubspot', copperFormId: 'cf-9', hubspotPortalId: '777', hubspotFormId: 'f-1' });
    expect(JSON.stringify(res.body)).not.toContain('secret-key');
  });
});
