import { Agent, request } from 'node:http';

export interface Reconnect {
  lostAt: number;
  /** When the next stream answered (null: the run ended first). */
  backAt: number | null;
}

/**
 * An EventSource as a browser runs one: reads `id:` lines, resumes with Last-Event-ID after the
 * stream ends or fails, waiting the server's `retry:` hint (or 1 s), through the balancer.
 */
export class SseClient {
  readonly received: number[] = [];
  readonly reconnects: Reconnect[] = [];
  private lastId = 0;
  private retryMs = 1000;
  private stopped = false;
  private current?: ReturnType<typeof request>;
  private readonly agent: Agent;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
    address: string,
  ) {
    this.agent = new Agent({ keepAlive: false, localAddress: address });
  }

  start(): void {
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.current?.destroy();
    this.agent.destroy();
  }

  private open(): void {
    if (this.stopped) return;
    const headers = { ...this.headers, Accept: 'text/event-stream', ...(this.lastId ? { 'Last-Event-ID': String(this.lastId) } : {}) };
    let ended = false;
    const lost = () => {
      if (ended || this.stopped) return;
      ended = true;
      this.reconnects.push({ lostAt: Date.now(), backAt: null });
      setTimeout(() => this.open(), this.retryMs);
    };
    const req = request(this.url, { headers, agent: this.agent }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        res.on('end', lost);
        return;
      }
      const pending = this.reconnects.at(-1);
      if (pending && pending.backAt === null) pending.backAt = Date.now();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.read(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      res.on('end', lost);
      res.on('error', lost);
      res.on('close', lost);
    });
    req.on('error', lost);
    req.end();
    this.current = req;
  }

  private read(block: string): void {
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) {
        const seq = Number(line.slice(4));
        this.received.push(seq);
        this.lastId = seq;
      } else if (line.startsWith('retry: ')) {
        this.retryMs = Number(line.slice(7));
      }
    }
  }
}
