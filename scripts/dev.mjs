#!/usr/bin/env node
// `npm run dev`: Nest in watch mode on API_PORT (3001) and Vite with hot reload on 5173,
// proxying /api to Nest. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['nest', 'start', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
console.log(`API on http://localhost:${apiPort}, site with hot reload on http://localhost:${process.env.WEB_PORT ?? 5173}`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
