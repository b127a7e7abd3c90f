#!/usr/bin/env node
// What sharing a commit is worth to the database, apart from the app: pgbench repeats a demo
// market order's statement (as the ledger sends it, captured with log_statement; the ids it
// generates made in SQL, so that pgbench can repeat it) one order a transaction, and four orders
// of four accounts a transaction, interleaved, and prints orders a second
// (docs/decisions/group-commit-of-ledger-statements.md).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:group-commit
//
// Needs a Postgres server and a pgbench (PGBENCH, else Debian's, else one on the PATH); makes
// and drops the database bench_group_commit on it. PGBENCH_ROUNDS (3) and PGBENCH_SECONDS (10) set the length.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describeMachine } from './lib/machine.mjs';
import { pgbenchPath } from './lib/pgbench.mjs';

const ROUNDS = Number(process.env.PGBENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.PGBENCH_SECONDS ?? 10);
const PGBENCH = pgbenchPath();
const server = process.env.DATABASE_URL;
if (!server || !PGBENCH) {
  console.error('Set DATABASE_URL to a Postgres server, and PGBENCH to a pgbench if neither Debian nor the PATH has one.');
  process.exit(2);
}
const database = 'bench_group_commit';
const url = new URL(server);
url.pathname = `/${database}`;

/** The four events of a market buy, as the ledger writes them (about 2 kB). */
function payloads() {
  const accountId = '00000000-0000-0000-0000-000000000001';
  const at = '2026-11-29T08:16:31.465Z';
  const order = {
    id: '01a22660-8ce9-767c-9149-6de34116d28c',
    clientOrderId: null,
    symbol: 'AAPL',
    side: 'buy',
    type: 'market',
    quantity: 1,
    limitPrice: null,
    timeInForce: 'day',
    status: 'pending',
    filledQuantity: 0,
    averageFillPrice: null,
    rejectReason: null,
    createdAt: at,
    updatedAt: at,
  };
  const filled = { ...order, status: 'filled', filledQuantity: 1, averageFillPrice: '229.94' };
  const fill = {
    id: '01a22660-8ce9-767c-9149-71f079b4fd03',
    orderId: order.id,
    symbol: 'AAPL',
    side: 'buy',
    quantity: 1,
    price: '229.94',
    realizedPnl: '0.00',
    filledAt: at,
  };
  const position = {
    id: '3bde7ade-bf2f-402b-be82-b1b5e2876a96',
    symbol: 'AAPL',
    quantity: 4,
    averageCost: '229.9400',
    marketPrice: '229.94',
    marketValue: '919.76',
    unrealizedPnl: '0.00',
  };
  const account = {
    id: accountId,
    cash: '99080.24',
    equity: '100000.00',
    buyingPower: '199080.24',
    marginUsed: '0.00',
    marketValue: '919.76',
    reservedCash: '0.00',
    realizedPnl: '0.00',
  };
  return [
    { accountId, sequence: 13, order },
    { accountId, sequence: 14, order: filled, fill },
    { accountId, sequence: 15, position },
    { accountId, sequence: 16, account },
  ].map((p) => JSON.stringify(p));
}

/** A SQL literal of `text`; pgbench would read `:name` inside it as a variable, so colons go as \x1f and come back in SQL. */
const literal = (text) => `translate(E'${text.replaceAll("'", "''").replaceAll(':', '\\x1f')}', E'\\x1f', chr(58))`;

/** The order statement of the account numbered by pgbench variable `v` (see AccountWrite). */
function orderStatement(v) {
  const account = `('00000000-0000-0000-0000-' || lpad(:${v}::text, 12, '0'))::uuid`;
  const events = literal(payloads().join('\u001e'));
  return `WITH account AS (UPDATE demo_accounts SET cash = cash - 229.94, realized_pnl = 0, event_seq = event_seq + 4, updated_at = now()
      WHERE id = ${account} RETURNING event_seq),
    ids AS (SELECT gen_random_uuid() AS oid),
    w1 AS (INSERT INTO trading_orders (id, account_id, client_order_id, symbol, side, order_type, quantity, notional, limit_price, stop_price, triggered_at,
        time_in_force, extended_hours, status, reason, reason_details, filled_price, filled_quantity, expires_at, simulate, next_step_at, step, created_at, updated_at)
      SELECT ids.oid, ${account}, NULL::varchar, 'AAPL'::varchar, 'buy'::varchar, 'market'::varchar, '1'::numeric, NULL::numeric, NULL::numeric, NULL::numeric,
        NULL::timestamptz, 'day'::varchar, false, 'filled'::varchar, NULL::varchar, NULL::jsonb, '229.94'::numeric, '1'::numeric, now() + interval '8 hours',
        NULL::jsonb, NULL::timestamptz, 0, now(), now() FROM ids WHERE EXISTS (SELECT FROM account)),
    w2 AS (INSERT INTO trading_fills (id, order_id, symbol, side, quantity, price, realized_pnl, account_id, created_at)
      SELECT gen_random_uuid(), ids.oid, 'AAPL', 'buy', 1, 229.94, 0, ${account}, now() FROM ids WHERE EXISTS (SELECT FROM account)),
    w3 AS (UPDATE trading_positions SET quantity = quantity + 1, cost_basis = cost_basis + 229.94, updated_at = now()
      WHERE account_id = ${account} AND symbol = 'AAPL' AND EXISTS (SELECT FROM account) RETURNING 1),
    w4 AS (INSERT INTO trading_events (account_id, seq, type, payload, created_at)
      SELECT ${account}, (SELECT event_seq FROM account) - 4 + e.n, e.type, e.payload::json, now()
      FROM ROWS FROM (unnest('{order.accepted,order.filled,position.updated,account.updated}'::varchar[]), string_to_table(${events}::text, chr(30)))
        WITH ORDINALITY AS e(type, payload, n)
      WHERE EXISTS (SELECT FROM account))
    SELECT ((SELECT count(*) FROM w3))::int AS transitioned FROM account;`.replace(/\s*\n\s*/g, ' ');
}

/** A pgbench script: `perTransaction` orders, each of its own account (client c uses accounts c*k+1 .. c*k+k). */
function script(perTransaction) {
  if (perTransaction === 1) return `\\set a :client_id + 1\n${orderStatement('a')}\n`;
  const lines = ['BEGIN;'];
  for (let i = 0; i < perTransaction; i += 1) lines.push(`\\set a${i} :client_id * ${perTransaction} + ${i} + 1`, orderStatement(`a${i}`));
  return `${lines.join('\n')}\nCOMMIT;\n`;
}

async function prepare() {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const migrated = spawnSync(process.execPath, ['scripts/migration.mjs', 'migration:run'], {
    env: { ...process.env, DATABASE_URL: url.href },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`migrations failed: ${migrated.stderr}`);
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  await db.query(`INSERT INTO demo_accounts (id, cash, realized_pnl, event_seq, broker)
    SELECT ('00000000-0000-0000-0000-' || lpad(n::text, 12, '0'))::uuid, 1000000000, 0, 0, 'northwind' FROM generate_series(1, 200) n`);
  await db.query(`INSERT INTO trading_positions (account_id, symbol, quantity, cost_basis) SELECT id, 'AAPL', 0, 0 FROM demo_accounts`);
  await db.end();
}

function ordersPerSecond(file, clients, perTransaction) {
  const run = spawnSync(PGBENCH, ['-n', '-M', 'prepared', '-c', String(clients), '-j', '1', '-T', String(SECONDS), '-f', file, url.href], { encoding: 'utf8' });
  const tps = /^tps = ([\d.]+)/m.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench failed: ${run.stderr}`);
  return Math.round(Number(tps) * perTransaction);
}

const cases = [
  { what: 'one order a transaction, 4 clients', perTransaction: 1, clients: 4 },
  { what: 'one order a transaction, 16 clients', perTransaction: 1, clients: 16 },
  { what: 'four orders a transaction, 2 clients', perTransaction: 4, clients: 2 },
  { what: 'four orders a transaction, 4 clients', perTransaction: 4, clients: 4 },
];

const dir = mkdtempSync(join(tmpdir(), 'pgbench-group-commit-'));
try {
  for (const line of describeMachine().slice(0, 3)) console.log(line);
  await prepare();
  const files = new Map([1, 4].map((k) => [k, join(dir, `orders-${k}.sql`)]));
  for (const [k, file] of files) writeFileSync(file, script(k));
  const results = cases.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    cases.forEach((c, i) => results[i].push(ordersPerSecond(files.get(c.perTransaction), c.clients, c.perTransaction)));
  }
  console.log(`orders a second, ${ROUNDS} interleaved rounds of ${SECONDS} s (pgbench -M prepared, synchronous_commit as the server has it):`);
  cases.forEach((c, i) => console.log(`  ${c.what.padEnd(40)} ${results[i].map((n) => n.toLocaleString('en-US').padStart(6)).join('  ')}`));
} finally {
  rmSync(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.end();
}
