// demoTickToSocket: the demo door's live feed tick -> matcher -> fill -> websocket push over
// CROSSED_LIMITS resting limits, in an app of its own whose feed ticks every DEMO_TICK_MS (goal
// p99 < 35 ms, issue 36); warmed up and summed up as the sandbox tick is.
import pg from 'pg';
import { io } from 'socket.io-client';
import { startBenchApp } from '../lib/bench-app.mjs';
import { cpuBetween, preciseCpuOf } from '../lib/cpu.mjs';
import { demoAccountOf, openAccount } from '../lib/demo.mjs';
import { CROSSED_ACCOUNTS, CROSSED_LIMITS, TICK_ROUNDS, TICK_WARMUPS, tickResult, tickSummary } from '../lib/ticks.mjs';
import { profileWindow } from '../lib/profile-window.mjs';

/**
 * The demo's feed ticks every DEMO_TICK_MS in the demo case's own app: long enough to place a
 * round's orders between two ticks, so that they all rest until the tick that is measured (2,000
 * orders took 3.5-6 s on a 2-core EPYC at 8k "one core"; BENCH_DEMO_TICK_MS sets another).
 */
const DEMO_TICK_MS = Number(process.env.BENCH_DEMO_TICK_MS ?? 8000);

/** The next `prices` broadcast on a demo socket: `{ prices, at }`. */
const nextTick = (socket) => new Promise((resolve) => socket.once('prices', resolve));

/**
 * The demo door: live feed tick -> matcher -> fill -> websocket push. CROSSED_ACCOUNTS demo
 * visitors, each with its socket open, straddle the current AAPL price with as many resting
 * limit buys a cent below it as limit sells a cent above it (CROSSED_LIMITS in all on each
 * side), placed just after a tick. The feed moves the price by whole cents, so the next tick
 * that moves it crosses every order of one side, CROSSED_LIMITS at once, whichever way it goes.
 * Each fill is timed from that tick's own timestamp (`at`, taken as the feed announces it) to
 * its order.filled arriving on the socket.
 */
async function demoTickToSocketBench(app, db, measured) {
  const perAccount = CROSSED_LIMITS / CROSSED_ACCOUNTS;
  const cookies = await Promise.all(Array.from({ length: CROSSED_ACCOUNTS }, () => openAccount(app.url)));
  const ids = (await Promise.all(cookies.map((cookie) => demoAccountOf(app.url, cookie)))).map((a) => a.id);
  const arrivals = [];
  let counting = false;
  const sockets = cookies.map((cookie) => io(`${app.url}/trading`, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false }));
  const placeOrder = (cookie, body) =>
    fetch(`${app.url}/api/trading/orders`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) }).then(
      async (r) => {
        if (!r.ok) throw new Error(`POST /api/trading/orders answered ${r.status}: ${await r.text()}`);
      },
    );
  // As a visitor would: an order the tick left resting is canceled (409: it filled meanwhile).
  const cancelOrder = (cookie, id) =>
    fetch(`${app.url}/api/trading/orders/${id}`, { method: 'DELETE', headers: { cookie } }).then(async (r) => {
      if (!r.ok && r.status !== 409) throw new Error(`DELETE /api/trading/orders/${id} answered ${r.status}: ${await r.text()}`);
    });
  try {
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise((resolve, reject) => {
            socket.once('trading.ready', resolve).once('trading.error', reject).once('connect_error', reject);
            socket.on('account.events', (events) => {
              const at = Date.now();
              if (counting) for (const e of events) if (e.type === 'order.filled') arrivals.push(at);
            });
          }),
      ),
    );
    // Shares to sell: a market buy fills at once.
    await Promise.all(
      cookies.map((cookie) => placeOrder(cookie, { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: perAccount, timeInForce: 'day' })),
    );
    const { prices } = await nextTick(sockets[0]);
    const cents = Math.round(prices.AAPL * 100);
    let ticked = false;
    const following = nextTick(sockets[0]).then((tick) => ((ticked = true), tick));
    const limit = (side) => ({ symbol: 'AAPL', side, orderType: 'limit', quantity: 1, price: (cents + (side === 'buy' ? -1 : 1)) / 100, timeInForce: 'day' });
    await Promise.all(
      cookies.map(async (cookie) => {
        for (let i = 0; i < perAccount; i += 1) await Promise.all([placeOrder(cookie, limit('buy')), placeOrder(cookie, limit('sell'))]);
      }),
    );
    // A tick before every order was placed may have filled some: the caller starts over.
    if (ticked) return undefined;
    counting = true;
    if (measured) profileWindow('enable', { pid: app.pid });
    const cpuBefore = preciseCpuOf(app.pid);
    // The first tick that moves the price crosses one side whole; one that leaves it (rare) crosses nothing.
    let tick = await following;
    while (Math.round(tick.prices.AAPL * 100) === cents) tick = await nextTick(sockets[0]);
    const deadline = Date.now() + 60_000;
    while (arrivals.length < CROSSED_LIMITS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // The CPU of the tick and of the idle wait for it (a second or two of timers).
    const cpu = cpuBetween(cpuBefore, preciseCpuOf(app.pid));
    if (measured) profileWindow('disable', { pid: app.pid });
    const [{ filled }] = (
      await db.query(`SELECT count(*)::int AS filled FROM trading_orders WHERE account_id = ANY($1) AND order_type = 'limit' AND status = 'filled'`, [ids])
    ).rows;
    return tickResult(
      filled,
      arrivals.map((at) => at - Date.parse(tick.at)),
      cpu,
    );
  } finally {
    if (measured) profileWindow('disable', { pid: app.pid });
    for (const socket of sockets) socket.disconnect();
    // The unfilled side canceled through the app, which forgets no order of an account it keeps
    // in memory; then the accounts go, with their orders, fills and events: the next round's tick
    // crosses only its own orders.
    const { rows: resting } = await db.query(`SELECT account_id, id FROM trading_orders WHERE account_id = ANY($1) AND status = 'pending'`, [ids]);
    await Promise.all(
      cookies.map(async (cookie, i) => {
        for (const order of resting.filter((o) => o.account_id === ids[i])) await cancelOrder(cookie, order.id);
      }),
    );
    // One account a statement: deleting them all at once locks them in no set order, and the app's
    // activity-log batch, which locks the accounts its rows name, could deadlock with it.
    for (const id of ids) await db.query('DELETE FROM demo_accounts WHERE id = $1', [id]);
  }
}

/** One demo tick measured, starting over (at most three times) when the feed ticked while its orders were placed. */
async function demoTick(app, db, measured) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const tick = await demoTickToSocketBench(app, db, measured);
    if (tick) return tick;
  }
  throw new Error(`The demo feed ticked while a round's orders were being placed, three times: a tick is ${DEMO_TICK_MS} ms, is the machine too busy?`);
}

export async function demoTickToSocket() {
  // Its own app, whose feed ticks slowly enough to place a round's orders between two ticks.
  const app = await startBenchApp({ TRADING_PRICE_TICK_MS: String(DEMO_TICK_MS) });
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    // Warmed up as the sandbox tick is, for the same reasons.
    const warmups = [];
    for (let i = 0; i < TICK_WARMUPS; i++) warmups.push(await demoTick(app, db, false));
    const ticks = [];
    for (let i = 0; i < TICK_ROUNDS; i++) ticks.push(await demoTick(app, db, true));
    return {
      rows: [],
      summary: tickSummary(
        `demo price tick -> fill -> websocket push over ${CROSSED_LIMITS} resting limits (${CROSSED_ACCOUNTS} visitors, crossed by one feed tick)`,
        warmups,
        ticks,
      ),
    };
  } finally {
    await db.end();
    await app.stop();
  }
}
