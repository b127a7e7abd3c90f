// The app started as the scripts need it (`npm run bench`, `measure`, `lighthouse`, the fresh-clone
// check): on free ports, with an embedded Postgres of its own in a throw-away folder, waited for
// until /api/health answers, and stopped with everything it started. The e2e config builds its
// server's environment with appEnvironment, as Playwright starts and stops the app itself.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @returns {Promise<number>} a port free on 127.0.0.1 right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A new folder under the system's temporary folder, which the postgres user can enter: as root
 * the embedded Postgres runs as that user (mkdtemp makes folders 0700).
 * @param {string} name what it is for (`bench`, `e2e`, ...)
 */
export function throwAwayFolder(name) {
  const folder = mkdtempSync(join(tmpdir(), `brokerbridge-${name}-`));
  chmodSync(folder, 0o755);
  return folder;
}

/**
 * The environment that runs the app on `port` with an embedded Postgres of its own on `dbPort`
 * (never the DATABASE_URL of the shell), its data in `dataDir` (the app's default when null).
 * @param {{ port: number | string, dbPort: number | string, dataDir: string | null, host?: string | null }} where
 * @returns {Record<string, string>}
 */
export function appEnvironment({ port, dbPort, dataDir, host = null }) {
  return {
    PORT: String(port),
    ...(host ? { HOST: host } : {}),
    DATABASE_URL: '',
    DATABASE_EMBEDDED_PORT: String(dbPort),
    ...(dataDir ? { DATABASE_EMBEDDED_DIR: join(dataDir, 'postgres') } : {}),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {object} StartOptions
 * @property {string} [command] what runs (node by default; the fresh-clone check runs npm)
 * @property {string[]} [args] its arguments: the built app by default; `['scripts/start.mjs']` runs it as `npm start` does (building what is stale)
 * @property {string} [cwd]
 * @property {Record<string, string>} [env] added to the environment, after the ports and database
 * @property {string | null} [dataDir] the embedded Postgres's folder: by default a throw-away one that stop() removes; a folder of the caller's is kept; null leaves the app's default (.data/)
 * @property {number} [port] a free one unless given
 * @property {number} [dbPort] a free one unless given
 * @property {string | null} [host] 127.0.0.1 by default; null leaves HOST unset (the app listens everywhere) and the URL says localhost
 * @property {boolean} [capture] keep stdout and stderr for output() (and a failure's message) instead of dropping stdout and passing stderr on
 * @property {boolean} [group] the child leads a process group and stop() signals all of it (npm start runs node, which runs the app)
 * @property {NodeJS.Signals} [stopSignal] SIGTERM by default; SIGINT is Ctrl-C
 * @property {number} [timeoutMs] how long to wait for the first healthy answer (180 s by default)
 * @property {number} [pollMs] how often to ask (500 ms by default)
 */

/**
 * Starts the app and resolves once /api/health answers 200. On failure (the app exits, or never
 * answers in time) everything started is stopped and the error says why (with the captured
 * output's tail, also in `error.output`).
 * @param {StartOptions} [options]
 */
export async function startApp(options = {}) {
  const {
    command = process.execPath,
    args = ['dist/api/src/main.js'],
    cwd,
    env = {},
    host = '127.0.0.1',
    capture = false,
    group = false,
    stopSignal = 'SIGTERM',
    timeoutMs = 180_000,
    pollMs = 500,
  } = options;
  const ownFolder = options.dataDir === undefined;
  const dataDir = ownFolder ? throwAwayFolder('app') : options.dataDir;
  const port = options.port ?? (await freePort());
  const dbPort = options.dbPort ?? (await freePort());
  const began = performance.now();
  const child = spawn(command, args, {
    cwd,
    detached: group,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...appEnvironment({ port, dbPort, dataDir, host }), ...env },
  });
  let output = '';
  if (capture) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const signal = (s) => (group ? process.kill(-child.pid, s) : child.kill(s));
      const kill = setTimeout(() => signal('SIGKILL'), 15_000);
      signal(stopSignal);
      await exited;
      clearTimeout(kill);
    }
    if (ownFolder && dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://${host ?? 'localhost'}:${port}`;
  const healthy = () =>
    fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  const deadline = Date.now() + timeoutMs;
  let problem;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) problem = `The app exited during start-up (${child.exitCode ?? child.signalCode})`;
    else if (await healthy()) break;
    else if (Date.now() > deadline) problem = `The app did not answer /api/health within ${timeoutMs / 1000} s`;
    if (problem) {
      await stop();
      throw Object.assign(new Error(capture ? `${problem}:\n${output.slice(-3000)}` : problem), { output });
    }
    await sleep(pollMs);
  }
  return {
    url,
    port,
    dbPort,
    pid: child.pid,
    /** Milliseconds from the spawn to the first healthy answer. */
    startMs: performance.now() - began,
    /** The embedded database, as the `postgres` superuser. */
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${dbPort}/brokerbridge`,
    /** What the app printed so far (with `capture`). */
    output: () => output,
    stop,
  };
}
