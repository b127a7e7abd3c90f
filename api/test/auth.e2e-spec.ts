import { createTestApp, TestApp } from './utils/test-app';

const ADMIN = { username: 'admin', password: 'brokerbridge' };

// Every login and registration runs argon2id (19 MiB, two passes): slow on a busy machine.
jest.setTimeout(30_000);

describe('Accounts and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_LOGIN_FAILURES: '5', LOGIN_HINT_ENABLED: 'true', RATE_LIMIT_PUBLIC_PER_MINUTE: '100' } });
  });
  afterAll(() => t.close());

  const sessionRows = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM sessions'))[0].n as number;

  describe('the seeded admin', () => {
    it('exists once, with an argon2id hash', async () => {
      const rows = await t.dataSource.query(`SELECT username, is_admin, password_hash FROM users WHERE lower(username) = 'admin'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ username: 'admin', is_admin: true });
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    });

    it('is not seeded twice when another instance starts on the same database', async () => {
      const [second, third] = await Promise.all([createTestApp({ databaseUrl: t.databaseUrl }), createTestApp({ databaseUrl: t.databaseUrl })]);
      await Promise.all([second.close(), third.close()]);
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE lower(username) = 'admin'`);
      expect(n).toBe(1);
    });
  });

  describe('POST /api/login', () => {
    it('signs the admin in, answers the user without its hash, and GET /api/user follows', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/login').send(ADMIN).expect(200);
      expect(res.body).toEqual({ id: expect.any(Number), username: 'admin', isAdmin: true });
      expect(JSON.stringify(res.body)).not.toMatch(/argon|hash/i);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/bb\.sid=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      await agent.get('/api/user').expect(200, res.body);
      const [row] = await t.dataSource.query(`SELECT last_login_at FROM users WHERE username = 'admin'`);
      expect(row.last_login_at).not.toBeNull();
    });

    it('matches the username case-insensitively', async () => {
      await t.http.post('/api/login').send({ username: 'ADMIN', password: ADMIN.password }).expect(200);
    });

    it('gives a new session id at login (no session fixation)', async () => {
      const agent = t.agent();
      await agent
        .post('/api/register')
        .send({ username: `fix${Date.now()}`, password: 'secret-one' })
        .expect(201);
      const before = await t.dataSource.query('SELECT sid FROM sessions');
      const res = await agent.post('/api/login').send(ADMIN).expect(200);
      const sid = decodeURIComponent(String(res.headers['set-cookie'])).match(/bb\.sid=([^.;]+)\./)![1];
      expect(before.map((r: { sid: string }) => r.sid)).not.toContain(sid);
    });

    it('answers a wrong password and an unknown user the same way', async () => {
      const wrong = await t.http.post('/api/login').send({ username: 'admin', password: 'wrong-password' }).expect(401);
      const unknown = await t.http.post('/api/login').send({ username: 'nobody-here', password: 'wrong-password' }).expect(401);
      for (const res of [wrong, unknown]) {
        expect(res.body).toMatchObject({ statusCode: 401, code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid username or password' });
      }
    });

    it('takes about as long for an unknown user as for a wrong password (no user enumeration by timing)', async () => {
      const username = `timed${Date.now()}`;
      await t.http.post('/api/register').send({ username, password: 'right-password' }).expect(201);
      const fastest = async (name: string) => {
        const times: number[] = [];
        for (let i = 0; i < 3; i++) {
          const started = performance.now();
          await t.http
            .post('/api/login')
            .send({ username: `${name}`, password: 'wrong-password' })
            .expect(401);
          times.push(performance.now() - started);
        }
        return Math.min(...times);
      };
      const wrongPassword = await fastest(username);
      const unknownUser = await fastest(`${username}-unknown`);
      expect(unknownUser / wrongPassword).toBeGreaterThan(0.33);
      expect(unknownUser / wrongPassword).toBeLessThan(3);
    });

    it('refuses short fields with the login page messages, naming each field', async () => {
      const res = await t.http.post('/api/login').send({ username: 'ab', password: '12345' }).expect(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'username', messages: ['Username must be at least 3 characters'] },
          { field: 'password', messages: ['Password must be at least 6 characters'] },
        ]),
      );
      const empty = await t.http.post('/api/login').send({}).expect(400);
      expect(empty.body.errors).toEqual([
        { field: 'username', messages: ['Username must be at least 3 characters'] },
        { field: 'password', messages: ['Password must be at least 6 characters'] },
      ]);
      await t.http.post('/api/login').send({ username: 'admin', password: 'brokerbridge', isAdmin: true }).expect(400);
    });

    it('throttles after 5 failures for one username and address, even with the right password', async () => {
      const username = `victim${Date.now()}`;
      await t.http.post('/api/register').send({ username, password: 'right-password' }).expect(201);
      for (let i = 0; i < 5; i++) await t.http.post('/api/login').send({ username, password: 'bad-guess' }).expect(401);
      const res = await t.http.post('/api/login').send({ username, password: 'right-password' }).expect(429);
      expect(res.body).toMatchObject({ code: 'AUTH.TOO_MANY_FAILURES', message: expect.stringMatching(/try again in 15 minutes/) });
      // Other accounts from the same address are unaffected.
      await t.http.post('/api/login').send(ADMIN).expect(200);
    });
  });

  describe('POST /api/register', () => {
    it('creates a non-admin user and signs it in', async () => {
      const agent = t.agent();
      const username = `trader${Date.now()}`;
      const res = await agent.post('/api/register').send({ username, password: 'secret-one' }).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), username, isAdmin: false });
      await agent.get('/api/user').expect(200, res.body);
    });

    it('answers 409 when the name is taken, in any case', async () => {
      const res = await t.http.post('/api/register').send({ username: 'Admin', password: 'secret-one' }).expect(409);
      expect(res.body.code).toBe('AUTH.USERNAME_TAKEN');
    });

    it('refuses a look-alike of a taken name (case or punctuation only)', async () => {
      await t.http.post('/api/register').send({ username: 'j.smith', password: 'secret-one' }).expect(201);
      for (const username of ['jsmith', 'J_Smith', 'j-s.mith', 'JSMITH']) {
        const res = await t.http.post('/api/register').send({ username, password: 'secret-one' });
        expect({ username, status: res.status, code: res.body.code }).toEqual({ username, status: 409, code: 'AUTH.USERNAME_TAKEN' });
      }
    });

    it('refuses a new password shorter than 8 characters or holding a control character', async () => {
      const short = await t.http
        .post('/api/register')
        .send({ username: `short${Date.now()}`, password: 'seven77' })
        .expect(400);
      expect(short.body.errors).toEqual([{ field: 'password', messages: ['Password must be at least 8 characters'] }]);
      const bell = await t.http
        .post('/api/register')
        .send({ username: `bell${Date.now()}`, password: 'ring\u0007the-bell' })
        .expect(400);
      expect(bell.body.errors).toEqual([{ field: 'password', messages: ['Password may not contain control characters'] }]);
    });

    it('is rate-limited per address', async () => {
      // Counts are shared through the database with the app above, whose earlier calls came from
      // 127.0.0.1: this one is called from an address of its own (forwarded by a trusted proxy).
      const limited = await createTestApp({ databaseUrl: t.databaseUrl, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2', TRUST_PROXY: 'loopback' } });
      try {
        const stamp = Date.now();
        await limited.http
          .post('/api/register')
          .set('X-Forwarded-For', '198.51.100.40')
          .send({ username: `burst${stamp}a`, password: 'secret-one' })
          .expect(201);
        await limited.http
          .post('/api/register')
          .set('X-Forwarded-For', '198.51.100.40')
          .send({ username: `burst${stamp}b`, password: 'secret-one' })
          .expect(201);
        const res = await limited.http
          .post('/api/register')
          .set('X-Forwarded-For', '198.51.100.40')
          .send({ username: `burst${stamp}c`, password: 'secret-one' })
          .expect(429);
        expect(res.body.code).toBe('RATE_LIMITED');
      } finally {
        await limited.close();
        delete process.env.RATE_LIMIT_PUBLIC_PER_MINUTE;
        delete process.env.TRUST_PROXY;
      }
    });

    it('refuses to be told the user is an admin', async () => {
      await t.http
        .post('/api/register')
        .send({ username: `sneaky${Date.now()}`, password: 'secret-one', isAdmin: true })
        .expect(400);
    });
  });

  describe('POST /api/logout', () => {
    it('answers 204 and deletes the session row', async () => {
      const agent = t.agent();
      await agent.post('/api/login').send(ADMIN).expect(200);
      const before = await sessionRows();
      await agent.post('/api/logout').expect(204);
      expect(await sessionRows()).toBe(before - 1);
      await agent.get('/api/user').expect(401);
    });
  });

  describe('GET /api/session', () => {
    it('answers 200 with a null user for a visitor, the user once signed in, null again after logout, and stores no session for the visitor', async () => {
      const before = await sessionRows();
      const anonymous = await t.http.get('/api/session').expect(200);
      expect(anonymous.body).toEqual({ user: null });
      expect(anonymous.headers['set-cookie']).toBeUndefined();
      expect(await sessionRows()).toBe(before);
      const agent = t.agent();
      const login = await agent.post('/api/login').send(ADMIN).expect(200);
      await agent.get('/api/session').expect(200, { user: login.body });
      await agent.post('/api/logout').expect(204);
      await agent.get('/api/session').expect(200, { user: null });
    });
  });

  describe('sessions live in Postgres', () => {
    it('survive an API restart', async () => {
      const agent = t.agent();
      await agent.post('/api/login').send(ADMIN).expect(200);
      const cookie = (await agent.get('/api/user').expect(200)).request.cookies;
      const restarted = await createTestApp({ databaseUrl: t.databaseUrl });
      try {
        const res = await restarted.http.get('/api/user').set('Cookie', cookie).expect(200);
        expect(res.body).toMatchObject({ username: 'admin', isAdmin: true });
      } finally {
        await restarted.close();
      }
    });
  });

  describe('cross-site requests', () => {
    it('refuses a form-encoded post from another site', async () => {
      const res = await t.http
        .post('/api/login')
        .set('Origin', 'https://evil.example')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('username=admin&password=brokerbridge')
        .expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, code: 'SECURITY.CROSS_SITE_REQUEST', message: expect.stringContaining('evil.example') });
    });

    it('refuses a text/plain post even without an Origin header', async () => {
      const res = await t.http.post('/api/logout').set('Content-Type', 'text/plain').send('{}').expect(403);
      expect(res.body.message).toMatch(/application\/json/);
    });

    it('refuses JSON from a foreign origin and accepts it from our own', async () => {
      await t.http.post('/api/login').set('Origin', 'https://evil.example').send(ADMIN).expect(403);
      await t.http.post('/api/login').set('Host', 'brokerbridge.test').set('Origin', 'http://brokerbridge.test').send(ADMIN).expect(200);
    });

    it('lets reads through from anywhere', async () => {
      await t.http.get('/api/config/public').set('Origin', 'https://evil.example').expect(200);
    });
  });

  describe('public configuration', () => {
    it('includes the login hint while it is enabled', async () => {
      const res = await t.http.get('/api/config/public').expect(200);
      expect(res.body.loginHint).toEqual(ADMIN);
    });

    it('leaves it out when disabled', async () => {
      const other = await createTestApp({ databaseUrl: t.databaseUrl, env: { LOGIN_HINT_ENABLED: 'false' } });
      try {
        expect((await other.http.get('/api/config/public').expect(200)).body.loginHint).toBeNull();
      } finally {
        await other.close();
        process.env.LOGIN_HINT_ENABLED = 'true';
      }
    });
  });
});
