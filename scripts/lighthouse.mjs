#!/usr/bin/env node
// `npm run lighthouse`: the four Lighthouse category scores (mobile profile) of every public
// page (the client's page table, web/dist/page-meta.json, less the pages behind a sign-in and the
// Connect portal), measured against the built app started as `npm start` starts it, on a free port with
// its own throw-away embedded database. `-- --assert` exits non-zero when a goal is missed;
// `-- --runs=3` measures each page three times and reports the median (scores vary by a few
// points from run to run); `-- --pages=/,/marketplace` measures only those pages;
// `-- --save=DIR` keeps every report as JSON for a closer look.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.mjs';
import { startApp } from './lib/app.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.mjs';

/** Pages of the page table a visitor sees only once signed in: not public, not measured. */
const SIGNED_IN_PAGES = new Set(['/dashboard', '/developers']);
/**
 * Pages of the page table that are not public pages either: the Connect portal (/connect) is
 * reached only from an app's OAuth authorization request and says noindex on purpose, so the
 * SEO goal (is-crawlable) cannot hold there and a visitor never lands on it from the site.
 * `--pages=/connect` still measures it.
 */
const NOT_PUBLIC_PAGES = new Map([['/connect', 'the Connect portal: reached only from an OAuth authorization request, noindex on purpose']]);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

/** Every public page, from the built client's page table (so a new page is measured without a change here). */
function publicPages() {
  const { routes } = JSON.parse(readFileSync('web/dist/page-meta.json', 'utf8'));
  return Object.keys(routes).filter((path) => !SIGNED_IN_PAGES.has(path) && !NOT_PUBLIC_PAGES.has(path));
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
  if (!option('pages', '')) {
    const skipped = [...[...SIGNED_IN_PAGES].map((path) => `${path} (signed in)`), ...[...NOT_PUBLIC_PAGES].map(([path, why]) => `${path} (${why})`)];
    console.log(`Not measured: ${skipped.join(', ')}`);
  }
  // As `npm start` runs it (listening on every address, as a visitor reaches it: localhost); SIGINT as Ctrl-C.
  const app = await startApp({ args: ['scripts/start.mjs'], host: null, stopSignal: 'SIGINT' });
  let chrome;
  const rows = [];
  try {
    const base = app.url;
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
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
    chrome?.kill();
    await app.stop();
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
