#!/usr/bin/env node
// `npm run count-instructions`: the app's own work on the set-price path, in instructions counted
// by valgrind's callgrind, not timed: on a busy or shared machine one build's timings move by a
// factor of two, the count by about 2%. Two workloads on the built code (dist/), none touching
// Postgres: `tick`, a set price crossing 100 resting limits (the decision, the statement's text
// with a stub for the database, the SSE text of its 102 events); `place`, working out buying power
// over 100 resting orders, as each placement does. Each is run N times and 0 times; the difference
// over N is its figure. The figures in docs/decisions/event-data-encoded-once.md came from this.
//   node scripts/count-instructions.mjs [--runs=100] [--dist=dist]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const RESTING = 100;
/** Buying power is worked out about three times per placement; ten walks a run keep the count above start-up noise. */
const WALKS_PER_RUN = 10;

/** One workload `runs` times on the build in `dist`; prints the bytes it produced, equal across builds that behave alike. */
async function workload(dist, mode, runs) {
  const modules = resolve(dist, 'api/src/modules');
  const load = createRequire(join(modules, 'simulator/index.js'));
  const Decimal = load('decimal.js');
  load('./index.js');
  const { AccountTransaction } = load('./ledger/account-transaction.js');
  const { fillAtLimits } = load('./ledger/fills.js');
  const { accountMetrics } = load('./engine/account-metrics.js');
  const { eventDto, eventJson } = load('../sandbox/events/event-view.js');
  const accountId = '0190a0a0-0000-7000-8000-000000000000';
  const prices = new Proxy({}, { get: () => new Decimal('140.00') });
  const rows = [];
  const pendingById = new Map();
  for (let i = 0; i < RESTING; i++) {
    const id = `0190a0a0-0000-7000-8000-${String(i).padStart(12, '0')}`;
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i));
    rows.push({
      id,
      account_id: accountId,
      client_order_id: null,
      symbol: 'AAPL',
      side: 'buy',
      order_type: 'limit',
      quantity: 1,
      notional: null,
      limit_price: '150.00',
      stop_price: null,
      triggered_at: null,
      time_in_force: 'gtc',
      extended_hours: false,
      status: 'pending',
      reason: null,
      reason_details: null,
      filled_price: null,
      filled_quantity: 0,
      expires_at: null,
      created_at: at,
      updated_at: at,
    });
    pendingById.set(id, { symbol: 'AAPL', side: 'buy', quantity: 1, limitPrice: new Decimal('150.00') });
  }
  const state = {
    cash: new Decimal('100000.00'),
    realizedPnl: new Decimal(0),
    holdings: { MSFT: { quantity: 10, costBasis: new Decimal('4000.00') } },
    pending: [...pendingById.values()],
  };
  const snapshot = {
    eventSeq: 10,
    state,
    pendingById,
    positionIds: new Map([['MSFT', '0190a0a0-0000-7000-8000-aaaaaaaaaaaa']]),
    restingRows: new Map(rows.map((r) => [r.id, r])),
  };
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    if (mode === 'tick') {
      const tx = AccountTransaction.fromSnapshot(accountId, snapshot);
      tx.now = new Date(Date.UTC(2026, 0, 2));
      fillAtLimits(tx, rows, prices);
      const events = await tx.commit(async (sql, params) => {
        bytes += sql.length + params.reduce((n, p) => n + String(p).length, 0);
        return [{ transitioned: RESTING }];
      });
      const sent = events.map((e) => eventDto({ seq: e.seq, type: e.type, data: e.data, createdAt: e.createdAt }));
      bytes += sent.map((e) => `id: ${e.sequence}\nevent: ${e.type}\ndata: ${eventJson ? eventJson(e) : JSON.stringify(e)}\n\n`).join('').length;
    } else {
      for (let walk = 0; walk < WALKS_PER_RUN; walk++) bytes += accountMetrics(state, prices).buyingPower.toFixed(2).length;
    }
  }
  console.log(`bytes ${bytes}`);
}

/** Instructions callgrind counted for one workload run `runs` times, and the bytes it produced. */
function counted(dist, mode, runs) {
  const result = spawnSync(
    'valgrind',
    ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, import.meta.filename, '--child', dist, mode, String(runs)],
    { encoding: 'utf8' },
  );
  const instructions = /Collected : (\d+)/.exec(result.stderr)?.[1];
  if (result.status !== 0 || !instructions) throw new Error(`valgrind failed (is it installed?):\n${result.stderr.slice(-2000)}`);
  return { instructions: Number(instructions), bytes: result.stdout.trim() };
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  await workload(args[1], args[2], Number(args[3]));
} else {
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 100);
  const distArg = args.find((a) => a.startsWith('--dist='))?.slice(7);
  if (!distArg) buildIfStale();
  const dist = resolve(distArg ?? join(import.meta.dirname, '..', 'dist'));
  for (const [mode, what, each] of [
    ['tick', `set price crossing ${RESTING} resting limits`, 1],
    ['place', `buying power over ${RESTING} resting orders`, WALKS_PER_RUN],
  ]) {
    const none = counted(dist, mode, 0);
    const some = counted(dist, mode, runs);
    const per = (some.instructions - none.instructions) / runs / each;
    console.log(
      `${what}: ${(per / 1e6).toFixed(2)} M instructions each (${runs} runs; start-up ${(none.instructions / 1e6).toFixed(0)} M; output ${some.bytes})`,
    );
  }
}
