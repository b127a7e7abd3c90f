import { developerWithKey } from './utils/developer';
import { createTestApp, TestApp } from './utils/test-app';

describe('/v1/apps: partner apps (OAuth clients) of BrokerBridge Connect', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  const app = { name: 'Acme Invest', redirectUris: ['https://acme.example/cb', 'http://127.0.0.1:8080/cb'], type: 'confidential' };

  it('registers a confidential app, showing its secret once and storing its hash', async () => {
    const created = await t.http.post('/v1/apps').set(auth).send(app).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      clientId: expect.stringMatching(/^bbapp_/),
      name: 'Acme Invest',
      type: 'confidential',
      redirectUris: app.redirectUris,
      tokenEndpointAuthMethod: 'client_secret_basic',
      clientSecret: expect.stringMatching(/^bbsec_[\w-]{43}$/),
      createdAt: expect.any(String),
    });
    const [row] = await t.dataSource.query('SELECT secret_hash FROM connect_apps WHERE id = $1', [created.body.id]);
    expect(row.secret_hash).not.toContain(created.body.clientSecret);
    const listed = await t.http.get('/v1/apps').set(auth).expect(200);
    expect(listed.body.items.map((a: { id: string }) => a.id)).toContain(created.body.id);
    expect(JSON.stringify(listed.body)).not.toContain('clientSecret');
    const fetched = await t.http.get(`/v1/apps/${created.body.id}`).set(auth).expect(200);
    expect(fetched.body.clientSecret).toBeUndefined();
  });

  it('registers a public app without a secret', async () => {
    const created = await t.http
      .post('/v1/apps')
      .set(auth)
      .send({ ...app, type: 'public' })
      .expect(201);
    expect(created.body.clientSecret).toBeUndefined();
    expect(created.body.tokenEndpointAuthMethod).toBe('none');
    const rotate = await t.http.post(`/v1/apps/${created.body.id}/secret`).set(auth).expect(409);
    expect(rotate.body.code).toBe('CONNECT.PUBLIC_APP_HAS_NO_SECRET');
  });

  it.each([
    ['http on a public host', ['http://acme.example/cb'], 'http only on a loopback host'],
    ['a fragment', ['https://acme.example/cb#x'], 'must not have a fragment'],
    ['a relative URI', ['/cb'], 'must be an absolute URL'],
    ['a custom scheme', ['acme://cb'], 'must use https'],
    ['no URI', [], 'at least one URI'],
  ])('refuses redirect URIs with %s (400 with the reason)', async (_what, redirectUris, reason) => {
    const res = await t.http
      .post('/v1/apps')
      .set(auth)
      .send({ ...app, redirectUris })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body)).toContain(reason);
    expect(res.body.docUrl).toEqual(expect.stringContaining('VALIDATION_FAILED'));
  });

  it('refuses an unknown type or field', async () => {
    await t.http
      .post('/v1/apps')
      .set(auth)
      .send({ ...app, type: 'native' })
      .expect(400);
    await t.http
      .post('/v1/apps')
      .set(auth)
      .send({ ...app, clientSecret: 'mine' })
      .expect(400);
  });

  it('updates the name and redirect URIs, rotates the secret, and deletes', async () => {
    const created = await t.http.post('/v1/apps').set(auth).send(app).expect(201);
    const updated = await t.http
      .patch(`/v1/apps/${created.body.id}`)
      .set(auth)
      .send({ name: 'Acme 2', redirectUris: ['https://acme.example/new'] })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Acme 2', redirectUris: ['https://acme.example/new'] });
    const rotated = await t.http.post(`/v1/apps/${created.body.id}/secret`).set(auth).expect(201);
    expect(rotated.body.clientSecret).not.toBe(created.body.clientSecret);
    await t.http.delete(`/v1/apps/${created.body.id}`).set(auth).expect(204);
    const gone = await t.http.get(`/v1/apps/${created.body.id}`).set(auth).expect(404);
    expect(gone.body.code).toBe('CONNECT.APP_NOT_FOUND');
  });

  it("never shows or changes another developer's app", async () => {
    const created = await t.http.post('/v1/apps').set(auth).send(app).expect(201);
    const other = await developerWithKey(t);
    await t.http.get(`/v1/apps/${created.body.id}`).set(other.auth).expect(404);
    await t.http.delete(`/v1/apps/${created.body.id}`).set(other.auth).expect(404);
    expect((await t.http.get('/v1/apps').set(other.auth).expect(200)).body.items).toEqual([]);
  });

  it('needs a key with sandbox:control, and holds 10 apps per developer', async () => {
    const readOnly = await developerWithKey(t, ['accounts:read']);
    expect((await t.http.get('/v1/apps').set(readOnly.auth).expect(403)).body.code).toBe('AUTH.INSUFFICIENT_SCOPE');
    await t.http.get('/v1/apps').expect(401);
    const fresh = await developerWithKey(t);
    for (let i = 0; i < 10; i++) await t.http.post('/v1/apps').set(fresh.auth).send(app).expect(201);
    expect((await t.http.post('/v1/apps').set(fresh.auth).send(app).expect(409)).body.code).toBe('CONNECT.APP_QUOTA');
  });

  it('is the same list through the console (session) door, /api/developer/apps', async () => {
    const dev = await developerWithKey(t);
    const created = await dev.agent.post('/api/developer/apps').send(app).expect(201);
    expect(created.body.clientSecret).toEqual(expect.stringMatching(/^bbsec_/));
    expect((await t.http.get('/v1/apps').set(dev.auth).expect(200)).body.items.map((a: { id: string }) => a.id)).toEqual([created.body.id]);
    await dev.agent.delete(`/api/developer/apps/${created.body.id}`).expect(204);
    expect((await dev.agent.get('/api/developer/apps').expect(200)).body.items).toEqual([]);
    await t.http.get('/api/developer/apps').expect(401);
  });
});
