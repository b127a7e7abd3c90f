#!/usr/bin/env node
// `npm run measure`: the foundation's figures in one run, on a free port with a throw-away
// embedded database: time from launching the built app to its first 200 on /api/health
// (cold: first start creates the database; warm: a restart over the same data), and the
// gzipped JavaScript the home page loads in Chromium, before and after scrolling.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './build-if-stale.mjs';

const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function launch(env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/api/src/main.js'], { stdio: 'ignore', env: { ...process.env, ...env } });
  const url = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The app exited during start-up');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const seconds = (performance.now() - started) / 1000;
  const stop = () =>
    new Promise((r) => {
      child.once('exit', r);
      child.kill('SIGTERM');
    });
  return { url, seconds, stop };
}

// Issue 13: what the home page loads before the visitor scrolls.
const FIRST_LOAD_BUDGET = 150 * 1024;

async function homeJavaScript(url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
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
const dataDir = mkdtempSync(join(tmpdir(), 'brokerbridge-measure-'));
chmodSync(dataDir, 0o755); // Postgres runs as its own user when we are root
const env = {
  PORT: String(await freePort()),
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  DATABASE_EMBEDDED_PORT: String(await freePort()),
  DATABASE_EMBEDDED_DIR: join(dataDir, 'pg'),
};
try {
  const cold = await launch(env);
  await cold.stop();
  const warm = await launch(env);
  const js = await homeJavaScript(warm.url);
  await warm.stop();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`start to first 200 on /api/health: cold ${cold.seconds.toFixed(2)} s (creates the database), warm ${warm.seconds.toFixed(2)} s (goal < 5 s)`);
  console.log(
    `home page JavaScript, gzipped: ${kb(js.firstLoad)} on first load (goal ≤ ${kb(FIRST_LOAD_BUDGET)}), ${kb(js.afterScroll)} after scrolling to the mailing list (${js.files} files; goal < 200 KB)`,
  );
  if (js.firstLoad > FIRST_LOAD_BUDGET || js.afterScroll >= 200 * 1024) {
    console.error('over budget');
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
