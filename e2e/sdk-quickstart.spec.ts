import { expect, test } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const EXAMPLE = join(__dirname, '..', 'examples', 'quickstart');

/** A command in the example's folder; its output on failure. */
function sh(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 240_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * What a newcomer does with the SDK the app serves: an empty folder, `npm install <app>/sdk/brokerbridge-sdk.tgz`,
 * the quickstart example (type-checked against the installed package) run against this app, first with a
 * registered endpoint, then with the package's own `brokerbridge listen` forwarding to it.
 */
test('the quickstart example installs the SDK from the served tarball and gets a verified webhook, directly and through brokerbridge listen', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const registered = await request.post('/api/register', { data: { username: `sdk${Date.now()}`, password: 'secret-pass' } });
  expect(registered.status()).toBe(201);
  const created = await request.post('/api/developer/keys', { data: { name: 'quickstart' } });
  expect(created.status()).toBe(201);
  const apiKey: string = (await created.json()).key;

  const folder = mkdtempSync(join(tmpdir(), 'brokerbridge-quickstart-'));
  try {
    cpSync(join(EXAMPLE, 'quickstart.ts'), join(folder, 'quickstart.ts'));
    cpSync(join(EXAMPLE, 'tsconfig.json'), join(folder, 'tsconfig.json'));
    const install = sh(folder, 'npm', [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `${baseURL}/sdk/brokerbridge-sdk.tgz`,
      'typescript@~5.9',
      '@types/node@^20',
    ]);
    expect(install.status, install.output).toBe(0);
    const build = sh(folder, 'npx', ['tsc', '-p', 'tsconfig.json']);
    expect(build.status, build.output).toBe(0);

    const env = { BROKERBRIDGE_API_KEY: apiKey, BROKERBRIDGE_BASE_URL: baseURL!, PORT: '0' };
    const direct = sh(folder, 'node', ['dist/quickstart.js'], env);
    expect(direct.status, direct.output).toBe(0);
    expect(direct.output).toMatch(/Verified webhook: order\.filled/);

    // The laptop-behind-NAT way: no endpoint registered, the package's CLI forwards the stream.
    const secret = `whsec_${Buffer.from('quickstart secret 24 byte').toString('base64')}`;
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const listen = spawn('npx', ['brokerbridge', 'listen', '--forward-to', `http://127.0.0.1:${port}/webhooks`, '--secret', secret], {
      cwd: folder,
      env: { ...process.env, ...env },
      // Its own process group, so that Ctrl-C reaches the CLI under npx too.
      detached: true,
    });
    let printed = '';
    listen.stdout.on('data', (chunk: Buffer) => (printed += chunk));
    try {
      await expect.poll(() => printed, { timeout: 30_000 }).toMatch(/Connected to/);
      const viaListen = sh(folder, 'node', ['dist/quickstart.js'], { ...env, PORT: port, BROKERBRIDGE_WEBHOOK_SECRET: secret });
      expect(viaListen.status, `${viaListen.output}\n${printed}`).toBe(0);
      // Read on once spawnSync lets go of the event loop: what listen printed meanwhile.
      await expect.poll(() => printed, { timeout: 10_000 }).toMatch(/<-- {2}\[200\] POST/);
      const trigger = sh(folder, 'npx', ['brokerbridge', 'trigger', 'order.rejected'], env);
      expect(trigger.status, trigger.output).toBe(0);
      await expect.poll(() => printed, { timeout: 10_000 }).toMatch(/--> order\.rejected/);
    } finally {
      process.kill(-listen.pid!, 'SIGINT');
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
