#!/usr/bin/env node
// `npm run dev`: Nest in watch mode on API_PORT (3001) and Vite with hot reload on 5173,
// proxying /api and /socket.io to Nest. Ctrl-C (or SIGTERM) stops both, and the API stops
// its embedded database on the way out.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

// Each child leads its own process group, so a signal reaches everything it started.
const start = (command, args, env) => spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
const children = [
  start(bin('nest'), ['start', '--watch', '--preserveWatchOutput'], { PORT: apiPort }),
  start(bin('vite'), ['--config', 'web/vite.config.ts', 'web'], { API_PORT: apiPort }),
];
console.log(`API on http://localhost:${apiPort}, site with hot reload on http://localhost:${process.env.WEB_PORT ?? 5173}`);

let stopping = false;
const stop = (signal = 'SIGINT') => {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGINT'));
let running = children.length;
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
    if (--running === 0) process.exit();
  });
}
