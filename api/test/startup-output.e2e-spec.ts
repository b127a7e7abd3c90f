import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppProcess } from './support/app-process';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** What a newcomer sees in the terminal: `npm start` on a fresh data folder, then Ctrl-C. */
describe('the start-up output and a Ctrl-C', () => {
  const dir = mkdtempSync(join(tmpdir(), 'brokerbridge-startup-'));
  const dataDir = join(dir, 'postgres');
  let app: AppProcess;
  let port: number;

  beforeAll(async () => {
    // As root, Postgres runs as the postgres user: let it reach the data here.
    chmodSync(dir, 0o755);
    app = new AppProcess(
      {
        NODE_ENV: 'development',
        DATABASE_URL: '',
        DATABASE_EMBEDDED_DIR: dataDir,
        DATABASE_EMBEDDED_PORT: String(await freePort()),
        TRADING_PRICE_TICK_MS: '0',
        WEB_DIST_DIR: '/nonexistent',
      },
      true,
    );
    port = await freePort();
    await app.start(port);
  }, 180_000);
  afterAll(async () => {
    await app.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the URL, where the data lives and how to remove it, and the admin sign-in; no route maps', () => {
    const out = plain(app.output);
    const url = `http://localhost:${port}`;
    expect(out).toContain(`BrokerBridge is ready at ${url}`);
    expect(out).toContain(`Data: an embedded Postgres in ${dataDir}. To start afresh, stop the app and delete that folder (rm -rf ${dataDir}).`);
    expect(out).toContain(`Admin dashboard: ${url}/dashboard, sign in as admin / brokerbridge`);
    expect(out).not.toMatch(/RoutesResolver|RouterExplorer|Mapped \{|InstanceLoader/);
    // One line about the migrations, not one name per migration.
    expect(out).toMatch(/Applied \d+ migrations, the last \w+/);
    expect(out.split('\n').filter(Boolean).length).toBeLessThan(20);
  });

  it('stops on a Ctrl-C to the whole process group with exit code 0 and no warning', async () => {
    const before = app.output.length;
    const { code } = await app.interrupt();
    const after = plain(app.output.slice(before));
    expect(code).toBe(0);
    expect(after).toContain('SIGINT received: shutting down');
    expect(after).not.toMatch(/WARN|ERROR|terminating connection/);
  }, 30_000);
});
