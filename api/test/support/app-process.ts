import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { eventually } from '../utils/eventually';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * The app as its own process (api/src/main.ts through ts-node), so a test can kill it the way a
 * crash or an OOM kill does: SIGKILL, no shutdown hooks, leases and connections left behind.
 */
export class AppProcess {
  private child?: ChildProcess;
  output = '';

  /** `ownGroup`: the app leads a process group of its own, so `interrupt()` can signal it as a terminal's Ctrl-C does. */
  constructor(
    private readonly env: Record<string, string>,
    private readonly ownGroup = false,
  ) {}

  async start(port: number): Promise<void> {
    this.child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'api/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(port), HOST: '127.0.0.1', TS_NODE_PROJECT: 'tsconfig.json' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: this.ownGroup,
    });
    this.child.stdout!.on('data', (c) => (this.output += c));
    this.child.stderr!.on('data', (c) => (this.output += c));
    await eventually(
      async () => {
        if (this.child?.exitCode !== null) throw new Error(`The app exited: ${this.output.slice(-2000)}`);
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (!res.ok) throw new Error(`health ${res.status}`);
      },
      90_000,
      250,
    ).catch((error) => {
      this.child?.kill('SIGKILL');
      throw error;
    });
  }

  kill(): Promise<void> {
    return this.signal('SIGKILL').then(() => undefined);
  }

  /** A graceful stop, as an operator's SIGTERM: the app closes, then its embedded database. */
  stop(): Promise<void> {
    return this.signal('SIGTERM').then(() => undefined);
  }

  /** Ctrl-C in a terminal: SIGINT to every process of the foreground group, not only to the app. */
  interrupt(): Promise<{ code: number | null }> {
    const child = this.child;
    if (!this.ownGroup || !child?.pid) throw new Error('interrupt() needs an app started with ownGroup');
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode });
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve({ code }));
      process.kill(-child.pid!, 'SIGINT');
    });
  }

  /** Sends `signal` and resolves when the process has exited, with its exit code (null if the signal killed it). */
  signal(signal: NodeJS.Signals): Promise<{ code: number | null }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child?.exitCode ?? null });
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve({ code }));
      child.kill(signal);
    });
  }
}
