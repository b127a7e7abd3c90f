import Decimal from 'decimal.js';
import { TradingLedger } from '../src/modules/simulator';
import { createTestApp, TestApp } from './utils/test-app';

/**
 * One reservation rule (simulator/accounts/account-reader.ts): a working order holds back its
 * unfilled rest. The demo's account figures, /v1's and the ledger's own (its account.updated
 * event) read it the same way; the demo's used to count only pending orders, whole.
 */
describe('What a working order holds back, read the same by every door', () => {
  let t: TestApp;
  let ledger: TradingLedger;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = t.app.get(TradingLedger);
  });
  afterAll(() => t.close());

  /** A limit buy of 10 at $100.00 whose script fills 3 at once and the other 7 an hour later. */
  const partlyFilledBuy = async (accountId: string) => {
    const { order } = await ledger.placeOrder(accountId, {
      symbol: 'AAPL',
      side: 'buy',
      orderType: 'limit',
      quantity: 10,
      limitPrice: new Decimal('100.00'),
      timeInForce: 'gtc',
      simulate: { outcome: 'partial_fill', fillRatios: [0.3, 0.7], intervalSeconds: 3600 },
    });
    expect(order).toMatchObject({ status: 'partially_filled', filled_quantity: 3 });
  };
  const lastAccountEvent = async (accountId: string) => {
    const [row] = await t.dataSource.query(
      `SELECT payload::text AS payload FROM trading_events WHERE account_id = $1 AND type = 'account.updated' ORDER BY seq DESC LIMIT 1`,
      [accountId],
    );
    return JSON.parse(row.payload).account as { reservedCash: string };
  };

  it("in the demo: a partially filled order reserves its unfilled rest, as the ledger's own event says", async () => {
    const visitor = t.agent();
    const opened = await visitor.post('/api/trading/account').expect(201);
    await partlyFilledBuy(opened.body.id);

    expect((await visitor.get('/api/trading/account').expect(200)).body.reservedCash).toBe(700);
    expect((await lastAccountEvent(opened.body.id)).reservedCash).toBe('700.00');
  });

  it('in the sandbox (/v1): the same rule, the same figure', async () => {
    const { developerWithKey } = await import('./utils/developer');
    const { auth } = await developerWithKey(t);
    const account = (await t.http.post('/v1/accounts').set(auth).send({}).expect(201)).body;
    await partlyFilledBuy(account.id);

    // /v1 shows no reservedCash; its buying power is 2 x equity - market value - reserved (PRODUCT.md).
    const v1 = (await t.http.get(`/v1/accounts/${account.id}`).set(auth).expect(200)).body;
    const reserved = new Decimal(v1.equity).times(2).minus(v1.marketValue).minus(v1.buyingPower);
    expect(reserved.toFixed(2)).toBe('700.00');
    expect((await lastAccountEvent(account.id)).reservedCash).toBe('700.00');
  });
});
