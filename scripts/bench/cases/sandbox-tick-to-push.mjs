// sandboxTickToPush: price tick -> fill -> SSE push over CROSSED_LIMITS resting limits, crossed by
// one set price per sandbox account (goal p99 < 35 ms, issue 36); the median of TICK_ROUNDS ticks after
// TICK_WARMUPS unrecorded ones.
import { get as httpGet } from 'node:http';
import { cpuBetween, preciseCpuOf } from '../lib/cpu.mjs';
import { benchDeveloper, frozenAccount, post } from '../lib/sandbox.mjs';
import { CROSSED_ACCOUNTS, CROSSED_LIMITS, TICK_ROUNDS, TICK_WARMUPS, tickResult, tickSummary } from '../lib/ticks.mjs';
import { profileWindow } from '../lib/profile-window.mjs';

/** The line that names an order.filled event in the stream. */
const FILLED_EVENT = Buffer.from('\nevent: order.filled\n');

/**
 * Price tick -> fill -> push: CROSSED_LIMITS resting limit buys over CROSSED_ACCOUNTS sandbox
 * accounts, each account's event stream (SSE, the sandbox's push channel) open; then one set price
 * per account crosses them all at once. Each fill is timed from the moment its price was sent to
 * the moment its order.filled arrived on the stream.
 */
async function tickToPushBench(app, { authorization, call }, firstSeed, measured) {
  const accounts = [];
  for (let i = 0; i < CROSSED_ACCOUNTS; i += 1) accounts.push(await frozenAccount(call, firstSeed + i));
  // The accounts side by side, each one's orders in turn.
  await Promise.all(
    accounts.map(async (id) => {
      for (let i = 0; i < CROSSED_LIMITS / CROSSED_ACCOUNTS; i += 1) {
        await call('POST', `/v1/accounts/${id}/orders`, { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '150.00', timeInForce: 'gtc' });
      }
    }),
  );
  const arrivals = [];
  const controller = new AbortController();
  const streams = accounts.map(async (id) => {
    const { nextSequence } = await call('GET', `/v1/accounts/${id}/events?limit=1000`);
    // Timed as each chunk arrives, counted on its raw bytes: the client must not spend the cores
    // it measures decoding text. A match may straddle two chunks, so the end of one is kept.
    const res = await new Promise((resolve, reject) =>
      httpGet(
        `${app.url}/v1/accounts/${id}/events/stream`,
        { headers: { authorization, 'last-event-id': String(nextSequence) }, signal: controller.signal },
        resolve,
      ).once('error', reject),
    );
    let tail = Buffer.alloc(0);
    res.on('data', (chunk) => {
      const at = performance.now();
      const bytes = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      for (let i = bytes.indexOf(FILLED_EVENT); i >= 0; i = bytes.indexOf(FILLED_EVENT, i + FILLED_EVENT.length)) arrivals.push(at);
      tail = bytes.subarray(Math.max(0, bytes.length - FILLED_EVENT.length + 1));
    });
    // Until the bench aborts it (an abort may end the response with an error).
    await new Promise((resolve) => res.once('close', resolve).once('error', resolve));
  });
  let filled, cpuBefore, cpuAfter, sentAt;
  try {
    await new Promise((r) => setTimeout(r, 1000)); // the streams are open
    if (measured) profileWindow('enable', { pid: app.pid });
    cpuBefore = preciseCpuOf(app.pid);
    sentAt = performance.now();
    const sets = await Promise.all(accounts.map((id) => post(app, authorization, `/v1/accounts/${id}/prices`, { symbol: 'AAPL', price: '140.00' })));
    filled = sets.reduce((n, s) => n + s.filled, 0);
    const deadline = Date.now() + 60_000;
    while (arrivals.length < filled && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    cpuAfter = preciseCpuOf(app.pid);
  } finally {
    if (measured) profileWindow('disable', { pid: app.pid });
    // Also on a failure: the app does not stop while a stream stays open.
    controller.abort();
    await Promise.allSettled(streams);
    // Gone with their orders, fills and events: every tick starts from the same database, and
    // one developer's account quota lasts any number of ticks. Settled, so a failed tick's own
    // error is the one reported (a delete left undone shows up later as the quota's 4xx).
    await Promise.allSettled(accounts.map((id) => call('DELETE', `/v1/accounts/${id}`)));
  }
  // CPU of the whole tick (set prices, fills, pushes), from the scheduler's nanoseconds: evidence that holds on a busy machine.
  return tickResult(
    filled,
    arrivals.map((at) => at - sentAt),
    cpuBetween(cpuBefore, cpuAfter),
  );
}

export async function sandboxTickToPush({ app }) {
  // As every case here, measured after a warm-up of the same load, as a server in operation
  // runs. One tick is only ten requests: after a few, the set-price path still runs partly
  // unoptimized, and most of the pool's connections have run the ledger's statements fewer than
  // five times, so Postgres still plans them afresh on every run (the 100-fill statement's bind:
  // 0.7-1.0 ms planning it, 0.4 ms on its cached plan). Twelve warm-up ticks took the tick from
  // about 40 + 52 to 33 + 40 ms of app + database CPU here. Their p99s are printed too, the first
  // being a cold server's. Then the median of a few ticks, as one tick is one sample of a busy machine.
  const developer = await benchDeveloper(app);
  const warmups = [];
  for (let i = 0; i < TICK_WARMUPS; i++) warmups.push(await tickToPushBench(app, developer, 3000 + i * CROSSED_ACCOUNTS, false));
  const ticks = [];
  for (let i = 0; i < TICK_ROUNDS; i++) ticks.push(await tickToPushBench(app, developer, 1000 + i * CROSSED_ACCOUNTS, true));
  return {
    rows: [],
    summary: tickSummary(
      `sandbox price tick -> fill -> SSE push over ${CROSSED_LIMITS} resting limits (${CROSSED_ACCOUNTS} accounts, one set price each)`,
      warmups,
      ticks,
    ),
  };
}
