// webhookDeliveries: deliveries per second through a backlog to a local receiver, and event
// commit -> delivery latency at a steady WEBHOOK_RATE events/s (goal p99 < 200 ms).
import { createServer } from 'node:http';
import pg from 'pg';
import { demoAccountOf, openAccount } from '../lib/demo.mjs';
import { DURATION } from '../lib/load.mjs';

const WEBHOOK_BURST = 3000;
const WEBHOOK_ACCOUNTS = 20;
const EVENTS_PER_ORDER = 4;
const WEBHOOK_RATE = 200;

/**
 * Webhook delivery to a local receiver that answers 204 at once: how many deliveries per second
 * the app's workers make through a backlog, and how long an event takes from its commit to its
 * receiver at a steady WEBHOOK_RATE events/s. The events are real ledger events: market orders of
 * demo accounts handed to a developer whose endpoint wants all four events of a filled market
 * order, each timed from its own timestamp (taken before its commit) to its arrival.
 */
async function webhookBench(app) {
  const received = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ at: Date.now(), body });
      res.writeHead(204).end();
    });
  });
  await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    const cookies = await Promise.all(Array.from({ length: WEBHOOK_ACCOUNTS }, () => openAccount(app.url)));
    const accounts = await Promise.all(cookies.map((cookie) => demoAccountOf(app.url, cookie)));
    const [{ id: userId }] = (await db.query(`INSERT INTO users (username, password_hash) VALUES ('bench-hooks', 'x') RETURNING id`)).rows;
    await db.query('UPDATE demo_accounts SET owner_user_id = $1 WHERE id = ANY($2)', [userId, accounts.map((a) => a.id)]);
    const url = `http://127.0.0.1:${receiver.address().port}/hooks`;
    await db.query(
      `INSERT INTO webhook_endpoints (owner_id, url, events, secret) VALUES ($1, $2, '{order.accepted,order.filled,position.updated,account.updated}', 'whsec_YmVuY2gtYmVuY2gtYmVuY2gtYmVuY2g=')`,
      [userId, url],
    );

    // Throughput: a backlog committed in one statement, drained by the workers. Spread over the
    // accounts: an endpoint gets one account's deliveries one at a time, in sequence order
    // (docs/decisions/webhooks-in-sequence-per-account.md), so one account would measure a serial drain.
    const started = Date.now();
    await db.query(
      `INSERT INTO trading_events (account_id, seq, type, payload, created_at)
       SELECT ($1::uuid[])[1 + s % $3::int], 1000000 + s, 'order.filled', '{}', now() FROM generate_series(1, $2::int) AS s`,
      [accounts.map((a) => a.id), WEBHOOK_BURST, WEBHOOK_ACCOUNTS],
    );
    while (received.length < WEBHOOK_BURST && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 20));
    const perSecond = Math.round((received.length * 1000) / (Math.max(...received.map((r) => r.at)) - started));
    received.length = 0;

    // Latency: WEBHOOK_RATE events a second for DURATION seconds, four per filled market order
    // (accepted, filled, position, account), the orders round robin over the accounts.
    let filled = 0;
    const orders = [];
    const count = (WEBHOOK_RATE / EVENTS_PER_ORDER) * DURATION;
    const t0 = performance.now();
    for (let i = 0; i < count; i++) {
      const wait = t0 + (i * 1000 * EVENTS_PER_ORDER) / WEBHOOK_RATE - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const side = Math.floor(i / WEBHOOK_ACCOUNTS) % 2 ? 'sell' : 'buy';
      orders.push(
        fetch(`${app.url}/api/trading/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[i % WEBHOOK_ACCOUNTS] },
          body: JSON.stringify({ symbol: 'AAPL', side, orderType: 'market', quantity: 1, timeInForce: 'day' }),
        }).then(async (r) => {
          if ((await r.json()).status === 'filled') filled++;
        }),
      );
    }
    await Promise.all(orders);
    const deadline = Date.now() + 30_000;
    while (received.length < filled * EVENTS_PER_ORDER && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // From the event's own timestamp (taken as its transaction starts, before the commit) to its arrival.
    const latencies = received.map((r) => r.at - Date.parse(JSON.parse(r.body).timestamp)).sort((a, b) => a - b);
    const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? NaN);
    return { perSecond, burst: WEBHOOK_BURST, rate: WEBHOOK_RATE, p50: pct(50), p99: pct(99), delivered: latencies.length, sent: filled * EVENTS_PER_ORDER };
  } finally {
    await db.end();
    receiver.close();
  }
}

export async function webhookDeliveries({ app }) {
  // Requests autocannon abandoned at the deadline may still be queued in the app: let them finish.
  await new Promise((r) => setTimeout(r, 3000));
  const w = await webhookBench(app);
  return {
    rows: [],
    summary:
      `webhooks: ${w.perSecond} deliveries/s to a local receiver (${w.burst} queued at once); ` +
      `event commit -> delivery at ${w.rate} events/s: p50 ${w.p50} ms, p99 ${w.p99} ms (goal < 200 ms), ${w.delivered}/${w.sent} delivered`,
  };
}
