import { createTestApp, TestApp } from './utils/test-app';

describe('the built client in production', () => {
  let t: TestApp;

  afterEach(() => t?.close());

  it('does not serve source maps in production', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'a-long-admin-secret' } });
    await t.http.get('/assets/index-abc123.js').expect(200);
    await t.http.get('/assets/index-abc123.js.map').expect(404);
  });

  it('serves them in development, for the browser tools', async () => {
    t = await createTestApp();
    await t.http.get('/assets/index-abc123.js.map').expect(200);
  });
});
