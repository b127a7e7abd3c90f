#!/usr/bin/env node
// `npm test`: every layer in turn (the lint first, then API and web with jest, then the browser
// suite on the built app) and a non-zero exit if any of them failed.
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

const steps = [
  // ESLint (import boundaries and cycles included), Prettier and knip: cheap, so they go first.
  { name: 'lint (eslint, prettier --check, knip)', run: () => spawnSync('npm', ['run', 'lint'], { stdio: 'inherit' }) },
  { name: 'API and web (jest)', run: () => spawnSync('npx', ['jest', '--ci'], { stdio: 'inherit' }) },
  { name: 'build', run: () => (buildIfStale(), { status: 0 }) },
  // Three built instances behind HAProxy, one killed every few seconds, then the checker (`npm run test:chaos` runs five minutes).
  {
    name: 'chaos, short form (npm run test:chaos -- --short)',
    run: () => spawnSync('npm', ['run', '--silent', 'test:chaos', '--', '--short'], { stdio: 'inherit' }),
  },
  { name: 'browser (Playwright on Chromium)', run: () => spawnSync('npm', ['run', '--silent', 'test:e2e'], { stdio: 'inherit' }) },
  // What a newcomer types, in a fresh 0700 folder (as root, the postgres user cannot enter it).
  { name: 'fresh clone (npm ci && npm start in a mktemp -d folder)', run: () => spawnSync('node', ['scripts/test-fresh-clone.mjs'], { stdio: 'inherit' }) },
];

const failed = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = step.run();
  if (result.status !== 0) failed.push(step.name);
}
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nEvery test layer passed.');
process.exit(failed.length ? 1 : 0);
