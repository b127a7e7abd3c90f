import Decimal from 'decimal.js';
import { TradingLedger } from '../src/modules/simulator/ledger/trading-ledger.service';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

// Monday 23 November 2026, 10:00 New York: the sandbox market is open.
const REAL_NOW = '2026-11-23T15:00:00Z';
/** 10 bought at a 190.00 limit, 3 filled at once: 7 (1,330.00) still held back. */
const PARTIAL = {
  symbol: 'AAPL',
  side: 'buy',
  quantity: 10,
  limitPrice: '190.00',
  simulate: { outcome: 'partial_fill', fillRatios: [0.3, 0.7], intervalSeconds: 3600 },
} as const;

/**
 * The one reservation rule (simulator/accounts/account-reader.queries.ts), in both doors' account
 * figures: a working order holds back its unfilled rest, at its limit or at the price a scripted
 * market order came in at, exactly as the ledger's own state does (its account.updated event).
 */
describe('One account reader: what a working order holds back', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set(REAL_NOW);
  });
  afterAll(() => t.close());

  /** The account as the ledger last published it (its newest account.updated event). */
  async function ledgerFigures(accountId: string): Promise<Record<string, string>> {
    const [row] = await t.dataSource.query<{ payload: { account: Record<string, string> } }[]>(
      `SELECT payload FROM trading_events WHERE account_id = $1 AND type = 'account.updated' ORDER BY seq DESC LIMIT 1`,
      [accountId],
    );
    return row.payload.account;
  }

  it('the demo: a partially filled order reserves only its unfilled rest', async () => {
    await t.setPrices({ AAPL: '200.00' });
    const visitor = await t.visitor();
    const { id } = (await visitor.get('/api/trading/account').expect(200)).body as { id: string };
    // The demo places no scripted orders; the ledger takes one for any account, as it would a sandbox one.
    const { order } = await t.app.get(TradingLedger).placeOrder(id, {
      ...PARTIAL,
      orderType: 'limit',
      limitPrice: new Decimal(PARTIAL.limitPrice),
      timeInForce: 'gtc',
      simulate: { ...PARTIAL.simulate, fillRatios: [...PARTIAL.simulate.fillRatios] },
    });
    expect(order).toMatchObject({ status: 'partially_filled', filled_quantity: 3 });
    // cash 100,000 - 570 = 99,430; equity 99,430 + 3 x 200 = 100,030; BP = 2 x 100,030 - 600 - 7 x 190.
    const account = (await visitor.get('/api/trading/account').expect(200)).body;
    expect(account).toMatchObject({ balance: 99430, marketValue: 600, equity: 100030, reservedCash: 1330, buyingPower: 198130 });
    const ledger = await ledgerFigures(id);
    expect([ledger.reservedCash, ledger.buyingPower]).toEqual(['1330.00', '198130.00']);
  });

  it('the sandbox: the unfilled rest at its limit, a waiting market order at the price it came in at', async () => {
    const { auth } = await developerWithKey(t);
    const id = (await t.http.post('/v1/accounts').set(auth).send({ seed: 5 }).expect(201)).body.id as string;
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
    await t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol: 'AAPL', price: '200.00' }).expect(200);
    const place = (body: Record<string, unknown>) =>
      t.http
        .post(`/v1/accounts/${id}/orders`)
        .set(auth)
        .send({ timeInForce: 'day', ...body })
        .expect(201);
    await place({ ...PARTIAL, type: 'limit' });
    await place({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 5, simulate: { outcome: 'fill_after', seconds: 3600 } });
    // Reserved: 7 x 190 + 5 x 200 = 2,330; equity 100,030; BP = 200,060 - 600 - 2,330.
    const figures = { cash: '99430.00', equity: '100030.00', marketValue: '600.00', buyingPower: '197130.00' };
    expect((await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200)).body).toMatchObject(figures);
    expect(await ledgerFigures(id)).toMatchObject({ ...figures, reservedCash: '2330.00' });
    // A new price moves the holdings' value, not what the waiting market order holds back (5 x 200).
    await t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol: 'AAPL', price: '210.00' }).expect(200);
    // equity 99,430 + 630 = 100,060; BP = 200,120 - 630 - 2,330.
    expect((await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200)).body).toMatchObject({ equity: '100060.00', buyingPower: '197160.00' });
    // The pages these figures sit beside: a cursor that is no row's id is the sandbox's 400, not a 500.
    const bad = await t.http.get(`/v1/accounts/${id}/orders?after=not-a-row`).set(auth).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'after must be a cursor returned as nextCursor' });
  });
});
