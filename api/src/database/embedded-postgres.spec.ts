import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { Client } from 'pg';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';
import { SHARED_STATE_DIR } from './postgres-account';
import { locatePostgresBinaries } from './postgres-binaries';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A checkout in a folder only its owner may enter (`mktemp -d`, /root/...): as root, Postgres
 * runs as the `postgres` user, who can reach neither the binaries nor the data there.
 */
describe('embedded Postgres in a checkout only its owner can enter', () => {
  let checkout: string;
  let database: EmbeddedDatabase | undefined;
  const notices: string[] = [];

  beforeAll(() => {
    checkout = mkdtempSync(join(tmpdir(), 'brokerbridge-private-'));
    expect(statSync(checkout).mode & 0o777).toBe(0o700);
  });
  afterAll(async () => {
    await database?.stop();
    if (database && database.dataDir.startsWith(SHARED_STATE_DIR)) rmSync(database.dataDir, { recursive: true, force: true });
    rmSync(checkout, { recursive: true, force: true });
  });

  it('starts with the given run-time parameters, answers queries, and says where it keeps the data when it had to move it', async () => {
    const shipped = locatePostgresBinaries();
    const nativeDir = join(checkout, 'node_modules', 'native');
    cpSync(shipped.nativeDir, nativeDir, { recursive: true, verbatimSymlinks: true });
    database = await startEmbeddedPostgres({
      dir: join(checkout, '.data', 'postgres'),
      port: await freePort(),
      database: 'app',
      binaries: { nativeDir, version: `${shipped.version}-spec` },
      notice: (line) => notices.push(line),
      // What `npm run bench -- --pg-stats` starts it with: the shipped binaries carry the extension.
      settings: { work_mem: '7MB', shared_preload_libraries: 'pg_stat_statements' },
    });
    const client = new Client({ connectionString: database.url });
    await client.connect();
    expect((await client.query('SELECT 1 + 1 AS two')).rows).toEqual([{ two: 2 }]);
    expect((await client.query('SHOW work_mem')).rows).toEqual([{ work_mem: '7MB' }]);
    await client.query('CREATE EXTENSION pg_stat_statements');
    expect(Number((await client.query('SELECT count(*) FROM pg_stat_statements')).rows[0].count)).toBeGreaterThan(0);
    await client.end();
    if (process.getuid?.() === 0) {
      expect(database.dataDir.startsWith(SHARED_STATE_DIR)).toBe(true);
      expect(notices.join('\n')).toMatch(/keeps its data in \/var\/lib\/brokerbridge\/data-[0-9a-f]{12}/);
    } else {
      expect(database.dataDir).toBe(join(checkout, '.data', 'postgres'));
    }
  }, 120_000);
});
