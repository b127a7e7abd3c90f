import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const CONFIG = join(__dirname, '..', '..', 'deploy', 'haproxy.cfg');
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** HAProxy with the repository's own config (deploy/haproxy.cfg), in front of the instances' ports. */
export class Balancer {
  private child?: ChildProcess;
  output = '';

  constructor(
    readonly port: number,
    private readonly servers: number[],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!existsSync(HAPROXY)) throw new Error(`HAProxy is not at ${HAPROXY}: sudo apt-get install -y haproxy (or set HAPROXY_PATH)`);
    const env: Record<string, string> = { BB_LISTEN: `127.0.0.1:${this.port}`, BB_QUIET: '1' };
    this.servers.forEach((port, i) => (env[`BB_SERVER_${i + 1}`] = `127.0.0.1:${port}`));
    this.child = spawn(HAPROXY, ['-db', '-f', CONFIG], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (c) => (this.output += c));
    this.child.stderr!.on('data', (c) => (this.output += c));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`HAProxy exited: ${this.output}`);
      try {
        if ((await fetch(`${this.url}/haproxy/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`HAProxy did not start: ${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  stop(): void {
    this.child?.kill('SIGKILL');
  }
}
