import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binaryIn } from './postgres-binaries';
import type { RunAs } from './postgres-account';

export interface PostgresServerOptions {
  nativeDir: string;
  dataDir: string;
  port: number;
  /** Folder of the unix socket; empty for TCP only. */
  socketDir: string;
  user: string;
  password: string;
  runAs?: RunAs;
  log: (line: string) => void;
  /** Run-time parameters given on the command line (`-c name=value`), over postgresql.conf. */
  settings?: Record<string, string>;
  /** Ask the kernel to shut the server down (SIGINT) when this process dies, where it can (Linux, with setpriv). */
  stopWithParent?: boolean;
}

// English server messages whatever the machine's locale: readiness is read from them.
const ENV = { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' };
/**
 * util-linux's setpriv sets the parent-death signal and then runs the server in its own place
 * (same pid): when the app dies, however it dies (kill -9, an OOM kill), the kernel sends the
 * server SIGINT, a fast shutdown. Where it is missing, the next start stops the leftover server.
 */
const SETPRIV = process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path)) : undefined;

/** How long a smart shutdown may wait for sessions to end before they are cut. */
const SMART_SHUTDOWN_GRACE_MS = 2_000;

/** One Postgres cluster run from the shipped binaries: initialised on first use, started, stopped (or killed). */
export class PostgresServer {
  private child: ChildProcess | null = null;
  private readonly stopOnExit = () => this.child?.kill('SIGINT');

  constructor(private readonly options: PostgresServerOptions) {}

  get isInitialised(): boolean {
    return existsSync(join(this.options.dataDir, 'PG_VERSION'));
  }

  async initialise(): Promise<void> {
    const { nativeDir, dataDir, user, password, runAs } = this.options;
    // The password file must be readable by the user initdb runs as.
    const passwordFile = join(tmpdir(), `brokerbridge-pg-${randomBytes(6).toString('hex')}`);
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 });
    try {
      const args = [`--pgdata=${dataDir}`, '--auth=password', `--username=${user}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C'];
      await this.run(spawn(binaryIn(nativeDir, 'initdb'), args, { ...runAs, env: ENV }), 'initdb');
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }

  /** Resolves once the server accepts connections; rejects with its last words if it stops first. */
  start(): Promise<void> {
    const { nativeDir, dataDir, port, socketDir, runAs } = this.options;
    const server = binaryIn(nativeDir, 'postgres');
    const settings = Object.entries(this.options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    const args = ['-D', dataDir, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1', ...settings];
    const [command, commandArgs] = this.options.stopWithParent && SETPRIV ? [SETPRIV, ['--pdeathsig', 'INT', '--', server, ...args]] : [server, args];
    // Its own process group: Ctrl-C in a terminal signals the whole foreground group, and a server
    // that stopped at once would cut the app's connections while it drains (ten warnings on every
    // stop). The app stops it after draining; the death signal and stopOnExit cover a dying app.
    const child = spawn(command, commandArgs, { ...runAs, env: ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    this.child = child;
    // A crashed or killed app must not leave its cluster running.
    process.once('exit', this.stopOnExit);
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output = (output + text).slice(-4000);
        this.options.log(text.trimEnd());
        if (text.includes('database system is ready to accept connections')) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = null;
        process.removeListener('exit', this.stopOnExit);
        reject(new Error(`Postgres stopped before it was ready (code ${code}, signal ${signal}): ${output.trim().split('\n').slice(-3).join(' ')}`));
      });
    });
  }

  /**
   * A smart shutdown (the sessions still open end on their own), then a fast one (they are cut)
   * if some session lingers past `graceMs`. The app stops its server after closing its pool, but
   * pg's pool reports itself ended before its connections have said goodbye: a fast shutdown at
   * that moment makes each of them log "terminating connection due to administrator command".
   */
  async stop(graceMs = SMART_SHUTDOWN_GRACE_MS): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const lingering = new Promise<'lingering'>((resolve) => (timer = setTimeout(() => resolve('lingering'), graceMs)));
    if ((await Promise.race([exited, lingering])) === 'lingering') await this.signal('SIGINT');
    clearTimeout(timer);
  }

  /** Pulls the plug, as a crash would (crash recovery runs at the next start). Fault tests use it. */
  kill(): Promise<void> {
    return this.signal('SIGKILL');
  }

  private signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  private run(child: ChildProcess, name: string): Promise<void> {
    let output = '';
    const onData = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    return new Promise((resolve, reject) => {
      child.once('error', (error) => reject(new Error(`${name} could not be started: ${error.message}`)));
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (code ${code}): ${output.trim()}`))));
    });
  }
}
