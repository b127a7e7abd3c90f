import { CLOCK } from '../src/common/clock';
import { SESSION_USER_RECHECK_MS } from '../src/modules/auth/session-user.refresher';
import { FakeClock } from './utils/fake-clock';
import { createTestApp, TestApp } from './utils/test-app';

describe("a session's user is re-read, not trusted for the session's life", () => {
  const clock = new FakeClock(new Date());
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100' }, override: (b) => b.overrideProvider(CLOCK).useValue(clock) });
    expect(SESSION_USER_RECHECK_MS).toBeLessThanOrEqual(30_000);
  });
  afterAll(() => t.close());

  it('takes admin access from a demoted admin within the recheck time', async () => {
    await t.dataSource.query(
      `INSERT INTO users (username, password_hash, is_admin, created_at) SELECT 'second-admin', password_hash, true, now() FROM users WHERE username = 'admin'`,
    );
    const admin = t.agent();
    await admin.post('/api/login').send({ username: 'second-admin', password: 'brokerbridge' }).expect(200);
    await admin.get('/api/admin/subscribers').expect(200);
    await t.dataSource.query(`UPDATE users SET is_admin = false WHERE username = 'second-admin'`);
    clock.advance(SESSION_USER_RECHECK_MS);
    await admin.get('/api/admin/subscribers').expect(403);
    expect((await admin.get('/api/user').expect(200)).body).toMatchObject({ username: 'second-admin', isAdmin: false });
  });

  it('signs a deleted user out within the recheck time', async () => {
    const user = t.agent();
    await user
      .post('/api/register')
      .send({ username: `leaving${Date.now()}`, password: 'secret-one' })
      .expect(201);
    await user.get('/api/user').expect(200);
    await t.dataSource.query(`DELETE FROM users WHERE username LIKE 'leaving%'`);
    clock.advance(SESSION_USER_RECHECK_MS);
    await user.get('/api/user').expect(401);
  });
});
