import { AuthService } from '../src/modules/auth/auth.service';
import { ApiKeyService } from '../src/modules/developer/keys/api-key.service';
import { developerWithKey } from './utils/developer';
import { createTestApp, TestApp } from './utils/test-app';

const ADMIN = { username: 'admin', password: 'brokerbridge' };

// Two apps start and logins run argon2id: slow on a busy machine.
jest.setTimeout(60_000);

/**
 * AuthGuard('local') and AuthGuard('api-key') go through the global passport, which keeps one
 * strategy per name; two apps in one process (two instances on one database) must each check
 * logins and keys with their own services and caches (common/passport/app-auth-guard.ts).
 */
describe('Passport strategies of two apps in one process', () => {
  let a: TestApp;
  let b: TestApp | undefined;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('each app checks logins and keys with its own services', async () => {
    const { auth } = await developerWithKey(a);
    const spies = [a, b!].map((t) => ({
      keys: jest.spyOn(t.app.get(ApiKeyService), 'authenticate'),
      logins: jest.spyOn(t.app.get(AuthService), 'validateCredentials'),
    }));
    try {
      await a.http.get('/v1/accounts').set(auth).expect(200);
      await a.http.post('/api/login').send(ADMIN).expect(200);
      expect(spies.map((s) => [s.keys.mock.calls.length, s.logins.mock.calls.length])).toEqual([
        [1, 1],
        [0, 0],
      ]);
      await b!.http.get('/v1/accounts').set(auth).expect(200);
      await b!.http.post('/api/login').send(ADMIN).expect(200);
      expect(spies.map((s) => [s.keys.mock.calls.length, s.logins.mock.calls.length])).toEqual([
        [1, 1],
        [1, 1],
      ]);
    } finally {
      for (const s of spies) {
        s.keys.mockRestore();
        s.logins.mockRestore();
      }
    }
  });

  it('an app still signs in and checks keys after the app started after it has closed', async () => {
    const { auth } = await developerWithKey(a);
    await b!.close();
    b = undefined;
    await a.http.get('/v1/accounts').set(auth).expect(200);
    await a.http.post('/api/login').send(ADMIN).expect(200);
    const wrong = await a.http
      .post('/api/login')
      .send({ ...ADMIN, password: 'not-the-password' })
      .expect(401);
    expect(wrong.body.code).toBe('AUTH.INVALID_CREDENTIALS');
  });
});
