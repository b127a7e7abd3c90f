import { createTestApp, TestApp } from './utils/test-app';

// App start-ups seed the admin (argon2id) and logins verify it: slow on a busy machine.
jest.setTimeout(30_000);

/**
 * Every admin route, read from the OpenAPI document so routes added later (leads,
 * subscribers, exports) are covered without touching this file.
 */
describe('Admin routes: the guard matrix', () => {
  let t: TestApp;
  let adminRoutes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.http.get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    adminRoutes = Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/(dashboard|admin)\//.test(path))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, '1') })));
  });
  afterAll(() => t.close());

  const call = (agent: ReturnType<TestApp['agent']>, route: { method: string; path: string }) =>
    (agent as unknown as Record<string, (path: string) => ReturnType<ReturnType<TestApp['agent']>['get']>>)[route.method](route.path);

  it('finds the dashboard routes', () => {
    expect(adminRoutes).toEqual(
      expect.arrayContaining([
        { method: 'get', path: '/api/dashboard/metrics' },
        { method: 'get', path: '/api/dashboard/charts' },
      ]),
    );
  });

  it('answers 401 to a visitor, 403 to a user and lets an admin through', async () => {
    const anonymous = t.agent();
    const user = t.agent();
    await user.post('/api/register').send({ username: 'plainuser', password: 'secret-one' }).expect(201);
    const admin = t.agent();
    await admin.post('/api/login').send({ username: 'admin', password: 'brokerbridge' }).expect(200);
    for (const route of adminRoutes) {
      const label = `${route.method.toUpperCase()} ${route.path}`;
      expect([label, (await call(anonymous, route)).status]).toEqual([label, 401]);
      expect([label, (await call(user, route)).status]).toEqual([label, 403]);
      const status = (await call(admin, route)).status;
      expect([label, status === 401 || status === 403 || status >= 500]).toEqual([label, false]);
    }
  });
});
