import { Webhook } from 'standardwebhooks';
import { SandboxClock } from '../src/modules/simulator';
import { TradingLedger } from '../src/modules/simulator/ledger/trading-ledger.service';
import { WebhooksService } from '../src/modules/webhooks/webhooks.service';
import { WebhookReceiver } from './support/webhook-receiver';
import { eventually } from './utils/eventually';
import { frozenInOpenSession } from './utils/open-session';
import { createTradingTestApp, TradingTestApp } from './utils/trading';
import { insertUser } from './utils/users';

/** Account events reach the owner's endpoints, queued in the transaction that commits them. */
describe('Webhooks of trading events', () => {
  const receiver = new WebhookReceiver();
  let t: TradingTestApp;
  let ledger: TradingLedger;
  let webhooks: WebhooksService;
  let owner: number;

  const openAccount = async (userId: number) => {
    const id = await ledger.openSandboxAccount(t.dataSource.manager, { userId, label: null, seed: null }, { cash: '100000.00', positions: [] });
    await frozenInOpenSession(t.app.get(SandboxClock), id);
    return id;
  };
  const buy = (accountId: string, quantity = 10) => ledger.placeOrder(accountId, { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity });

  beforeAll(async () => {
    await receiver.start();
    t = await createTradingTestApp();
    // Receivers check webhook-timestamp against their own clock: this suite runs on real time.
    t.clock.followRealTime();
    await t.setPrices({ AAPL: '150.00' });
    ledger = t.app.get(TradingLedger);
    webhooks = t.app.get(WebhooksService);
    owner = await insertUser(t.dataSource, 'events-owner');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });

  it('delivers order.accepted and order.filled of a market order within 1 s, each verified with the secret', async () => {
    const endpoint = await webhooks.create(owner, receiver.url, ['order.accepted', 'order.filled']);
    const accountId = await openAccount(owner);
    const placedAt = Date.now();
    const { order } = await buy(accountId);
    await eventually(async () => expect(receiver.received).toHaveLength(2), 1000, 10);
    expect(Math.max(...receiver.received.map((r) => r.receivedAt)) - placedAt).toBeLessThan(1000);
    const payloads = receiver.received
      .map((r) => new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, any> })
      .sort((a, b) => a.data.sequence - b.data.sequence);
    expect(payloads.map((p) => p.type)).toEqual(['order.accepted', 'order.filled']);
    for (const p of payloads) expect(p.data).toMatchObject({ accountId, sequence: expect.any(Number), order: expect.objectContaining({ id: order.id }) });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM trading_events WHERE account_id = $1`, [accountId]);
    expect(n).toBeGreaterThan(2); // position and account events too, which this endpoint does not want
    await webhooks.remove(owner, endpoint.id);
  });

  it('sends account and position events under their public names, and only to the account owner', async () => {
    const endpoint = await webhooks.create(owner, receiver.url, ['account.updated', 'position.updated']);
    const other = await insertUser(t.dataSource, 'events-other');
    const otherEndpoint = await webhooks.create(other, receiver.url, ['account.updated', 'position.updated', 'order.filled']);
    await buy(await openAccount(owner));
    await eventually(async () => expect(receiver.received).toHaveLength(2));
    expect(receiver.received.map((r) => JSON.parse(r.body).type).sort()).toEqual(['account.updated', 'position.updated']);
    expect(receiver.received.every((r) => new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>))).toBe(true);
    await webhooks.remove(owner, endpoint.id);
    await webhooks.remove(other, otherEndpoint.id);
  });

  it('queues nothing for a demo account (no owner), nor when the event commit rolls back', async () => {
    const endpoint = await webhooks.create(owner, receiver.url, ['order.accepted', 'order.filled', 'account.updated', 'position.updated']);
    const demo = await ledger.openAccount();
    await buy(demo);
    const accountId = await openAccount(owner);
    await t.dataSource
      .transaction(async (m) => {
        await m.query(`INSERT INTO trading_events (account_id, seq, type, payload, created_at) VALUES ($1, 999, 'order.filled', '{}', now())`, [accountId]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id]);
    expect(n).toBe(0);
    expect(receiver.received).toHaveLength(0);
    await webhooks.remove(owner, endpoint.id);
  });
});
