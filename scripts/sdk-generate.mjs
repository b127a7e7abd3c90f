#!/usr/bin/env node
// Regenerates the SDK (sdk/openapi.json + sdk/src/generated) from the /v1 controllers' document.
// `--check` generates into a temporary folder instead and fails when the checked-in SDK differs
// (the sdk jest test runs it, so CI catches an SDK that no longer matches the API).
import { createClient } from '@hey-api/openapi-ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const check = process.argv.includes('--check');
const root = join(import.meta.dirname, '..');
const target = check ? mkdtempSync(join(tmpdir(), 'brokerbridge-sdk-')) : join(root, 'sdk');

const printed = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', 'api/src/modules/sandbox/openapi/v1-document.offline.ts'], {
  cwd: root,
  env: { ...process.env, TS_NODE_PROJECT: 'tsconfig.json' },
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (printed.status !== 0) {
  process.stderr.write(printed.stderr);
  process.exit(1);
}
mkdirSync(target, { recursive: true });
writeFileSync(join(target, 'openapi.json'), printed.stdout);
rmSync(join(target, 'src', 'generated'), { recursive: true, force: true });
await createClient({
  input: join(target, 'openapi.json'),
  // No extension on relative imports whatever sdk/tsconfig.json's resolution (node20 would add .js): the generated files stay as they were.
  output: { path: join(target, 'src', 'generated'), importFileExtension: null },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', { name: '@hey-api/sdk', operations: { strategy: 'flat' } }],
  logs: { level: 'silent' },
});

if (check) {
  const files = (dir) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true })
          .filter((f) => statSync(join(dir, f)).isFile())
          .map((f) => f.toString())
          .sort()
      : [];
  const differ = [];
  for (const part of ['openapi.json', join('src', 'generated')]) {
    const ours = join(root, 'sdk', part);
    const fresh = join(target, part);
    if (statSync(fresh).isFile()) {
      if (!existsSync(ours) || readFileSync(ours, 'utf8') !== readFileSync(fresh, 'utf8')) differ.push(part);
      continue;
    }
    const names = new Set([...files(ours), ...files(fresh)]);
    for (const name of names) {
      const a = join(ours, name);
      const b = join(fresh, name);
      if (!existsSync(a) || !existsSync(b) || readFileSync(a, 'utf8') !== readFileSync(b, 'utf8')) differ.push(relative(root, a));
    }
  }
  rmSync(target, { recursive: true, force: true });
  if (differ.length) {
    console.error(`The checked-in SDK differs from what the /v1 document generates (run npm run sdk:generate):\n  ${differ.join('\n  ')}`);
    process.exit(1);
  }
  console.log('The SDK matches the /v1 document.');
}
