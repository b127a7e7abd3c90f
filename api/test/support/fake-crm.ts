import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../utils/test-app';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
  /** What the fake answered. */
  outcome?: number | 'hang';
}

/** What the fake CRM does with the n-th request (0-based): answer with a status, or hang. */
export type Behaviour = (n: number, request: RecordedRequest) => number | 'hang';

/** A stand-in CRM on 127.0.0.1 that records every request and answers as the test says. */
export class FakeCrm {
  readonly requests: RecordedRequest[] = [];
  behaviour: Behaviour = () => 200;
  private server?: Server;
  private readonly hanging = new Set<ServerResponse>();

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const request: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : null };
        const outcome = this.behaviour(this.requests.length, request);
        this.requests.push({ ...request, outcome });
        if (outcome === 'hang') {
          this.hanging.add(res);
          return;
        }
        res.writeHead(outcome, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: outcome < 300 }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Fast retries so the schedule can be exercised in seconds; production uses 30 s doubling. */
export function deliveryEnv(crm: string, extra: Record<string, string> = {}) {
  return {
    RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
    HUBSPOT_PORTAL_ID: '12345',
    HUBSPOT_FORM_ID: 'form-abc',
    HUBSPOT_BASE_URL: crm,
    COPPER_API_KEY: '',
    COPPER_USER_EMAIL: '',
    SMTP_URL: '',
    LEAD_DELIVERY_TIMEOUT_MS: '500',
    LEAD_DELIVERY_RETRY_DELAY_SECONDS: '0',
    LEAD_DELIVERY_RETRY_BACKOFF: 'false',
    LEAD_DELIVERY_RETRY_LIMIT: '12',
    LEAD_DELIVERY_POLL_SECONDS: '0.5',
    ...extra,
  };
}

export async function deliveryOf(t: TestApp, email: string) {
  const rows = await t.dataSource.query(`SELECT d.* FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.email = $1`, [email]);
  expect(rows).toHaveLength(1);
  return rows[0];
}
