import { PasswordHasher } from '../src/modules/auth/password-hasher';
import { createTestApp, TestApp } from './utils/test-app';

describe('login throttle under concurrency and spraying', () => {
  let t: TestApp;
  let checks: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_LOGIN_FAILURES: '5', RATE_LIMIT_LOGIN_ADDRESS_FAILURES: '20', TRUST_PROXY: 'loopback' } });
    checks = jest.spyOn(t.app.get(PasswordHasher), 'verify');
  });
  beforeEach(() => checks.mockClear());
  afterAll(() => t.close());

  const attempt = (username: string, from: string) => t.http.post('/api/login').set('X-Forwarded-For', from).send({ username, password: 'wrong-password' });

  it('checks at most 5 passwords when 40 wrong ones for one username arrive at once', async () => {
    const statuses = (await Promise.all(Array.from({ length: 40 }, () => attempt('admin', '198.51.100.1')))).map((r) => r.status);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('caps failures from one address across usernames (spraying)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(`user${i}`, '198.51.100.2')).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(checks.mock.calls.length).toBe(20);
    // Another address is not affected.
    expect((await attempt('user0', '198.51.100.3')).status).toBe(401);
  });

  it('counts IPv6 addresses by their /64', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(`v6user${i}`, `2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(401);
    expect((await attempt('v6user-next', '2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await attempt('v6user-next', '2001:db8:1:3::1')).status).toBe(401);
  });
});
