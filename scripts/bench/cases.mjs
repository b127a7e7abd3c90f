// The bench's cases, in the order they run. A case is `async function name(ctx)` in a file of
// its own under cases/, where ctx is `{ app, openAccount, figures }` (the app every case shares,
// a demo visitor's cookie on it, and what earlier cases measured for later ones to compare
// with: `tpcbTps`), returning `{ rows, summary }`: rows for the req/s table (`run()`
// of lib/load.mjs makes one), a summary line with the goal. A case that needs an app set up
// otherwise starts its own (lib/bench-app.mjs), as demoTickToSocket does.
//
// To add one: write cases/<kebab-name>.mjs exporting `async function camelName(ctx)`, import it
// here and append it to CASES (and to an alias if it belongs to one). Its function name is its
// name for `--only`.
import { capabilityCheck } from './cases/capability-check.mjs';
import { connectOrders } from './cases/connect-orders.mjs';
import { connectTokenEndpoint } from './cases/connect-token-endpoint.mjs';
import { demoTickToSocket } from './cases/demo-tick-to-socket.mjs';
import { logsAgainstBaseline } from './cases/logs-against-baseline.mjs';
import { barsYear, quotes30 } from './cases/market-data.mjs';
import { marketOrders } from './cases/market-orders.mjs';
import { sandboxClockAdvance } from './cases/sandbox-clock-advance.mjs';
import { sandboxClockWorstCase } from './cases/sandbox-clock-worst-case.mjs';
import { sandboxTickToPush } from './cases/sandbox-tick-to-push.mjs';
import { tpcbBaseline } from './cases/tpcb-baseline.mjs';
import { v1Orders } from './cases/v1-orders.mjs';
import { webhookDeliveries } from './cases/webhook-deliveries.mjs';

export const CASES = [
  logsAgainstBaseline,
  tpcbBaseline,
  marketOrders,
  v1Orders,
  webhookDeliveries,
  sandboxTickToPush,
  demoTickToSocket,
  sandboxClockAdvance,
  sandboxClockWorstCase,
  connectOrders,
  connectTokenEndpoint,
  barsYear,
  quotes30,
  capabilityCheck,
];

/** Names for several cases at once: `--only=control` runs the market-control ones. */
export const ALIASES = {
  orders: [tpcbBaseline, marketOrders, v1Orders],
  control: [sandboxTickToPush, demoTickToSocket, sandboxClockAdvance, sandboxClockWorstCase],
  marketData: [barsYear, quotes30],
};

/**
 * `--only=logsAgainstBaseline,v1Orders` picks those cases (by function name, or an alias); no
 * `--only` picks them all.
 */
export function selectedCases(args) {
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (!only) return CASES;
  return only.split(',').flatMap((name) => {
    const picked = ALIASES[name] ?? CASES.filter((c) => c.name === name);
    if (!picked.length) throw new Error(`No bench case "${name}": pick from ${[...Object.keys(ALIASES), ...CASES.map((c) => c.name)].join(', ')}`);
    return picked;
  });
}
