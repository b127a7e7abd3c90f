import {
  cancelOrder,
  createAccount,
  createSandboxClient,
  getAccount,
  getOrder,
  listEvents,
  listFills,
  listOrders,
  listPositions,
  moveClock,
  placeOrder,
  resetAccount,
  setPrice,
} from '../../sdk/src';
import { withServer } from '../src/modules/sandbox';
import { buildV1DocumentOffline } from '../src/modules/sandbox/openapi/v1-document.offline';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

describe('the generated SDK against the started app', () => {
  let t: TradingTestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTradingTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
    await t.setPrices({ AAPL: '200.00', NVDA: '100.00' });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
  });
  afterAll(() => t.close());

  it('serves the document it was generated from at /v1/openapi.json, without a key, naming its own address as the server', async () => {
    const res = await fetch(`${baseUrl}/v1/openapi.json`);
    expect(res.status).toBe(200);
    const served = await res.json();
    expect(served.servers).toEqual([{ url: baseUrl, description: 'This app' }]);
    expect(served).toEqual(JSON.parse(JSON.stringify(withServer(await buildV1DocumentOffline(), baseUrl))));
  });

  it('serves every error code at /v1/errors.json, and each error body links its entry', async () => {
    const res = await fetch(`${baseUrl}/v1/errors.json`);
    expect(res.status).toBe(200);
    const { page, items } = await res.json();
    expect(page).toBe('/api-documentation/errors');
    expect(items).toContainEqual(expect.objectContaining({ code: 'AUTH.INVALID_API_KEY', status: 401, surfaces: ['v1'] }));
    const refused = await fetch(`${baseUrl}/v1/accounts`);
    expect(await refused.json()).toMatchObject({ code: 'AUTH.INVALID_API_KEY', docUrl: `${baseUrl}/api-documentation/errors#AUTH.INVALID_API_KEY` });
  });

  it('does the whole flow in typed code: account, market/limit orders of each time in force, cancel, positions, fills, pages, events, reset', async () => {
    const { key, agent, keyId } = await developerWithKey(t);
    const client = createSandboxClient({ baseUrl, apiKey: key });

    const { data: account } = await createAccount({ client, body: { label: 'sdk' }, throwOnError: true });
    expect(account).toMatchObject({ label: 'sdk', cash: '100000.00' });
    const accountId = account.id;
    // The account's own market: its clock stands still and this minute's prices are set.
    await moveClock({ client, path: { accountId }, body: { action: 'freeze' }, throwOnError: true });
    for (const [symbol, price] of [
      ['AAPL', '200.00'],
      ['NVDA', '100.00'],
    ] as const)
      await setPrice({ client, path: { accountId }, body: { symbol, price }, throwOnError: true });
    const place = (body: Parameters<typeof placeOrder>[0]['body']) => placeOrder({ client, path: { accountId }, body, throwOnError: true }).then((r) => r.data);

    const bought = await place({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 10, timeInForce: 'day' });
    expect(bought).toMatchObject({ status: 'filled', filledQuantity: 10, averageFillPrice: '200.00' });
    const resting = await place({ symbol: 'NVDA', side: 'buy', type: 'limit', quantity: 5, limitPrice: '90.00', timeInForce: 'gtc' });
    expect(resting.status).toBe('pending');
    const ioc = await place({ symbol: 'NVDA', side: 'buy', type: 'limit', quantity: 5, limitPrice: '101.00', timeInForce: 'ioc' });
    expect(ioc).toMatchObject({ status: 'filled', averageFillPrice: '101.00' });
    const day = await place({ symbol: 'AAPL', side: 'sell', type: 'limit', quantity: 5, limitPrice: '250.00', timeInForce: 'day' });

    const { data: canceled } = await cancelOrder({ client, path: { accountId, orderId: day.id }, throwOnError: true });
    expect(canceled.status).toBe('canceled');
    expect((await getOrder({ client, path: { accountId, orderId: resting.id }, throwOnError: true })).data.status).toBe('pending');

    // The resting limit fills when the price comes down to it.
    const { data: set } = await setPrice({ client, path: { accountId }, body: { symbol: 'NVDA', price: '89.50' }, throwOnError: true });
    expect(set.filled).toBe(1);
    expect((await getOrder({ client, path: { accountId, orderId: resting.id }, throwOnError: true })).data).toMatchObject({
      status: 'filled',
      averageFillPrice: '90.00',
    });

    const { data: positions } = await listPositions({ client, path: { accountId }, throwOnError: true });
    expect(positions.items.map((p) => [p.symbol, p.quantity])).toEqual([
      ['AAPL', 10],
      ['NVDA', 10],
    ]);
    const { data: fills } = await listFills({ client, path: { accountId }, throwOnError: true });
    expect(fills.items.map((f) => f.orderId)).toEqual([resting.id, ioc.id, bought.id]);

    const seen: string[] = [];
    let after: string | undefined;
    do {
      const { data: page } = await listOrders({ client, path: { accountId }, query: { limit: 3, after }, throwOnError: true });
      seen.push(...page.items.map((o) => o.id));
      after = page.nextCursor ?? undefined;
    } while (after);
    expect(seen).toEqual([day.id, ioc.id, resting.id, bought.id]);

    const { data: events } = await listEvents({ client, path: { accountId }, query: { after: 0 }, throwOnError: true });
    expect(events.items[0]).toMatchObject({ sequence: 1, type: 'order.accepted' });
    expect(events.nextSequence).toBe(events.items.length);

    const { data: reset } = await resetAccount({ client, path: { accountId }, throwOnError: true });
    expect(reset).toMatchObject({ cash: '100000.00', marketValue: '0.00' });
    expect((await getAccount({ client, path: { accountId }, throwOnError: true })).data.equity).toBe('100000.00');

    // Typed errors: a revoked key is a 401 with the house error body.
    await agent.delete(`/api/developer/keys/${keyId}`).expect(204);
    const refused = await getAccount({ client, path: { accountId } });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'AUTH.INVALID_API_KEY' });
  });
});
