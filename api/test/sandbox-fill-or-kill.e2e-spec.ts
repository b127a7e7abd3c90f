import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

describe('Fill-or-kill orders on /v1', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-24T15:00:00Z'); // a Tuesday, 10:00 in New York: the market is open
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  const open = async (broker: string) => (await t.http.post('/v1/accounts').set(auth).send({ broker }).expect(201)).body.id as string;
  const place = (id: string, body: Record<string, unknown>) =>
    t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', quantity: 5, timeInForce: 'fok', ...body });
  const fills = async (id: string) => (await t.http.get(`/v1/accounts/${id}/fills`).set(auth).expect(200)).body.items as unknown[];

  it('fills the whole quantity now when the market reaches it', async () => {
    const id = await open('northwind');
    const { body } = await place(id, { type: 'market' }).expect(201);
    expect(body).toMatchObject({ timeInForce: 'fok', status: 'filled', filledQuantity: 5 });
    expect(await fills(id)).toHaveLength(1);
  });

  it('cancels it with nothing filled when the market does not reach its limit', async () => {
    const id = await open('summit-ridge');
    const { body } = await place(id, { type: 'limit', limitPrice: '1.00' }).expect(201);
    expect(body).toMatchObject({ timeInForce: 'fok', status: 'canceled', filledQuantity: 0, averageFillPrice: null });
    expect(await fills(id)).toEqual([]);
  });

  it('is refused by a broker that does not offer it', async () => {
    const id = await open('meridian');
    const { body } = await place(id, { type: 'market' }).expect(422);
    expect(body).toMatchObject({ code: 'ORDER.UNSUPPORTED_BY_BROKER', details: { capability: 'timeInForce', broker: 'meridian' } });
  });
});
