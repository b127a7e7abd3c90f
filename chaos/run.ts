// `npm run test:chaos` (`-- --short` for the form `npm test` runs): three instances of the built
// app behind HAProxy (deploy/haproxy.cfg) on one Postgres, a workload of demo visitors and /v1
// developers, one instance killed every few seconds; then the checker's verdict per property.
// Exits non-zero when a property is violated. See docs/scaling.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkFeed } from './checker/feed';
import type { FinalAccount, Kill, LimitProbe, StreamLog } from './checker/history';
import { checkDrains, checkLimits } from './checker/limits';
import { checkFills, checkLedger, checkOrders } from './checker/orders';
import { checkStreams } from './checker/streams';
import { checkWebhooks } from './checker/webhooks';
import { HttpClient } from './client/http';
import { Balancer } from './cluster/balancer';
import { Instance } from './cluster/instance';
import { runNemesis } from './cluster/nemesis';
import { freePort, startDatabase, urlFor } from './cluster/postgres';
import { Watcher } from './cluster/watcher';
import { chaosConfig } from './config';
import { report, WARM_UP_S } from './report';
import { Developer, SANDBOX_OPENING } from './workload/developer';
import { readFinalState } from './workload/final-state';
import { demoAccountsProbe, keyCallsProbe, tradingCallsProbe } from './workload/limits';
import { Receivers } from './workload/receivers';
import { Recorder } from './workload/recorder';
import { sleep } from './workload/retry';
import { DEMO_OPENING, Visitor } from './workload/visitor';

const config = chaosConfig(process.argv.slice(2), process.env);
const started = Date.now();
const log = (line: string) => console.log(`[chaos +${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
let nextAddress = 10;
/** Each simulated client calls from its own loopback address, so per-address limits count it alone. */
const address = () => `127.0.0.${(nextAddress += 1)}`;

async function main(): Promise<number> {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: join(__dirname, '..'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const runDir = mkdtempSync(join(tmpdir(), 'brokerbridge-chaos-run-'));
  log(`${config.short ? 'short form' : 'full suite'}: ${config.workloadMs / 1000} s of workload; logs in ${runDir}`);
  const cleanup: (() => unknown)[] = [];
  try {
    const db = await startDatabase(log);
    cleanup.push(() => db.stop());
    const ports = [await freePort(), await freePort(), await freePort()];
    const instances = ports.map(
      (port, i) =>
        new Instance(
          `app${i + 1}`,
          port,
          {
            DATABASE_URL: urlFor(db.url, `app${i + 1}`),
            MIGRATIONS_RUN: 'false',
            TRUST_PROXY: 'loopback',
            TRADING_PRICE_TICK_MS: String(config.tickMs),
            WEBHOOK_TIMEOUT_MS: '3000',
            WEBHOOK_POLL_MS: '250',
            RATE_LIMIT_TRADING_PER_MINUTE: String(config.limits.trading),
            RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: String(config.limits.demoAccounts),
            RATE_LIMIT_API_PER_MINUTE: String(config.limits.api),
            RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
          },
          runDir,
        ),
    );
    cleanup.push(() => Promise.all(instances.map((i) => i.stop())));
    await Promise.all(instances.map((i) => i.start()));
    const balancer = new Balancer(await freePort(), ports);
    await balancer.start();
    cleanup.push(() => balancer.stop());
    const watcher = new Watcher(db.url);
    await watcher.start();
    cleanup.push(() => watcher.stop());
    const receivers = new Receivers();
    const hooksUrl = await receivers.start();
    cleanup.push(() => receivers.stop());
    log(`3 instances behind HAProxy at ${balancer.url}`);

    const recorder = new Recorder();
    const visitors = Array.from(
      { length: config.visitors + 1 },
      (_, i) => new Visitor(`visitor-${i + 1}`, balancer.url, address(), recorder, i === config.visitors),
    );
    const developers = Array.from(
      { length: config.developers },
      (_, i) => new Developer(`dev-${i + 1}-${started.toString(36)}`, balancer.url, address(), recorder, hooksUrl),
    );
    await Promise.all([...visitors, ...developers].map((c) => c.setup()));
    cleanup.push(() => [...visitors, ...developers].forEach((c) => c.close()));
    // Signed in to the console, to make a fresh key for each /v1 limit probe.
    const prober = new HttpClient(balancer.url, address());
    await prober.must('POST', '/api/register', { body: { username: `prober-${started.toString(36)}`, password: 'chaos-correct-horse-battery' } });
    cleanup.push(() => prober.close());
    log(`${visitors.length} visitors on sockets, ${developers.length} developers on SSE with webhooks`);

    const runStart = Date.now();
    const workloadEnd = runStart + config.workloadMs;
    const resolveBy = workloadEnd + config.resolveMs;
    const kills: Kill[] = [];
    const probes: LimitProbe[] = [];
    const loop = async (client: Visitor | Developer) => {
      const [min, max] = client instanceof Developer ? config.pauseMs.developer : config.pauseMs.visitor;
      while (Date.now() < workloadEnd) {
        await client.step(resolveBy);
        await sleep(min + Math.random() * (max - min));
      }
    };
    const probing = async () => {
      for (let at = runStart + 15_000; at < workloadEnd; at += config.probeEveryMs) {
        await sleep(at - Date.now());
        const key = (await prober.must<{ key: string }>('POST', '/api/developer/keys', { body: { name: 'probe', scopes: ['accounts:read'] } })).key;
        probes.push(
          ...(await Promise.all([
            tradingCallsProbe(balancer.url, address(), config.limits.trading),
            demoAccountsProbe(balancer.url, address(), config.limits.demoAccounts),
            keyCallsProbe(balancer.url, address(), key, config.limits.api),
          ])),
        );
        log(`limit probes: ${probes.map((p) => `${p.name} ${p.allowed}/${p.limit}`).join(', ')}`);
      }
    };
    await Promise.all([
      ...[...visitors, ...developers].map(loop),
      runNemesis(instances, watcher, { from: runStart + WARM_UP_S * 1000, until: workloadEnd }, config.killGapMs, kills, log),
      probing(),
    ]);
    const runEnd = Date.now();
    log(`workload over: ${kills.length} kills; waiting for streams and webhooks to catch up`);

    const openings = new Map<string, Pick<FinalAccount, 'openingCashCents' | 'openingPositions'>>();
    for (const v of visitors) openings.set(v.accountId, { openingCashCents: DEMO_OPENING.cashCents, openingPositions: DEMO_OPENING.positions });
    for (const d of developers) openings.set(d.accountId, { openingCashCents: SANDBOX_OPENING.cashCents, openingPositions: SANDBOX_OPENING.positions });
    const streams = (): StreamLog[] => [
      ...visitors.map((v) => ({ client: v.name, kind: 'socket' as const, accountId: v.accountId, received: v.socket!.received })),
      ...developers.map((d) => ({ client: d.name, kind: 'sse' as const, accountId: d.accountId, received: d.sse!.received })),
    ];
    let state = await readFinalState(db.url, openings, watcher.ticks);
    for (const settleBy = Date.now() + 30_000; Date.now() < settleBy; await sleep(1000)) {
      state = await readFinalState(db.url, openings, watcher.ticks);
      const endpoints = state.endpoints.map((e) => ({ ...e, id: new URL(e.url).pathname }));
      const webhooks = checkWebhooks(
        state.events,
        endpoints,
        receivers.receipts.map((r) => ({ ...r, endpointId: r.path })),
      );
      if (checkStreams(streams(), state.lastSeqOf).holds && webhooks.holds) break;
    }
    const endpoints = state.endpoints.map((e) => ({ ...e, id: new URL(e.url).pathname }));
    const connections = await watcher.connections();
    const feed = checkFeed(
      watcher.ticks.map((t) => t.at),
      kills,
      state.probes,
      { start: runStart, end: runEnd },
    );
    const verdicts = [
      checkOrders(recorder.orders, recorder.cancels, state.orders),
      checkFills(state.orders, state.fills),
      checkLedger(state.accounts, state.fills),
      checkStreams(streams(), state.lastSeqOf),
      checkWebhooks(
        state.events,
        endpoints,
        receivers.receipts.map((r) => ({ ...r, endpointId: r.path })),
      ),
      feed.verdict,
      checkLimits(probes),
      checkDrains(kills),
    ];
    const lines = report({
      seconds: Math.round((runEnd - runStart) / 1000),
      warmUntil: runStart + WARM_UP_S * 1000,
      recorder,
      kills,
      verdicts,
      longestPauseMs: feed.figures.longestPauseMs,
      socketReconnects: visitors.flatMap((v) => v.socket!.reconnects),
      sseReconnects: developers.flatMap((d) => d.sse!.reconnects),
      orders: recorder.orders,
      connections,
      peakConnections: watcher.peakConnections,
    });
    const reconnects = Object.fromEntries([...visitors.map((v) => [v.name, v.socket!.reconnects]), ...developers.map((d) => [d.name, d.sse!.reconnects])]);
    const history = {
      recorder,
      kills,
      probes,
      streams: streams(),
      reconnects,
      receipts: receivers.receipts,
      ticks: watcher.ticks,
      state: { ...state, lastSeqOf: [...state.lastSeqOf] },
    };
    writeFileSync(join(runDir, 'history.json'), JSON.stringify(history));
    console.log(['', ...lines, '', `History and instance logs: ${runDir}`].join('\n'));
    return verdicts.every((v) => v.holds) ? 0 : 1;
  } finally {
    for (const step of cleanup.reverse()) await Promise.resolve(step()).catch(() => undefined);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`The chaos suite could not run: ${error instanceof Error ? error.stack : error}`);
    process.exit(2);
  },
);
