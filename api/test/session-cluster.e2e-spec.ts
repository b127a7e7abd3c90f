import { eventually } from './utils/eventually';
import { createTestApp, TestApp } from './utils/test-app';

const ADMIN = { username: 'admin', password: 'brokerbridge' };

// Login runs argon2id, and two apps start: slow on a busy machine.
jest.setTimeout(60_000);

/** Each instance keeps recently read sessions in memory; these are the cases where that could go wrong. */
describe('Sessions across two instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function signInOnA(): Promise<string> {
    const res = await a.http.post('/api/login').send(ADMIN).expect(200);
    return String(res.headers['set-cookie']).split(';')[0];
  }

  it('a session signed in on one instance is known on the other', async () => {
    const cookie = await signInOnA();
    await b.http.get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('signing out on one instance signs out on the other, although it had the session in memory', async () => {
    const cookie = await signInOnA();
    await b.http.get('/api/user').set('Cookie', cookie).expect(200);
    await a.http.post('/api/logout').set('Cookie', cookie).expect(204);
    await eventually(
      async () => {
        await b.http.get('/api/user').set('Cookie', cookie).expect(401);
      },
      2000,
      50,
    );
  });

  it('slides the expiry forward once it is five minutes old, not on every response', async () => {
    const cookie = await signInOnA();
    const fresh = await a.http.get('/api/user').set('Cookie', cookie).expect(200);
    expect(fresh.headers['set-cookie']).toBeUndefined();

    const sid = decodeURIComponent(cookie).match(/bb\.sid=([^.;]+)\./)![1];
    const expiry = async () => (await a.dataSource.query('SELECT expire FROM sessions WHERE sid = $1', [sid]))[0].expire as Date;
    // As if the session had last been stored ten minutes ago (B has not read it yet, so B sees this).
    await a.dataSource.query(
      `UPDATE sessions SET expire = expire - interval '10 minutes',
         sess = jsonb_set(sess::jsonb, '{cookie,expires}', to_jsonb(to_char((expire - interval '10 minutes') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::json
       WHERE sid = $1`,
      [sid],
    );
    const before = await expiry();
    const renewed = await b.http.get('/api/user').set('Cookie', cookie).expect(200);
    expect(String(renewed.headers['set-cookie'])).toMatch(/bb\.sid=.*Expires=/);
    expect((await expiry()).getTime()).toBeGreaterThan(before.getTime() + 9 * 60_000);
  });

  it('what one instance adds to a session, the other sees', async () => {
    const visitor = await a.http.post('/api/trading/account').expect(201);
    const cookie = String(visitor.headers['set-cookie']).split(';')[0];
    const onB = await b.http.get('/api/trading/account').set('Cookie', cookie).expect(200);
    expect(onB.body.id ?? onB.body.accountId).toEqual(visitor.body.id ?? visitor.body.accountId);
  });
});
