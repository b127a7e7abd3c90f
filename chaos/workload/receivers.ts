import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Receipt {
  /** The path the endpoint was registered with (one per developer). */
  path: string;
  webhookId: string;
  accountId: string;
  seq: number;
}

/** The developers' webhook receivers: one server, a path per developer; every delivery answered 200 and kept. */
export class Receivers {
  readonly receipts: Receipt[] = [];
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { accountId: string; sequence: number } };
          this.receipts.push({
            path: req.url ?? '',
            webhookId: String(req.headers['webhook-id']),
            accountId: body.data.accountId,
            seq: Number(body.data.sequence),
          });
        } catch {
          // not one of ours (webhook.test carries no sequence): nothing to check
        }
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  stop(): void {
    this.server?.closeAllConnections();
    this.server?.close();
  }
}
