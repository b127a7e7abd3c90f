#!/usr/bin/env node
// Builds only what changed since the last build, so a second `npm start` starts at once.
import { spawnSync } from 'node:child_process';
import { staleTargets } from './build-state.mjs';

export function buildIfStale() {
  for (const target of staleTargets()) {
    console.log(`Building the ${target.name}...`);
    const result = spawnSync('npm', target.command, { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
