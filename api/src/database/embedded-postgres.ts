import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { postgresAccount, reachableBinaries, reachableDataDir } from './postgres-account';
import { locatePostgresBinaries, type PostgresBinaries } from './postgres-binaries';
import { claimDataDir, leftoverPostmaster, stopLeftover } from './leftover-postmaster';
import { PostgresServer } from './postgres-server';

export interface EmbeddedDatabase {
  /** Connection URL of the application database on the embedded server. */
  readonly url: string;
  /** Connection URL of the server's maintenance database, for creating and dropping databases. */
  readonly adminUrl: string;
  /** Where the cluster keeps its data (not `dir` when the postgres user could not reach it). */
  readonly dataDir: string;
  stop(): Promise<void>;
  /** Kills the server as a crash would, and starts it again on the same data; fault tests use them. */
  kill(): Promise<void>;
  restart(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  dir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
  /** Told once when the data or the binaries had to go elsewhere (running as root). */
  notice?: (line: string) => void;
  /** Another copy of the shipped binaries (tests put one where the postgres user cannot reach it). */
  binaries?: PostgresBinaries;
  /** Run-time parameters the server starts with (`-c name=value`), e.g. pg_stat_statements for a profile. */
  settings?: Record<string, string>;
  /** Whether the server gets a fast shutdown when this process dies, however it dies (default true; see PostgresServer). */
  stopWithParent?: boolean;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** Unix socket paths are limited to ~107 bytes; beyond that the server is reached over TCP only. */
const MAX_SOCKET_PATH = 100;

/** Over the unix socket in `socketDir` when given (pg reads `?host=`), else TCP on loopback. */
export function embeddedUrl(port: number, database: string, socketDir?: string): string {
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/**
 * The cluster's own directory holds its socket, so it never clashes with a system Postgres.
 * A local socket costs the app and the server far less per query than loopback TCP (each
 * statement is a write on each side, and the TCP stack's work is charged to both).
 */
function socketDirFor(dir: string, port: number): string | undefined {
  const absolute = resolve(dir);
  return join(absolute, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH ? absolute : undefined;
}

/**
 * Starts (initialising on first use) a Postgres cluster from the binaries shipped in the npm
 * packages, so nobody needs Docker or a local server to run the product. As root it runs as the
 * `postgres` user, with its data and binaries where that user can reach them (see postgres-account).
 * A server left running on the data folder by an app that died without stopping it (kill -9, an
 * OOM kill, where the platform cannot tie the server's life to ours) is stopped cleanly first; one
 * whose app still runs is left alone, and the start refused with a sentence saying so.
 */
export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const notice = options.notice ?? log;
  const database = options.database ?? 'brokerbridge';
  const binaries = options.binaries ?? locatePostgresBinaries();
  const runAs = postgresAccount();
  let nativeDir = binaries.nativeDir;
  let dataDir = resolve(options.dir);
  if (runAs) {
    nativeDir = reachableBinaries(runAs, nativeDir, binaries.version, notice);
    dataDir = reachableDataDir(runAs, dataDir, notice);
  } else {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  }
  const socketDir = socketDirFor(dataDir, options.port);
  const server = new PostgresServer({
    nativeDir,
    dataDir,
    port: options.port,
    socketDir: socketDir ?? '',
    user: USER,
    password: PASSWORD,
    runAs,
    log,
    settings: options.settings,
    stopWithParent: options.stopWithParent ?? true,
  });
  if (!server.isInitialised) await server.initialise();
  await stopLeftoverOf(dataDir, notice);
  claimDataDir(dataDir);
  await server.start();
  const adminUrl = embeddedUrl(options.port, 'postgres', socketDir);
  await ensureDatabaseExists(adminUrl, database);
  return {
    url: embeddedUrl(options.port, database, socketDir),
    adminUrl,
    dataDir,
    stop: () => server.stop(),
    kill: () => server.kill(),
    restart: () => server.start(),
  };
}

async function stopLeftoverOf(dataDir: string, notice: (line: string) => void): Promise<void> {
  const leftover = leftoverPostmaster(dataDir);
  if (!leftover) return;
  if (leftover.runningOwner !== null) {
    throw new Error(
      `Process ${leftover.runningOwner} is running the embedded Postgres in ${dataDir}: stop it first, or give this one another folder and port (DATABASE_EMBEDDED_DIR, DATABASE_EMBEDDED_PORT).`,
    );
  }
  notice(`A Postgres (pid ${leftover.pid}) was left running in ${dataDir} by an app that is gone: stopping it before starting again`);
  await stopLeftover(leftover.pid);
}

async function ensureDatabaseExists(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } catch (error) {
    // Two processes may race to create it; losing that race is fine.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}
