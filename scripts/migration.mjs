#!/usr/bin/env node
// Runs the migration CLI from source, so it works before (and without) a build.
import { spawnSync } from 'node:child_process';

const result = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', 'api/src/database/migration-cli.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TS_NODE_PROJECT: 'tsconfig.json' },
});
process.exit(result.status ?? 1);
