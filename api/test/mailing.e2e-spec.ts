import { Body, Controller, Module, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '../src/session/session-user';
import type { SessionUser } from '../src/session/session-user';
import { createTestApp, TestApp } from './utils/test-app';

/** Test-only sign-in: puts a user in the session, as the accounts module's login will. */
@Controller('test-session')
class TestSessionController {
  @Post()
  signIn(@Req() req: FastifyRequest, @Body() body: Record<string, unknown>) {
    req.session.user = body as unknown as SessionUser;
    return { ok: true };
  }
}

@Module({ controllers: [TestSessionController] })
class TestSessionModule {}

const SUBSCRIBE = '/api/mailing-list/subscribe';

describe('Mailing list', () => {
  let t: TestApp;
  const rowsFor = (email: string) => t.dataSource.query(`SELECT email, source, created_at FROM subscribers WHERE lower(email) = lower($1)`, [email]);

  beforeAll(async () => {
    t = await createTestApp({ imports: [TestSessionModule], env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' } });
  });
  afterAll(() => t.close());

  describe('POST /api/mailing-list/subscribe', () => {
    it('stores a new address trimmed and lower-cased, with its source page', async () => {
      const res = await t.http.post(SUBSCRIBE).send({ email: '  Ada.Lovelace@Example.COM ', source: '/' }).expect(201);
      expect(res.body).toEqual({ message: 'Thank you for subscribing!' });
      const rows = await rowsFor('ada.lovelace@example.com');
      expect(rows).toEqual([{ email: 'ada.lovelace@example.com', source: '/', created_at: expect.any(Date) }]);
    });

    it('treats the same address in another case as a success that adds no row', async () => {
      await t.http.post(SUBSCRIBE).send({ email: 'grace@example.com' }).expect(201);
      const res = await t.http.post(SUBSCRIBE).send({ email: 'GRACE@Example.com' }).expect(200);
      expect(res.body.message).toMatch(/already subscribed/i);
      const rows = await rowsFor('grace@example.com');
      expect(rows).toHaveLength(1);
      expect(rows[0].source).toBeNull();
    });

    it.each([
      ['no @', { email: 'not-an-email' }],
      ['empty', { email: '' }],
      ['missing', {}],
      ['not a string', { email: 42 }],
    ])('refuses an invalid email (%s) with a message the toast can show', async (_case, body) => {
      const res = await t.http.post(SUBSCRIBE).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      // One message, not the same one three times over.
      expect(res.body.errors).toEqual([{ field: 'email', messages: ['Please enter a valid email address.'] }]);
      expect(res.body.message).toBe('Please enter a valid email address.');
    });

    it('refuses an address longer than 254 characters and stores nothing', async () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example`;
      expect(email.length).toBeGreaterThan(254);
      const res = await t.http.post(SUBSCRIBE).send({ email }).expect(400);
      expect(res.body.message).toContain('at most 254 characters');
      expect(await rowsFor(email)).toHaveLength(0);
    });

    it('refuses unknown fields, naming them', async () => {
      const res = await t.http.post(SUBSCRIBE).send({ email: 'mallory@example.com', isAdmin: true }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'isAdmin', messages: ['Unknown field "isAdmin"'] }]);
      expect(await rowsFor('mallory@example.com')).toHaveLength(0);
    });

    it.each([
      ['not a path', 'home'],
      ['too long', `/${'x'.repeat(200)}`],
    ])('refuses a bad source (%s)', async (_case, source) => {
      const res = await t.http.post(SUBSCRIBE).send({ email: 'source@example.com', source }).expect(400);
      expect(res.body.errors[0].field).toBe('source');
    });

    it('keeps exactly one row when 100 subscriptions of one address arrive at once', async () => {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => t.http.post(SUBSCRIBE).send({ email: i % 2 ? 'race@example.com' : ' RACE@example.com' })),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([...Array(99).fill(200), 201].sort());
      expect(await rowsFor('race@example.com')).toHaveLength(1);
    });
  });

  describe('admin read side', () => {
    // Sessions name real users: the session's user is re-read from the database (role included).
    const signedIn = async (isAdmin: boolean) => {
      const agent = t.agent();
      const username = isAdmin ? 'admin' : 'visitor';
      const [{ id }] = await t.dataSource.query(
        `INSERT INTO users (username, password_hash, is_admin, created_at) VALUES ($1, 'x', $2, now())
         ON CONFLICT ((lower(username))) DO UPDATE SET username = excluded.username RETURNING id`,
        [username, isAdmin],
      );
      await agent.post('/api/test-session').send({ id, username, isAdmin }).expect(201);
      return agent;
    };

    beforeAll(async () => {
      for (const email of ['list-1@corp.example', 'list-2@corp.example', 'list-3@other.example', 'pct_100%@corp.example']) {
        await t.http.post(SUBSCRIBE).send({ email, source: '/contact' }).expect(201);
      }
      await t.http.post(SUBSCRIBE).send({ email: '=cmd|calc@evil.example', source: '/' });
    });

    it.each(['/api/admin/subscribers', '/api/admin/subscribers/export'])('%s: 401 for a visitor, 403 for a non-admin', async (url) => {
      expect((await t.http.get(url).expect(401)).body.code).toBe('AUTH.UNAUTHENTICATED');
      const user = await signedIn(false);
      expect((await user.get(url).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
    });

    it('pages newest first with the total', async () => {
      const admin = await signedIn(true);
      const res = await admin.get('/api/admin/subscribers?page=1&pageSize=2').expect(200);
      const total = (await t.dataSource.query('SELECT count(*)::int AS n FROM subscribers'))[0].n;
      expect(res.body).toMatchObject({ total, page: 1, pageSize: 2 });
      expect(res.body.items).toHaveLength(2);
      expect(res.body.items[0]).toEqual({ id: expect.any(Number), email: expect.any(String), source: '/', createdAt: expect.any(String) });
      const second = await admin.get('/api/admin/subscribers?page=2&pageSize=2').expect(200);
      expect(second.body.items[0].id).not.toBe(res.body.items[0].id);
      const [newest] = await t.dataSource.query('SELECT id FROM subscribers ORDER BY created_at DESC, id DESC LIMIT 1');
      expect(res.body.items[0].id).toBe(newest.id);
    });

    it('filters by a case-insensitive part of the email, taking % and _ literally', async () => {
      const admin = await signedIn(true);
      const res = await admin.get('/api/admin/subscribers').query({ q: 'CORP.example' }).expect(200);
      expect(res.body.items.map((s: { email: string }) => s.email).sort()).toEqual(['list-1@corp.example', 'list-2@corp.example', 'pct_100%@corp.example']);
      expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
      const literal = await admin.get('/api/admin/subscribers').query({ q: '_100%' }).expect(200);
      expect(literal.body.items.map((s: { email: string }) => s.email)).toEqual(['pct_100%@corp.example']);
    });

    it.each(['pageSize=0', 'pageSize=101', 'page=0', 'page=abc', 'sort=email'])('refuses ?%s with a 400', async (query) => {
      const admin = await signedIn(true);
      expect((await admin.get(`/api/admin/subscribers?${query}`).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });

    it('exports a CSV attachment, escaped and safe from spreadsheet formulas', async () => {
      const admin = await signedIn(true);
      const res = await admin.get('/api/admin/subscribers/export').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.text.trimEnd().split('\r\n');
      expect(lines[0]).toBe('id,email,source,createdAt');
      expect(lines.find((l) => l.includes('evil.example'))).toMatch(/^\d+,'=cmd\|calc@evil\.example,\/,\d{4}-/);
      const filtered = await admin.get('/api/admin/subscribers/export?q=other.example').expect(200);
      expect(filtered.text.trimEnd().split('\r\n')).toEqual(['id,email,source,createdAt', expect.stringMatching(/^\d+,list-3@other\.example,\/contact,/)]);
    });
  });
});

describe('Mailing list rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers a clear 429 once an address exceeds the per-minute limit', async () => {
    for (let i = 0; i < 3; i += 1)
      await t.http
        .post(SUBSCRIBE)
        .send({ email: `limit-${i}@example.com` })
        .expect(201);
    const res = await t.http.post(SUBSCRIBE).send({ email: 'limit-4@example.com' }).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please wait a minute and try again.' });
    expect(res.headers['retry-after-public']).toBe('60');
    expect(await t.dataSource.query(`SELECT 1 FROM subscribers WHERE email = 'limit-4@example.com'`)).toHaveLength(0);
  });
});
