import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

const limitBuy = (timeInForce = 'day') => ({ symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '1.00', timeInForce });

/** Accounts reached through a Connect connection are at the connection's broker, and its rules act on the app's calls. */
describe('Brokers through Connect', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };
  let clientId: string;

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-24T15:00:00Z');
    ({ auth } = await developerWithKey(t));
    clientId = (
      await t.http
        .post('/v1/apps')
        .set(auth)
        .send({ name: 'Acme Invest', redirectUris: ['http://127.0.0.1:9/cb'], type: 'confidential' })
        .expect(201)
    ).body.clientId;
  });
  afterAll(() => t.close());

  const connect = async (broker: string, scopes = ['accounts:read', 'trading:write']) =>
    (await t.http.post('/v1/sandbox/connections').set(auth).send({ clientId, broker, username: 'user_good', scopes }).expect(201)).body as {
      connectionId: string;
      accessToken: string;
      refreshToken: string | null;
      expiresIn: number;
    };
  const accountsOf = async (connectionId: string) => (await t.http.get(`/v1/connections/${connectionId}`).set(auth).expect(200)).body.accountIds as string[];

  it('opens the connection’s accounts at its broker: a tidewater account refuses the app’s orders with READ_ONLY_ACCOUNT', async () => {
    const { connectionId, accessToken } = await connect('tidewater');
    const bearer = { Authorization: `Bearer ${accessToken}` };
    const [accountId] = await accountsOf(connectionId);
    expect((await t.http.get(`/v1/accounts/${accountId}`).set(bearer).expect(200)).body.broker).toBe('tidewater');
    const refused = await t.http.post(`/v1/accounts/${accountId}/orders`).set(bearer).send(limitBuy()).expect(422);
    expect(refused.body).toMatchObject({
      code: 'ORDER.UNSUPPORTED_BY_BROKER',
      details: { broker: 'tidewater', capability: 'trading', brokerCode: 'READ_ONLY_ACCOUNT' },
    });
    // The app reads the brokers' documents with its token too.
    expect((await t.http.get('/v1/brokers/tidewater').set(bearer).expect(200)).body.trading).toBe(false);
  });

  it('narrows the capabilities by what the user granted: no trading:write, no trading', async () => {
    const { connectionId, accessToken } = await connect('summit-ridge', ['accounts:read']);
    const [accountId] = await accountsOf(connectionId);
    const { body } = await t.http
      .get(`/v1/accounts/${accountId}/capabilities`)
      .set({ Authorization: `Bearer ${accessToken}` })
      .expect(200);
    expect(body).toMatchObject({ broker: 'summit-ridge', trading: false, tradingOffBecause: 'scope', capabilities: { orderTypes: [] } });
  });

  it('meridian’s token policy: a 24 h access token and no refresh token; harborline’s: the server’s 15 minutes, refreshable', async () => {
    const meridian = await connect('meridian');
    expect(meridian).toMatchObject({ expiresIn: 86_400, refreshToken: null });
    const harborline = await connect('harborline');
    expect(harborline).toMatchObject({ expiresIn: 900, refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const [accountId] = await accountsOf(meridian.connectionId);
    const bearer = { Authorization: `Bearer ${meridian.accessToken}` };
    await t.http.post(`/v1/accounts/${accountId}/orders`).set(bearer).send(limitBuy('ioc')).expect(422);
    await t.http.post(`/v1/accounts/${accountId}/orders`).set(bearer).send(limitBuy('gtc')).expect(201);
  });
});
