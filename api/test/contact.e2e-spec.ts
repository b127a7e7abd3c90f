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

  describe.each(['/api/contact', '/api/hubspot-submit'])('POST %s, the combined-name payload of older clients (spec [260])', (path) => {
    it('is accepted: firstName and lastName are stored, the combined name is not needed', async () => {
      const email = `combined-${path.split('/').pop()}@fintech.example`;
      await t.http
        .post(path)
        .send({ ...valid, name: 'Ada Lovelace', email })
        .expect(201);
      const [row] = await t.dataSource.query('SELECT first_name, last_name FROM leads WHERE email = $1', [email]);
      expect(row).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    });

    it('answers one message per bad field, worded as the form labels it', async () => {
      const res = await t.http.post(path).send({ firstName: ' ', lastName: '', email: 'nope', message: '   ' }).expect(400);
      const byField = Object.fromEntries(res.body.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages]));
      expect(byField).toEqual({
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
        email: ['Please enter a valid email address'],
        message: ['Message is required'],
      });
    });
  });

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
      await t.http
        .post(path)
        .send({ ...body, email: `  ${email} `, company: '   ', message: '  hi  ' })
        .expect(201);
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
      const res = await t.http
        .post(path)
        .send({ ...body, ...change })
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String) });
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await leadCount()).toBe(before);
    });

    it('accepts the limits exactly', async () => {
      const email = `limits-${source}@fintech.example`;
      const names = Object.fromEntries(nameFields.map((f) => [f, 'n'.repeat(100)]));
      await t.http
        .post(path)
        .send({ ...body, ...names, email, company: 'c'.repeat(200), message: 'm'.repeat(5000) })
        .expect(201);
    });

    it('refuses anything but JSON', async () => {
      // A form post is what a cross-site page can send: the global cross-site rule refuses it.
      const form = await t.http
        .post(path)
        .type('form')
        .send({ ...body })
        .expect(403);
      expect(form.body.code).toBe('SECURITY.CROSS_SITE_REQUEST');
      // A post with no body at all is not a missing-fields error but a wrong request.
      const empty = await t.http.post(path).expect(415);
      expect(empty.body.code).toBe('CONTACT.JSON_REQUIRED');
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
      await t.http
        .post('/api/copper-submit')
        .send({ ...validCopper, name, email })
        .expect(201);
      const [row] = await t.dataSource.query('SELECT first_name, last_name FROM leads WHERE email = $1', [email]);
      expect(row).toEqual({ first_name: firstName, last_name: lastName });
    });
  });

  it('stores the lead and stays quiet about delivery when no channel is configured', async () => {
    await t.http
      .post('/api/contact')
      .send({ ...valid, email: 'nochannel@fintech.example' })
      .expect(201);
    expect(await t.dataSource.query('SELECT * FROM lead_deliveries')).toEqual([]);
  });
});
