import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunning, stopLeftover } from '../src/database/leftover-postmaster';
import { AppProcess } from './support/app-process';
import { eventually } from './utils/eventually';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The fault an OOM kill causes: `npm start` on its embedded Postgres, the node process killed
 * with SIGKILL (no shutdown hook runs), then started again by nobody but the next `npm start`.
 */
describe('the app on its embedded Postgres, killed with SIGKILL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'brokerbridge-restart-'));
  const dataDir = join(dir, 'postgres');
  const apps: AppProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    // As root, Postgres runs as the postgres user: let it reach the data here.
    chmodSync(dir, 0o755);
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: '',
      DATABASE_EMBEDDED_DIR: dataDir,
      DATABASE_EMBEDDED_PORT: String(await freePort()),
      TRADING_PRICE_TICK_MS: '0',
      WEB_DIST_DIR: '/nonexistent',
    };
  });
  afterAll(async () => {
    for (const app of apps) await app.stop();
    const lockFile = join(dataDir, 'postmaster.pid');
    if (existsSync(lockFile)) await stopLeftover(Number(readFileSync(lockFile, 'utf8').split('\n')[0]));
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async () => {
    const app = new AppProcess(env);
    apps.push(app);
    const port = await freePort();
    await app.start(port);
    return { app, url: `http://127.0.0.1:${port}` };
  };
  const post = (url: string, path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('starts again unaided and healthy, with the rows written before the kill', async () => {
    const first = await start();
    const credentials = { username: 'survivor', password: 'correct-horse-battery' };
    expect((await post(first.url, '/api/register', credentials)).status).toBe(201);
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

    await first.app.kill();
    // Linux with setpriv: the server shut down with its app. Elsewhere the next start stops it (see leftover-postmaster.spec).
    if (existsSync('/usr/bin/setpriv') || existsSync('/bin/setpriv')) await eventually(async () => expect(isRunning(postmaster)).toBe(false), 20_000);

    const second = await start();
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect((await post(second.url, '/api/login', credentials)).status).toBe(200);
  }, 240_000);
});
