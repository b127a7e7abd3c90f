import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { isRunning, leftoverPostmaster, stopLeftover } from './leftover-postmaster';

const ROOT = join(__dirname, '..', '..', '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Another process that starts the embedded server as an app does, where nothing ties the server's life to its own, and writes a row. */
function appWithoutParentDeathSignal(dir: string, port: number): Promise<ChildProcess> {
  const script = `
    const { startEmbeddedPostgres } = require('./api/src/database/embedded-postgres');
    const { Client } = require('pg');
    startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, port: ${port}, database: 'app', stopWithParent: false }).then(async (db) => {
      const client = new Client({ connectionString: db.url });
      await client.connect();
      await client.query("CREATE TABLE IF NOT EXISTS notes (text text); INSERT INTO notes VALUES ('written before the kill')");
      await client.end();
      console.log('ready');
    });`;
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, TS_NODE_PROJECT: 'tsconfig.json' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`The app exited (${code}) before its database was ready`)));
  });
}

const killed = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'));

describe('a Postgres left running on the data folder', () => {
  let dir: string;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'brokerbridge-leftover-'));
    chmodSync(dir, 0o755); // as root, the postgres user must reach it
    port = await freePort();
  });
  afterAll(async () => {
    const leftover = leftoverPostmaster(join(dir, 'postgres'));
    if (leftover) await stopLeftover(leftover.pid);
    rmSync(dir, { recursive: true, force: true });
  });

  it('is left alone while the app that started it runs: the start is refused, saying which process runs it', async () => {
    const app = await appWithoutParentDeathSignal(join(dir, 'postgres'), port);
    try {
      await expect(startEmbeddedPostgres({ dir: join(dir, 'postgres'), port, database: 'app' })).rejects.toThrow(
        `Process ${app.pid} is running the embedded Postgres in ${join(dir, 'postgres')}`,
      );
    } finally {
      await killed(app);
    }
  }, 120_000);

  it('is stopped cleanly when its app died (kill -9), and the next start runs on the same data', async () => {
    const leftover = leftoverPostmaster(join(dir, 'postgres'));
    expect(leftover).toEqual({ pid: expect.any(Number), runningOwner: null });
    expect(isRunning(leftover!.pid)).toBe(true);
    const notices: string[] = [];
    const db = await startEmbeddedPostgres({ dir: join(dir, 'postgres'), port, database: 'app', notice: (line) => notices.push(line) });
    try {
      expect(isRunning(leftover!.pid)).toBe(false);
      expect(notices.join('\n')).toContain(`A Postgres (pid ${leftover!.pid}) was left running`);
      const client = new Client({ connectionString: db.url });
      await client.connect();
      expect((await client.query('SELECT text FROM notes')).rows).toEqual([{ text: 'written before the kill' }]);
      await client.end();
    } finally {
      await db.stop();
    }
  }, 120_000);
});
