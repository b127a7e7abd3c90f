#!/usr/bin/env node
// `npm run measure`: the foundation's figures in one run, on a free port with a throw-away
// embedded database: time from launching the built app to its first 200 on /api/health
// (cold: first start creates the database; warm: a restart over the same data), and the
// gzipped JavaScript the home page loads in Chromium, before and after scrolling.
import { chromium } from '@playwright/test';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './build-if-stale.mjs';
import { freePort, startApp, throwAwayFolder } from './lib/app.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.mjs';

// Issue 13: what the home page loads before the visitor scrolls.
const FIRST_LOAD_BUDGET = 150 * 1024;

async function homeJavaScript(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const sizes = new Map();
    page.on('response', async (response) => {
      if (!response.url().startsWith(url) || !/\.js(\?|$)/.test(response.url())) return;
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const firstLoad = [...sizes.values()].reduce((a, b) => a + b, 0);
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const afterScroll = [...sizes.values()].reduce((a, b) => a + b, 0);
    return { firstLoad, afterScroll, files: sizes.size };
  } finally {
    await browser.close();
  }
}

buildIfStale();
// Both starts on one database: the first creates it, the second restarts over its data.
const where = { dataDir: throwAwayFolder('measure'), port: await freePort(), dbPort: await freePort(), pollMs: 25 };
try {
  const cold = await startApp(where);
  await cold.stop();
  const warm = await startApp(where);
  let js;
  try {
    js = await homeJavaScript(warm.url);
  } finally {
    await warm.stop();
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const seconds = (app) => (app.startMs / 1000).toFixed(2);
  console.log(`start to first 200 on /api/health: cold ${seconds(cold)} s (creates the database), warm ${seconds(warm)} s (goal < 5 s)`);
  console.log(
    `home page JavaScript, gzipped: ${kb(js.firstLoad)} on first load (goal ≤ ${kb(FIRST_LOAD_BUDGET)}), ${kb(js.afterScroll)} after scrolling to the mailing list (${js.files} files; goal < 200 KB)`,
  );
  if (js.firstLoad > FIRST_LOAD_BUDGET || js.afterScroll >= 200 * 1024) {
    console.error('over budget');
    process.exitCode = 1;
  }
} finally {
  rmSync(where.dataDir, { recursive: true, force: true });
}
