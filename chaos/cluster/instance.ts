import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const READY_TIMEOUT_MS = 90_000;

/** One app instance as `npm start` runs the built app (node dist/api/src/main.js), on its own port. */
export class Instance {
  private child?: ChildProcess;
  private readonly log: WriteStream;
  starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    logDir: string,
  ) {
    this.log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  }

  get running(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /** Starts the process and resolves once its health check answers 200. */
  async start(): Promise<void> {
    this.starts += 1;
    this.log.write(`\n==== start ${this.starts} at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, ['dist/api/src/main.js'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.pipe(this.log, { end: false });
    child.stderr!.pipe(this.log, { end: false });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} exited while starting (see its log)`);
      if (await this.healthy()) return;
      if (Date.now() > deadline) throw new Error(`${this.name} did not become healthy in ${READY_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async healthy(): Promise<boolean> {
    try {
      return (await fetch(`http://127.0.0.1:${this.port}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      return false;
    }
  }

  /** Sends `signal`; resolves when the process has exited, with when and how. */
  signal(signal: NodeJS.Signals): Promise<{ at: number; code: number | null }> {
    const child = this.child;
    if (!child || !this.running) return Promise.resolve({ at: Date.now(), code: child?.exitCode ?? null });
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve({ at: Date.now(), code }));
      child.kill(signal);
    });
  }

  async stop(): Promise<void> {
    await this.signal('SIGKILL');
    this.log.end();
  }
}
