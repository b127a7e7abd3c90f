import { DataSource } from 'typeorm';
import { StoreEventsInThePublicShape1795700000000 as Migration } from '../../migrations/1795700000000-StoreEventsInThePublicShape';
import { loadDatabaseConfig } from '../src/config/database.config';
import { buildDataSourceOptions } from '../src/database/data-source.options';
import { createTestDatabase } from './utils/test-database';

const at = '2026-11-23T15:00:00.000Z';
/** Events as the ledger stored them before one event shape: the demo's names and shapes, money as numbers. */
const old = {
  accepted: {
    order: {
      id: 'o1',
      clientOrderId: null,
      symbol: 'AAPL',
      side: 'buy',
      orderType: 'market',
      quantity: 10,
      price: null,
      filledPrice: 150.1,
      status: 'filled',
      filledQuantity: 10,
      reason: null,
      reasonDetails: null,
      timeInForce: 'day',
      createdAt: at,
      updatedAt: at,
      expiresAt: '2026-11-23T21:00:00.000Z',
    },
  },
  filled: {
    order: {
      id: 'o1',
      clientOrderId: null,
      symbol: 'AAPL',
      side: 'buy',
      orderType: 'market',
      quantity: 10,
      price: null,
      filledPrice: 150.1,
      status: 'filled',
      filledQuantity: 10,
      reason: null,
      reasonDetails: null,
      timeInForce: 'day',
      createdAt: at,
      updatedAt: at,
      expiresAt: '2026-11-23T21:00:00.000Z',
    },
    trade: { id: 'f1', orderId: 'o1', symbol: 'AAPL', side: 'buy', quantity: 10, price: 150.1, realizedPnl: 0, timestamp: at },
  },
  position: { position: { id: 'p1', symbol: 'AAPL', quantity: 10, averageCost: 150.1, currentPrice: 150.1, marketValue: 1501, unrealizedPnl: 0 } },
  account: {
    account: { id: 'a', balance: 98499, buyingPower: 198499, equity: 100000, marginUsed: 0, marketValue: 1501, reservedCash: 0, realizedPnl: 0 },
  },
  expired: {
    order: {
      id: 'o2',
      clientOrderId: 'c2',
      symbol: 'MSFT',
      side: 'sell',
      orderType: 'limit',
      quantity: 1,
      price: 400.5,
      filledPrice: null,
      status: 'canceled',
      filledQuantity: 0,
      reason: 'EXPIRED_AT_CLOSE',
      reasonDetails: null,
      timeInForce: 'day',
      createdAt: at,
      updatedAt: at,
      expiresAt: at,
    },
  },
};

/** StoreEventsInThePublicShape on events stored before it: up converts them (and waiting webhook bodies), down gives them back. */
describe('The migration to one event shape', () => {
  let db: DataSource;
  const migration = new Migration();

  beforeAll(async () => {
    db = new DataSource(buildDataSourceOptions(loadDatabaseConfig({}), await createTestDatabase()));
    await db.initialize();
  });
  afterAll(() => db.destroy());

  it('rewrites stored events in the public shape, rebuilds waiting webhook bodies, and down writes them back', async () => {
    const runner = db.createQueryRunner();
    await migration.down(runner);
    const [{ id: owner }] = await db.query(`INSERT INTO users (username, password_hash) VALUES ('migrated', 'x') RETURNING id`);
    const [{ id: account }] = await db.query(`INSERT INTO demo_accounts (cash, owner_user_id) VALUES ('98499.00', $1) RETURNING id`, [owner]);
    await db.query(`INSERT INTO webhook_endpoints (owner_id, url, events, secret) VALUES ($1, 'http://127.0.0.1:9/hooks', '{order.filled}', 'whsec_eA==')`, [
      owner,
    ]);
    const rows: [string, object][] = [
      ['order.accepted', old.accepted],
      ['order.filled', old.filled],
      ['position.changed', old.position],
      ['account.changed', old.account],
      ['order.canceled', old.expired],
    ];
    await db.query(
      `INSERT INTO trading_events (account_id, seq, type, payload, created_at)
       SELECT $1, n, t, p::json, $4 FROM unnest($2::varchar[], $3::text[]) WITH ORDINALITY AS e(t, p, n)`,
      [account, rows.map(([t]) => t), rows.map(([, p]) => JSON.stringify(p)), at],
    );

    await migration.up(runner);
    const events: { seq: string; type: string; payload: Record<string, any> }[] = await db.query(
      'SELECT seq, type, payload FROM trading_events WHERE account_id = $1 ORDER BY seq',
      [account],
    );
    expect(events.map((e) => e.type)).toEqual(['order.accepted', 'order.filled', 'position.updated', 'account.updated', 'order.expired']);
    expect(events.every((e, i) => e.payload.accountId === account && e.payload.sequence === i + 1)).toBe(true);
    expect(events[1].payload.order).toMatchObject({ type: 'market', limitPrice: null, averageFillPrice: '150.10', status: 'filled', rejectReason: null });
    expect(events[1].payload.fill).toEqual({
      id: 'f1',
      orderId: 'o1',
      symbol: 'AAPL',
      side: 'buy',
      quantity: 10,
      price: '150.10',
      realizedPnl: '0.00',
      filledAt: at,
    });
    expect(events[2].payload.position).toEqual({
      id: 'p1',
      symbol: 'AAPL',
      quantity: 10,
      averageCost: '150.1000',
      marketPrice: '150.10',
      marketValue: '1501.00',
      unrealizedPnl: '0.00',
    });
    expect(events[3].payload.account).toEqual({
      id: 'a',
      cash: '98499.00',
      equity: '100000.00',
      buyingPower: '198499.00',
      marginUsed: '0.00',
      marketValue: '1501.00',
      reservedCash: '0.00',
      realizedPnl: '0.00',
    });
    expect(events[4].payload.order).toMatchObject({ status: 'expired', limitPrice: '400.50', clientOrderId: 'c2' });
    // The waiting delivery's body now carries the converted event, as a new one would.
    const [{ body }] = await db.query(`SELECT body FROM webhook_deliveries WHERE account_id = $1 AND status = 'pending'`, [account]);
    const [{ payload: text }] = await db.query(`SELECT payload::text AS payload FROM trading_events WHERE account_id = $1 AND seq = 2`, [account]);
    expect(body).toBe(`{"type":"order.filled","timestamp":"${at}","data":${text}}`);
    // Run again (a retry after a failure): nothing changes.
    await migration.up(runner);
    expect(await db.query('SELECT seq, type, payload FROM trading_events WHERE account_id = $1 ORDER BY seq', [account])).toEqual(events);

    await migration.down(runner);
    const back: { type: string; payload: Record<string, unknown> }[] = await db.query(
      'SELECT type, payload FROM trading_events WHERE account_id = $1 ORDER BY seq',
      [account],
    );
    expect(back.map((e) => e.type)).toEqual(['order.accepted', 'order.filled', 'position.changed', 'account.changed', 'order.expired']);
    // The demo's shape again; only an order's expiresAt, which the public shape lacks, comes back null.
    const withoutExpiry = (p: any) => (p.order ? { ...p, order: { ...p.order, expiresAt: null } } : p);
    expect(back.slice(0, 4).map((e) => e.payload)).toEqual([old.accepted, old.filled, old.position, old.account].map(withoutExpiry));
    expect(back[4].payload).toEqual({ order: { ...old.expired.order, status: 'expired', expiresAt: null } });
    await migration.up(runner);
    await runner.release();
  });
});
