import { developerWithKey } from './utils/developer';
import { createTestApp, TestApp } from './utils/test-app';

describe('/api/developer/connections: the console (session) door onto the connections of the developer’s apps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the connections of the developer’s apps only, revokes one (its token stops working), 404 for another developer’s, 401 signed out', async () => {
    const dev = await developerWithKey(t);
    const other = await developerWithKey(t);
    expect((await dev.agent.get('/api/developer/connections').expect(200)).body).toEqual({ items: [] });

    const app = (
      await t.http
        .post('/v1/apps')
        .set(dev.auth)
        .send({ name: 'Acme Invest', redirectUris: ['http://127.0.0.1:9/callback'], type: 'confidential' })
        .expect(201)
    ).body;
    const made = (
      await t.http
        .post('/v1/sandbox/connections')
        .set(dev.auth)
        .send({ clientId: app.clientId, username: 'user_mfa', scopes: ['accounts:read'] })
        .expect(201)
    ).body;

    const { items } = (await dev.agent.get('/api/developer/connections').expect(200)).body;
    expect(items).toEqual([
      expect.objectContaining({ id: made.connectionId, appId: app.id, status: 'active', grantedScopes: ['accounts:read'], accountIds: expect.any(Array) }),
    ]);
    expect((await other.agent.get('/api/developer/connections').expect(200)).body.items).toEqual([]);
    expect((await other.agent.delete(`/api/developer/connections/${made.connectionId}`).expect(404)).body.code).toBe('CONNECT.CONNECTION_NOT_FOUND');
    await dev.agent.delete('/api/developer/connections/not-a-uuid').expect(400);
    await t.http.get('/api/developer/connections').expect(401);
    await t.http.delete(`/api/developer/connections/${made.connectionId}`).expect(401);

    const bearer = { Authorization: `Bearer ${made.accessToken}` };
    await t.http.get('/v1/connections').set(bearer).expect(200);
    await dev.agent.delete(`/api/developer/connections/${made.connectionId}`).expect(204);
    await t.http.get('/v1/connections').set(bearer).expect(401);
    expect((await dev.agent.get('/api/developer/connections').expect(200)).body.items[0].status).toBe('revoked');
    await dev.agent.delete(`/api/developer/connections/${made.connectionId}`).expect(404);
  });
});
