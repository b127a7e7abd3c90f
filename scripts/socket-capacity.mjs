#!/usr/bin/env node
// What demo sockets cost one instance: `node scripts/socket-capacity.mjs [sockets=500]` starts the
// built app (its own embedded Postgres in a temporary folder), opens that many demo accounts, each
// with its socket, and prints the process's memory before and after, and how long a price tick
// takes to reach every socket. docs/scaling.md quotes it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { buildIfStale } from './build-if-stale.mjs';

const count = Number(process.argv[2] ?? 500);
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

buildIfStale();
const dir = mkdtempSync(join(tmpdir(), 'brokerbridge-sockets-'));
chmodSync(dir, 0o755); // as root, Postgres runs as its own user and must reach its folder
const [port, dbPort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, ['dist/api/src/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    DATABASE_EMBEDDED_DIR: join(dir, 'pg'),
    DATABASE_EMBEDDED_PORT: String(dbPort),
    RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: String(count * 2),
    TRADING_PRICE_TICK_MS: '1000',
  },
  stdio: 'ignore',
});
const sockets = [];
try {
  for (let ok = false; !ok; await sleep(250))
    ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  await sleep(3000);
  const before = rssMb(app.pid);
  const cookies = [];
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${base}/api/trading/account`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    cookies.push(
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
  }
  const opened = Date.now();
  for (const cookie of cookies) {
    const socket = io(`${base}/trading`, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    sockets.push(socket);
    await new Promise((resolve, reject) => socket.once('trading.ready', resolve).once('connect_error', reject));
  }
  const connectMs = Date.now() - opened;
  await sleep(3000);
  const after = rssMb(app.pid);
  // A tick reaches every socket: from the first socket's prices to the last one's, over ten ticks.
  const spreads = [];
  for (let tick = 0; tick < 10; tick += 1) {
    const times = await Promise.all(sockets.map((s) => new Promise((resolve) => s.once('prices', () => resolve(Date.now())))));
    spreads.push(Math.max(...times) - Math.min(...times));
  }
  spreads.sort((a, b) => a - b);
  console.log(
    `${count} sockets on one instance: RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (${(((after - before) * 1024) / count).toFixed(1)} KB a socket)`,
  );
  console.log(
    `opening them one after another: ${(connectMs / count).toFixed(1)} ms each; a price tick reaches all of them within ${spreads[5]} ms (median of 10), ${spreads[9]} ms at most`,
  );
} finally {
  sockets.forEach((s) => s.disconnect());
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
