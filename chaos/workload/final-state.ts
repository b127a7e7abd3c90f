import { Client } from 'pg';
import type { CommittedEvent, FinalAccount, FinalFill, FinalOrder, MatcherProbe, WebhookEndpoint } from '../checker/history';
import type { Tick } from '../cluster/watcher';
import { PROBE_MARK } from './visitor';
import { bodySignature } from './signature';

export interface FinalState {
  accounts: FinalAccount[];
  orders: FinalOrder[];
  fills: FinalFill[];
  events: CommittedEvent[];
  lastSeqOf: Map<string, number>;
  endpoints: (WebhookEndpoint & { url: string })[];
  probes: MatcherProbe[];
}

const cents = (money: string) => Math.round(Number(money) * 100);
/** The stored event's name as webhooks carry it (the ledger's account.changed is account.updated). */
const publicType = (type: string) => (type === 'account.changed' ? 'account.updated' : type === 'position.changed' ? 'position.updated' : type);

/** The final read: what the database holds for the run's accounts once every instance is back and quiet. */
export async function readFinalState(
  url: string,
  openings: Map<string, Pick<FinalAccount, 'openingCashCents' | 'openingPositions'>>,
  ticks: Tick[],
): Promise<FinalState> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    // One snapshot for every read: the feed and running sandbox clocks still fill limits, and a
    // fill committed between the cash's read and the fills' read made a sound ledger look wrong.
    await db.query('START TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const ids = [...openings.keys()];
    const accounts = (await db.query(`SELECT id, cash::text FROM demo_accounts WHERE id = ANY($1)`, [ids])).rows;
    const positions = (await db.query(`SELECT account_id, symbol, quantity::float8 AS quantity FROM trading_positions WHERE account_id = ANY($1)`, [ids])).rows;
    const orders = (
      await db.query(
        `SELECT id, account_id, client_order_id, symbol, side, order_type, quantity::float8 AS quantity, limit_price::text, status, filled_quantity::float8 AS filled_quantity, created_at
         FROM trading_orders WHERE account_id = ANY($1)`,
        [ids],
      )
    ).rows;
    const fills = (
      await db.query(
        `SELECT id, order_id, account_id, symbol, side, quantity::float8 AS quantity, price::text, created_at FROM trading_fills WHERE account_id = ANY($1)`,
        [ids],
      )
    ).rows;
    const events = (await db.query(`SELECT account_id, seq::int, type FROM trading_events WHERE account_id = ANY($1) ORDER BY account_id, seq`, [ids])).rows;
    const endpoints = (
      await db.query(
        `SELECT e.id, e.url, e.events, array_agg(a.id) AS account_ids FROM webhook_endpoints e JOIN demo_accounts a ON a.owner_user_id = e.owner_id GROUP BY e.id`,
      )
    ).rows;

    const held = new Map<string, Record<string, number>>();
    for (const p of positions) held.set(p.account_id, { ...held.get(p.account_id), [p.symbol]: p.quantity });
    const lastSeqOf = new Map<string, number>();
    for (const e of events) lastSeqOf.set(e.account_id, e.seq);
    const firstFill = new Map<string, number>();
    for (const f of fills) firstFill.set(f.order_id, Math.min(firstFill.get(f.order_id) ?? Infinity, f.created_at.getTime()));

    return {
      accounts: accounts.map((a) => ({ id: a.id, ...openings.get(a.id)!, cashCents: cents(a.cash), positions: held.get(a.id) ?? {} })),
      orders: orders.map((o) => ({
        id: o.id,
        accountId: o.account_id,
        signature: o.client_order_id ?? bodySignature({ symbol: o.symbol, side: o.side, type: o.order_type, quantity: o.quantity, limitPrice: o.limit_price }),
        status: o.status,
        quantity: o.quantity,
        filledQuantity: o.filled_quantity,
      })),
      fills: fills.map((f) => ({
        id: f.id,
        orderId: f.order_id,
        accountId: f.account_id,
        symbol: f.symbol,
        side: f.side,
        quantity: f.quantity,
        priceCents: cents(f.price),
      })),
      events: events.map((e) => ({ accountId: e.account_id, seq: e.seq, type: publicType(e.type) })),
      lastSeqOf,
      endpoints: endpoints.map((e) => ({ id: e.id, url: e.url, events: e.events, accountIds: e.account_ids })),
      probes: orders
        // Resting or filled: a probe refused for buying power never rested.
        .filter((o) => o.client_order_id?.includes(PROBE_MARK) && (o.status === 'pending' || o.status === 'filled'))
        .map((o) => {
          const placedAt = o.created_at.getTime();
          const limit = Number(o.limit_price);
          const crossing = ticks.find((t) => t.at > placedAt && t.prices[o.symbol] <= limit);
          return { orderId: o.id, placedAt, crossedAt: crossing?.at ?? null, filledAt: firstFill.get(o.id) ?? null };
        }),
    };
  } finally {
    await db.end();
  }
}
