#!/usr/bin/env node
// Builds the SDK (sdk/dist, from sdk/src alone: the package compiles outside the workspace too)
// and packs it as dist/sdk/brokerbridge-sdk.tgz, the file the app serves at
// /sdk/brokerbridge-sdk.tgz for `npm install <origin>/sdk/brokerbridge-sdk.tgz`. The name never
// changes with the version, so the install line in the docs stays the same.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const sdk = join(root, 'sdk');
const destination = join(root, 'dist', 'sdk');
const SDK_TARBALL = join(destination, 'brokerbridge-sdk.tgz');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
  return result.stdout;
}

rmSync(join(sdk, 'dist'), { recursive: true, force: true });
run(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', join(sdk, 'tsconfig.json')], { stdio: 'inherit' });
mkdirSync(destination, { recursive: true });
// Packed beside its final place, then renamed over it: the app never serves half a file.
const scratch = mkdtempSync(join(destination, '.pack-'));
try {
  const [{ filename }] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], { cwd: sdk }));
  renameSync(join(scratch, filename), SDK_TARBALL);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`SDK packed: ${SDK_TARBALL}`);
