#!/usr/bin/env node
// `npm run newcomer`: the journey of issue 33 timed as a script follows the quickstart guide
// (/api-documentation/guides/quickstart): the built app on a throw-away embedded database, sign up,
// a key, `npm install <app>/sdk/brokerbridge-sdk.tgz` in an empty folder, the guide's program
// (examples/quickstart) compiled and run. Prints the time to each step from signing up; the
// install goes through the npm registry (typescript, @types/node), so the network counts too.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { startApp } from './lib/app.mjs';

const EXAMPLE = join(import.meta.dirname, '..', 'examples', 'quickstart');

function run(cwd, command, args, env = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 300_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

async function call(url, path, body, cookie) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie };
}

buildIfStale();
const app = await startApp();
const folder = mkdtempSync(join(tmpdir(), 'brokerbridge-newcomer-'));
try {
  const began = performance.now();
  const since = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
  const { cookie } = await call(app.url, '/api/register', { username: `newcomer${Date.now()}`, password: 'secret-pass' });
  const { body: key } = await call(app.url, '/api/developer/keys', { name: 'quickstart' }, cookie);
  console.log(`signed up and holding a key: ${since()}`);

  cpSync(join(EXAMPLE, 'quickstart.ts'), join(folder, 'quickstart.ts'));
  cpSync(join(EXAMPLE, 'tsconfig.json'), join(folder, 'tsconfig.json'));
  run(folder, 'npm', ['install', '--no-audit', '--no-fund', `${app.url}/sdk/brokerbridge-sdk.tgz`, 'typescript@~5.9', '@types/node@^20']);
  run(folder, 'npx', ['tsc', '-p', 'tsconfig.json']);
  const installed = performance.now() - began;
  console.log(`SDK installed and the quickstart compiled: ${since()}`);

  const output = run(folder, 'node', ['dist/quickstart.js'], { BROKERBRIDGE_API_KEY: key.key, BROKERBRIDGE_BASE_URL: app.url, PORT: '0' });
  // The program prints milliseconds from its own start: added to the time it started at.
  const at = (pattern) => {
    const ms = Number(output.match(pattern)?.[1]);
    if (!Number.isFinite(ms)) throw new Error(`The quickstart printed no ${pattern}:\n${output}`);
    return `${((installed + ms) / 1000).toFixed(1)} s`;
  };
  console.log(`first order filled: ${at(/^Order .*\((\d+) ms\)$/m)}`);
  console.log(`first verified webhook: ${at(/^Verified webhook: .*\((\d+) ms\)$/m)}`);
  console.log(`(the app started in ${(app.startMs / 1000).toFixed(1)} s before this; a person reads and types besides)`);
} finally {
  rmSync(folder, { recursive: true, force: true });
  await app.stop();
}
