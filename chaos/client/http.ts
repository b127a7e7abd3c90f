import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { Attempt } from '../checker/history';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Thrown when a call got no answer: the connection failed or closed, or it timed out. */
export class NoAnswer extends Error {}

const TIMEOUT_MS = 10_000;

/**
 * One simulated client: its own loopback address (127.0.0.x, so the balancer forwards a
 * distinct X-Forwarded-For and per-address limits count it alone), its own keep-alive
 * connections and its session cookie, like one browser or one SDK process.
 */
export class HttpClient {
  cookie = '';
  private readonly agent: Agent;

  constructor(
    readonly base: string,
    readonly address: string,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress: address });
  }

  call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
    const url = new URL(path, this.base);
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { ...(this.cookie ? { Cookie: this.cookie } : {}), ...options.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers, agent: this.agent, timeout: options.timeoutMs ?? TIMEOUT_MS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const sid = res.headers['set-cookie']?.map((c) => c.split(';')[0]).find((c) => c.startsWith('bb.sid='));
          if (sid) this.cookie = sid;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', (e) => reject(new NoAnswer(e.message)));
      });
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (e) => reject(new NoAnswer(e.message)));
      req.end(body);
    });
  }

  /** A call as one attempt of an operation: 2xx ok, 4xx failed, no answer or a 5xx unknown. */
  async attempt(method: string, path: string, options: Parameters<HttpClient['call']>[2] = {}): Promise<{ attempt: Attempt; answer?: Answer }> {
    const start = Date.now();
    try {
      const answer = await this.call(method, path, options);
      const outcome = answer.status < 300 ? 'ok' : answer.status < 500 ? 'failed' : 'unknown';
      return { attempt: { outcome, start, end: Date.now(), status: answer.status }, answer };
    } catch (error) {
      return { attempt: { outcome: 'unknown', start, end: Date.now(), error: (error as Error).message } };
    }
  }

  /** A call that must succeed (setup): retried through kills, then its JSON body. */
  async must<T>(method: string, path: string, options: Parameters<HttpClient['call']>[2] = {}, tries = 20): Promise<T> {
    let last = '';
    for (let i = 0; i < tries; i += 1) {
      const { answer, attempt } = await this.attempt(method, path, options);
      if (answer && attempt.outcome === 'ok') return (answer.body ? JSON.parse(answer.body) : undefined) as T;
      last = answer ? `${answer.status} ${answer.body.slice(0, 200)}` : (attempt.error ?? '');
      if (answer && answer.status < 500 && answer.status !== 429) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${method} ${path} failed: ${last}`);
  }

  close(): void {
    this.agent.destroy();
  }
}
