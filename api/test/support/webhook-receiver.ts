import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as it arrived: what a receiver verifies. */
  body: string;
  receivedAt: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
}

/** A developer's receiver on 127.0.0.1: records every delivery and answers as the test says. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answer: (delivery: ReceivedWebhook) => Answer = () => ({ status: 200 });
  private server?: Server;
  private port = 0;

  /** Starts (or restarts on the same port, after stop) and returns its URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const delivery = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() };
        this.received.push(delivery);
        const { status, headers } = this.answer(delivery);
        res.writeHead(status, headers).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  }

  ids(): string[] {
    return this.received.map((r) => r.headers['webhook-id'] as string);
  }
}
