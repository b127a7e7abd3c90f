// capabilityCheck: what the broker capability check (checkOrder, issue 32) adds to a /v1 order.
// The check is pure and runs in the request's own thread, so it is timed in-process on the
// built code over every broker and a spread of order bodies, and set beside the app CPU of a
// /v1 order measured in the same run (v1Orders' load): the order path with the check costs
// what the row says, without it that less the check's share (goal: under 1%).
import { createRequire } from 'node:module';
import { sandboxOrders } from './v1-orders.mjs';

const require = createRequire(import.meta.url);
const CHECKS = 1_000_000;

/** Order bodies as the contract suite sends them: each type and time in force, taken and refused. */
const BODIES = ['market', 'limit', 'stop', 'stop_limit', 'trailing_stop'].flatMap((type) =>
  ['day', 'gtc', 'ioc', 'fok'].map((timeInForce) => ({
    symbol: 'AAPL',
    side: 'buy',
    type,
    quantity: 1,
    limitPrice: '100.00',
    stopPrice: '90.00',
    timeInForce,
  })),
);

/** Nanoseconds per checkOrder call, over every broker and body (a warm-up pass first, as the app is warm). */
function nsPerCheck() {
  const { BROKER_PROFILES, checkOrder } = require('../../../dist/api/src/modules/simulator/brokers/index.js');
  const pairs = BROKER_PROFILES.flatMap((broker) => BODIES.map((body) => [broker, body]));
  let taken = 0;
  const pass = () => {
    for (let i = 0; i < CHECKS; i += 1) {
      const [broker, body] = pairs[i % pairs.length];
      if (checkOrder(broker, body).allowed) taken += 1;
    }
  };
  pass();
  const began = process.hrtime.bigint();
  pass();
  const ns = Number(process.hrtime.bigint() - began) / CHECKS;
  // Read, so the calls cannot be optimised away.
  if (taken === 0) throw new Error('checkOrder allowed nothing: the bodies no longer match the profiles');
  return ns;
}

export async function capabilityCheck({ app }) {
  const ns = nsPerCheck();
  const row = await sandboxOrders(app);
  const share = (ns / 1000 / row.appUs) * 100;
  return {
    rows: [row],
    summary: `capability check: ${ns.toFixed(0)} ns a call (checkOrder, ${CHECKS.toLocaleString('en-US')} calls over 5 brokers x ${BODIES.length} bodies); a /v1 order's app CPU ${row.appUs} us with it, ${(row.appUs - ns / 1000).toFixed(1)} us without: ${share.toFixed(3)}% (goal < 1%)`,
  };
}
