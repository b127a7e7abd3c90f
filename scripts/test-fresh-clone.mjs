#!/usr/bin/env node
// `npm run test:clone`: what a newcomer does, where CI and root users often are. Clones this
// repository's HEAD into a fresh `mktemp -d` folder (0700: when we are root, the postgres user
// cannot enter it), installs, runs `npm start` until /api/health answers, then stops it.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const folder = mkdtempSync(join(tmpdir(), 'brokerbridge-clone-'));
const app = join(folder, 'app');
const started = Date.now();
try {
  execFileSync('git', ['clone', '--quiet', process.cwd(), app], { stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] });
  const [port, dbPort] = [await freePort(), await freePort()];
  const child = spawn('npm', ['start'], {
    cwd: app,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', DATABASE_EMBEDDED_PORT: String(dbPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 600_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline && child.exitCode === null) {
    healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((r) => setTimeout(r, 1000));
  }
  process.kill(-child.pid, 'SIGINT');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  for (const notice of output.split('\n').filter((line) => line.includes('cannot reach'))) console.log(notice.trim());
  // The data a root run had to keep outside the clone goes with the clone.
  const moved = /keeps its data in (\/\S+?)[ )]/.exec(output)?.[1];
  if (moved) rmSync(moved, { recursive: true, force: true });
  if (!healthy) {
    console.error(output.slice(-3000));
    throw new Error('npm start in a fresh clone never became healthy');
  }
  console.log(`A fresh clone in ${folder} installed, started and answered /api/health in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
