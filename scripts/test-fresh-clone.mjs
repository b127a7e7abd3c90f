#!/usr/bin/env node
// `npm run test:clone`: what a newcomer does, where CI and root users often are. Clones this
// repository's HEAD into a fresh `mktemp -d` folder (0700: when we are root, the postgres user
// cannot enter it), installs, runs `npm start` until /api/health answers, then stops it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from './lib/app.mjs';

const folder = mkdtempSync(join(tmpdir(), 'brokerbridge-clone-'));
const app = join(folder, 'app');
const started = Date.now();
try {
  execFileSync('git', ['clone', '--quiet', process.cwd(), app], { stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] });
  // `npm start` as typed, its data where the app puts it by default; Ctrl-C reaches npm and all it started.
  let output = '';
  let failure;
  try {
    const running = await startApp({
      command: 'npm',
      args: ['start'],
      cwd: app,
      dataDir: null,
      capture: true,
      group: true,
      stopSignal: 'SIGINT',
      timeoutMs: 600_000,
      pollMs: 1000,
    });
    await running.stop();
    output = running.output();
  } catch (error) {
    failure = error;
    output = error.output ?? '';
  }
  for (const notice of output.split('\n').filter((line) => line.includes('cannot reach'))) console.log(notice.trim());
  // The data a root run had to keep outside the clone goes with the clone.
  const moved = /keeps its data in (\/\S+?)[ )]/.exec(output)?.[1];
  if (moved) rmSync(moved, { recursive: true, force: true });
  if (failure) throw new Error(`npm start in a fresh clone never became healthy: ${failure.message}`);
  console.log(`A fresh clone in ${folder} installed, started and answered /api/health in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
