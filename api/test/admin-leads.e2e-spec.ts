import { Body, Controller, Module, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '../src/session/session-user';
import { createTestApp, TestApp } from './utils/test-app';

/** Test-only sign-in: puts a user straight into the session (the real login lives elsewhere). */
@Controller('test-session')
class TestSessionController {
  @Post()
  signIn(@Body() body: { id: number; username: string; isAdmin: boolean }, @Req() req: FastifyRequest) {
    req.session.user = { id: body.id, username: body.username, isAdmin: body.isAdmin };
    return {};
  }
}

@Module({ controllers: [TestSessionController] })
class TestSessionModule {}

describe('Admin leads', () => {
  let t: TestApp;
  let admin: ReturnType<TestApp['agent']>;

  const insertLead = (i: number, fields: Record<string, string | null>) =>
    t.dataSource.query(
      `INSERT INTO leads (first_name, last_name, email, company, message, source, created_at)
       VALUES ($1, $2, $3, $4, $5, 'contact', now() - ($6 || ' minutes')::interval) RETURNING id`,
      [
        fields.firstName ?? 'Lead',
        fields.lastName ?? `Number${i}`,
        fields.email ?? `lead${i}@list.example`,
        fields.company ?? null,
        fields.message ?? 'Hi',
        String(100 - i),
      ],
    );

  beforeAll(async () => {
    t = await createTestApp({ imports: [TestSessionModule] });
    for (let i = 0; i < 30; i++) await insertLead(i, {});
    const [{ id }] = await insertLead(40, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@fintech.example', company: 'Analytical Engines' });
    await insertLead(41, { firstName: 'Bob', lastName: 'Builder', email: 'bob@tools.example', company: '=cmd|calc', message: '@SUM(1)' });
    await t.dataSource.query(
      `INSERT INTO lead_deliveries (lead_id, channel, status, attempts, last_error) VALUES ($1, 'hubspot', 'pending', 2, 'HTTP 503: down')`,
      [id],
    );
    admin = t.agent();
    await admin.post('/api/test-session').send({ id: 1, username: 'admin', isAdmin: true }).expect(201);
  });
  afterAll(() => t.close());

  describe('guards', () => {
    it.each(['/api/admin/leads', '/api/admin/leads/export'])('answers 401 to anonymous visitors on %s', async (path) => {
      const res = await t.http.get(path).expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });

    it.each(['/api/admin/leads', '/api/admin/leads/export'])('answers 403 to a signed-in non-admin on %s', async (path) => {
      const user = t.agent();
      // A real non-admin: the session's user is re-read from the database (role included).
      const [{ id }] = await t.dataSource.query(
        `INSERT INTO users (username, password_hash, is_admin, created_at) VALUES ('user', 'x', false, now())
         ON CONFLICT ((lower(username))) DO UPDATE SET username = excluded.username RETURNING id`,
      );
      await user.post('/api/test-session').send({ id, username: 'user', isAdmin: false }).expect(201);
      const res = await user.get(path).expect(403);
      expect(res.body.code).toBe('AUTH.FORBIDDEN');
    });
  });

  it('lists newest first with deliveries, paged', async () => {
    const res = await admin.get('/api/admin/leads?page=1&pageSize=25').expect(200);
    expect(res.body).toMatchObject({ total: 32, page: 1, pageSize: 25 });
    expect(res.body.items).toHaveLength(25);
    expect(res.body.items[0]).toMatchObject({ firstName: 'Bob', company: '=cmd|calc', deliveries: [] });
    expect(res.body.items[1]).toEqual({
      id: expect.any(String),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@fintech.example',
      company: 'Analytical Engines',
      message: 'Hi',
      source: 'contact',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      deliveries: [{ channel: 'hubspot', status: 'pending', attempts: 2, lastError: 'HTTP 503: down', deliveredAt: null }],
    });
    const dates = res.body.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await admin.get('/api/admin/leads?page=2&pageSize=25').expect(200);
    expect(second.body.items).toHaveLength(7);
    expect(second.body.items.at(-1).lastName).toBe('Number0');
  });

  it.each([
    ['LOVELACE', 1],
    ['ada lovelace', 1],
    ['fintech', 1],
    ['analytical', 1],
    ['number1', 11],
    ['%', 0],
    ['nobody', 0],
  ])('finds %p case-insensitively in name, email or company', async (q, count) => {
    const res = await admin.get('/api/admin/leads').query({ q }).expect(200);
    expect(res.body.total).toBe(count);
  });

  it.each([['pageSize=0'], ['pageSize=101'], ['page=0'], ['page=abc'], ['sort=name']])('rejects %s with a 400', async (query) => {
    const res = await admin.get(`/api/admin/leads?${query}`).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('exports matching leads as a CSV attachment that spreadsheets cannot execute', async () => {
    const res = await admin.get('/api/admin/leads/export?q=builder').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1].split(',')).toEqual(expect.arrayContaining([`'=cmd|calc`, `'@SUM(1)`]));
  });
});
