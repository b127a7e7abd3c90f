import * as oauth from 'oauth4webapi';
import type { AddressInfo } from 'node:net';
import { developerWithKey } from './utils/developer';
import { authorizeUrl, FlowBrowser, pkcePair, signInAndConsent } from './utils/connect-flow';
import { eventually } from './utils/eventually';
import { createTestApp, TestApp } from './utils/test-app';

const insecure = { [oauth.allowInsecureRequests]: true };
const originOf = (t: TestApp) => `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;

/** Two instances on one database, as behind the balancer: every code, grant and token is shared, and a revocation reaches both. */
describe('Connect across two instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    await a.app.listen(0, '127.0.0.1');
    const issuer = `${originOf(a)}/oauth`;
    b = await createTestApp({ databaseUrl: a.databaseUrl, env: { CONNECT_ISSUER: issuer } });
    await b.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    delete process.env.CONNECT_ISSUER;
  });

  const redirectUri = 'http://127.0.0.1:9/cb';

  /** A developer's app registered on A, and A's metadata. */
  async function appOnA(name: string, type: 'public' | 'confidential') {
    const { auth } = await developerWithKey(a);
    const app = (
      await a.http
        .post('/v1/apps')
        .set(auth)
        .send({ name, redirectUris: [redirectUri], type })
        .expect(201)
    ).body;
    const issuer = new URL(`${originOf(a)}/oauth`);
    const asA = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
    return { auth, app, asA };
  }

  /** A user's authorization of the app at A (sign-in and consent at summit-ridge): the callback's parameters and the PKCE verifier. */
  async function authorizeAtA(asA: oauth.AuthorizationServer, client: oauth.Client) {
    const { verifier, challenge } = await pkcePair();
    const state = oauth.generateRandomState();
    const callback = await signInAndConsent(
      new FlowBrowser(originOf(a)),
      authorizeUrl(asA, { clientId: client.client_id, redirectUri, scope: 'accounts:read', state, codeChallenge: challenge }),
      redirectUri,
      { scopes: ['accounts:read'], broker: 'summit-ridge' },
    );
    return { params: oauth.validateAuthResponse(asA, client, new URL(callback), state), verifier };
  }

  it('redeems on one instance a code issued on the other, and a revocation on one stops the token on the other within a second', async () => {
    const { app, asA } = await appOnA('Two', 'public');
    const client: oauth.Client = { client_id: app.clientId, token_endpoint_auth_method: 'none' };
    const asB = { ...asA, token_endpoint: `${originOf(b)}/oauth/token`, revocation_endpoint: `${originOf(b)}/oauth/revoke` };

    const { params, verifier } = await authorizeAtA(asA, client);
    const tokens = await oauth.processAuthorizationCodeResponse(
      asB,
      client,
      await oauth.authorizationCodeGrantRequest(asB, client, oauth.None(), params, redirectUri, verifier, insecure),
    );
    const bearer = { Authorization: `Bearer ${tokens.access_token}` };
    await a.http.get('/v1/connections').set(bearer).expect(200);
    await b.http.get('/v1/connections').set(bearer).expect(200);

    await oauth.processRevocationResponse(await oauth.revocationRequest(asB, client, oauth.None(), tokens.access_token, insecure));
    const revokedAt = Date.now();
    await eventually(async () => expect((await a.http.get('/v1/connections').set(bearer)).status).toBe(401), 1000);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
  });

  it('reads an app once for many token calls, and a secret rotated on one instance stops the old one on the other within a second', async () => {
    const { auth, app, asA } = await appOnA('Rotating', 'confidential');
    const client: oauth.Client = { client_id: app.clientId };
    const { params, verifier } = await authorizeAtA(asA, client);
    let { refresh_token: refreshToken } = await oauth.processAuthorizationCodeResponse(
      asA,
      client,
      await oauth.authorizationCodeGrantRequest(asA, client, oauth.ClientSecretBasic(app.clientSecret), params, redirectUri, verifier, insecure),
    );
    const refresh = async (secret: string) => {
      const response = await oauth.refreshTokenGrantRequest(asA, client, oauth.ClientSecretBasic(secret), refreshToken!, insecure);
      if (response.status === 200) ({ refresh_token: refreshToken } = await oauth.processRefreshTokenResponse(asA, client, response));
      return response.status;
    };

    const reads = jest.spyOn(a.dataSource, 'query');
    const appReads = () => reads.mock.calls.filter(([sql]) => /FROM connect_apps WHERE client_id/.test(String(sql))).length;
    for (let i = 0; i < 3; i += 1) expect(await refresh(app.clientSecret)).toBe(200);
    expect(appReads()).toBe(0);

    const rotated = (await b.http.post(`/v1/apps/${app.id}/secret`).set(auth).expect(201)).body;
    const rotatedAt = Date.now();
    await eventually(async () => expect(await refresh(app.clientSecret)).toBe(401), 1000);
    expect(Date.now() - rotatedAt).toBeLessThan(1000);
    expect(await refresh(rotated.clientSecret)).toBe(200);
    expect(appReads()).toBe(1);
    reads.mockRestore();
  });
});
