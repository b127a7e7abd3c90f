// Decides whether the API or the client needs a rebuild, by comparing source and output times.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = {
  api: {
    inputs: ['api/src', 'migrations', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
    output: 'dist/api/src/main.js',
    command: ['run', 'build:api'],
  },
  web: {
    // The prerender draws the /v1 reference and the errors page with the SDK's document and the API's error catalogue.
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'scripts/prerender-pages.mjs',
      'sdk/openapi.json',
      'api/src/common/errors',
      'package-lock.json',
    ],
    // The build's last step: a build that stopped before it is stale.
    output: 'web/dist/prerendered.json',
    command: ['run', 'build:web'],
  },
  // The SDK package the app serves at /sdk/brokerbridge-sdk.tgz.
  sdk: {
    inputs: ['sdk/src', 'sdk/package.json', 'sdk/tsconfig.json', 'sdk/README.md', 'sdk/openapi.json'],
    output: 'dist/sdk/brokerbridge-sdk.tgz',
    command: ['run', 'build:sdk'],
  },
};

export function staleTargets() {
  return Object.entries(targets)
    .filter(([, t]) => !existsSync(t.output) || Math.max(...t.inputs.map(newestMtime)) > statSync(t.output).mtimeMs)
    .map(([name, t]) => ({ name, command: t.command }));
}
