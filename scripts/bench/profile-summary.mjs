// Where the app's CPU went in a `--cpu-prof` profile, by layer: the request pipeline, validation,
// the ledger, the Postgres driver, garbage collection... Only the measured runs when the bench
// wrote their windows (BENCH_PROFILE_WINDOWS), so the start, the warm-ups and the stop are left out.
//
//   BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" BENCH_PROFILE_WINDOWS=/tmp/windows \
//     npm run bench -- --only=marketOrders
//   npm run bench:profile -- /tmp/prof/*.cpuprofile --windows=/tmp/windows
//
// Given windows, figures are per request answered in them (the load runs note their count);
// --per=<n> divides by n instead. --top=<n>: how many functions to list by own time (25).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** Each sample goes to the layer of its nearest frame (itself, then its callers) that names one. */
const LAYERS = [
  ['validation (class-validator, class-transformer, the pipe)', /class-validator|class-transformer|validation\.pipe/],
  ['Postgres driver (pg, pg-protocol, pg-pool, TypeORM)', /node_modules\/(pg|pg-protocol|pg-pool|typeorm)\//],
  ['decimal.js', /decimal\.js/],
  ['simulator (ledger, engine, events)', /dist\/api\/src\/modules\/simulator\//],
  ['database glue (group commit, prepared statements)', /dist\/api\/src\/database\//],
  ['sessions, cookies, auth hooks', /dist\/api\/src\/(session|modules\/auth)\/|@fastify\/cookie/],
  ['socket.io, event emitter', /socket\.io|engine\.io|event-emitter/],
  ['Nest (router, pipes, guards)', /@nestjs\//],
  ['Fastify', /fastify|find-my-way|secure-json-parse|avvio/],
  ['node http, net, streams', /node:(_http|net|internal\/streams|internal\/stream_base|internal\/http)/],
  ['the rest of the app', /dist\/api\/src\//],
];
/**
 * V8 samples wall time: a thread the kernel set aside inside a socket write, while the process
 * the write woke (a Postgres backend, the load generator) ran on its core, is sampled as in the
 * write. perf (which samples CPU) puts the app's kernel time at a few percent during the order
 * cases, so these are shown apart, not as CPU.
 */
const WAITS = new Set(['writev', 'writeBuffer']);
const IDLE = new Set(['(idle)']);

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { windows: { type: 'string' }, per: { type: 'string' }, top: { type: 'string', default: '25' } },
});
if (positionals.length !== 1) {
  console.error('usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [--windows=<file>] [--per=<requests>] [--top=<n>]');
  process.exit(2);
}

const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
// Node names a profile CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile: only the windows measuring that process count.
const profilePid = positionals[0].match(/CPU\.\d+\.\d+\.(\d+)\./)?.[1];
const { inWindow, requests } = windowsFrom(options.windows, profilePid);

const layers = new Map();
const functions = new Map();
let cpu = 0;
let waits = 0;
let sampled = 0;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (!inWindow(at)) return;
  sampled += delta;
  const frame = nodes.get(id).callFrame;
  if (IDLE.has(frame.functionName)) return;
  if (WAITS.has(frame.functionName)) return void (waits += delta);
  cpu += delta;
  add(layers, layerOf(id), delta);
  add(functions, `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}${frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}` : ''}`, delta);
});

const per = Number(options.per) || requests;
const figure = (us) => (per ? `${(us / per).toFixed(1).padStart(7)} µs` : `${(us / 1000).toFixed(0).padStart(7)} ms`);
const share = (us) => `${((100 * us) / cpu).toFixed(1).padStart(5)}%`;
console.log(
  `${(sampled / 1e6).toFixed(1)} s sampled${options.windows ? ' in the measured windows' : ''}; on the CPU ${(cpu / 1e6).toFixed(1)} s; in socket writes ${(waits / 1e6).toFixed(1)} s (wall time, not CPU: see the script)`,
);
console.log(per ? `per request (${per} requests):` : 'in all:');
for (const [layer, us] of sorted(layers)) console.log(`  ${share(us)} ${figure(us)}  ${layer}`);
console.log(`functions by their own time (top ${options.top}):`);
for (const [name, us] of sorted(functions).slice(0, Number(options.top))) console.log(`  ${share(us)} ${figure(us)}  ${name}`);

function layerOf(id) {
  const name = nodes.get(id).callFrame.functionName;
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(program)') return 'V8 itself (compiling, runtime)';
  for (let node = id; node !== undefined; node = parents.get(node)) {
    const url = nodes.get(node).callFrame.url;
    const layer = LAYERS.find(([, pattern]) => pattern.test(url));
    if (layer) return layer[0];
  }
  return 'unattributed (native, no JavaScript caller)';
}

/**
 * The measured windows of process `pid` (all when either is unknown), from `enable <µs> [pid=]`
 * and `disable <µs> [requests=] [pid=]` lines (CLOCK_MONOTONIC, as V8's sample times), and the
 * requests answered in them (0 when not noted).
 */
function windowsFrom(file, pid) {
  if (!file) return { inWindow: () => true, requests: 0 };
  const spans = [];
  let requests = 0;
  let open;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [command, us, ...fields] = line.trim().split(' ');
    const noted = Object.fromEntries(fields.map((field) => field.split('=')));
    if (pid && noted.pid && noted.pid !== pid) continue;
    if (command === 'enable') open = Number(us);
    if (command === 'disable' && open !== undefined) {
      spans.push([open, Number(us)]);
      requests += Number(noted.requests ?? 0);
      open = undefined;
    }
  }
  return { inWindow: (us) => spans.some(([from, to]) => us >= from && us <= to), requests };
}

function add(map, key, us) {
  map.set(key, (map.get(key) ?? 0) + us);
}

function sorted(map) {
  return [...map].sort((a, b) => b[1] - a[1]);
}

function shortUrl(url) {
  return url.replace(/^file:\/\//, '').replace(/^.*?\/(node_modules|dist)\//, '$1/');
}
