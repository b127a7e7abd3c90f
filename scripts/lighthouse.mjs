#!/usr/bin/env node
// `npm run lighthouse`: the four Lighthouse category scores (mobile profile) of every public
// page (the client's page table, web/dist/page-meta.json, less the pages behind a sign-in), measured against the built app started as `npm start` starts it, on a free port with
// its own throw-away embedded database. `-- --assert` exits non-zero when a goal is missed;
// `-- --runs=3` measures each page three times and reports the median (scores vary by a few
// points from run to run); `-- --pages=/,/marketplace` measures only those pages;
// `-- --save=DIR` keeps every report as JSON for a closer look.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.mjs';

/** Pages of the page table a visitor sees only once signed in: not public, not measured. */
const SIGNED_IN_PAGES = new Set(['/dashboard', '/developers']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromePath() {
  const path = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => p && existsSync(p));
  if (!path) throw new Error('No Chromium found. Install one (`sudo apt-get install -y chromium`) or set CHROME_PATH.');
  return path;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url, app, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with code ${app.exitCode} before it was ready.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The app did not become healthy within ${timeoutMs / 1000} s.`);
}

function stop(app) {
  if (app.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => app.kill('SIGKILL'), 15_000);
    app.once('exit', () => (clearTimeout(timer), resolve()));
    app.kill('SIGINT'); // like Ctrl-C: the app stops its embedded database too
  });
}

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

/** Every public page, from the built client's page table (so a new page is measured without a change here). */
function publicPages() {
  const { routes } = JSON.parse(readFileSync('web/dist/page-meta.json', 'utf8'));
  return Object.keys(routes).filter((path) => !SIGNED_IN_PAGES.has(path));
}

/** A run Lighthouse could not measure (NO_NAVSTART, a lost trace) is measured again, at most this often. */
const MEASURE_ATTEMPTS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const assert = process.argv.includes('--assert');
  const runs = Math.max(1, Number(option('runs', '1')));
  const saveDir = option('save', '');
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  buildIfStale();
  const pages = option('pages', publicPages().join(',')).split(',');
  const [port, dbPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerbridge-lighthouse-'));
  chmodSync(dataDir, 0o755); // Postgres runs as its own user when we are root
  const app = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: '', DATABASE_EMBEDDED_PORT: String(dbPort), DATABASE_EMBEDDED_DIR: join(dataDir, 'postgres') },
  });
  let chrome;
  const rows = [];
  try {
    const base = `http://localhost:${port}`;
    await waitForHealth(`${base}/api/health`, app);
    chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
    for (const path of pages) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        // Default config = mobile profile (emulated phone, simulated slow 4G and CPU throttling).
        let result;
        for (let attempt = 1; attempt <= MEASURE_ATTEMPTS; attempt++) {
          result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
          if (!result.lhr.runtimeError) break;
          // Lighthouse failed to measure (it says "Please run Lighthouse again"): no score, not a score of 0.
          const { code, message } = result.lhr.runtimeError;
          console.log(`${path} run ${run}, attempt ${attempt}: ${code}: ${message}${attempt < MEASURE_ATTEMPTS ? ' (measuring again)' : ''}`);
        }
        if (saveDir) writeFileSync(join(saveDir, `${path.replace(/\W+/g, '_') || '_'}-${run}.json`), result.report);
        results.push(result.lhr);
      }
      const scores = (c) => results.map((lhr) => Math.round((lhr.categories[c].score ?? 0) * 100));
      const row = { page: path, ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores(c))])) };
      if (runs > 1) row.runs = scores('performance').join(' ');
      // The metrics of the run whose performance score is the median.
      const typical = results.find((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100) === row.performance);
      for (const [id, label] of Object.entries(METRICS)) row[label] = typical.audits[id]?.displayValue ?? '-';
      rows.push(row);
      for (const c of CATEGORIES) {
        if (row[c] >= GOALS[c]) continue;
        const failing = typical.categories[c].auditRefs
          .map((ref) => typical.audits[ref.id])
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual');
        console.log(`${path} ${c} below goal; failing audits: ${failing.map((a) => `${a.id} (${a.displayValue ?? a.score})`).join(', ')}`);
      }
    }
  } finally {
    await chrome?.kill();
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile, ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page. Goals: ${CATEGORIES.map((c) => `${c} >= ${GOALS[c]}`).join(', ')}`,
  );
  console.table(rows);
  const missed = rows.some((row) => CATEGORIES.some((c) => row[c] < GOALS[c]));
  if (assert && missed) process.exit(1);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
