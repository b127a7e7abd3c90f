import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

interface Answer {
  status: number;
  body: unknown;
}

/** A 1x1 PNG, so stored bytes can be compared exactly. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * A stand-in for api.linkedin.com on 127.0.0.1, started by the tests: it answers the posts,
 * organizations and images endpoints from settable state and records every request.
 */
export class FakeLinkedIn {
  readonly requests: RecordedRequest[] = [];
  posts: Answer = { status: 200, body: { elements: [] } };
  /** null: the organizations endpoint answers 403, as it does for a token without that scope. */
  organizationName: string | null = 'Northwind Brokerage Network';
  /** Image URN -> where the images API says to download it (default: this server's /media/). */
  downloadUrls = new Map<string, string>();
  /** Image URNs whose images API call fails with 500 until removed. */
  failingImages = new Set<string>();
  private server?: Server;

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  count(prefix: string): number {
    return this.requests.filter((r) => r.path.startsWith(prefix)).length;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      this.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/rest/posts') return json(this.posts.status, this.posts.body);
      if (url.pathname.startsWith('/rest/organizations/')) {
        return this.organizationName ? json(200, { localizedName: this.organizationName }) : json(403, { message: 'Not enough permissions' });
      }
      if (url.pathname.startsWith('/rest/images/')) {
        const urn = decodeURIComponent(url.pathname.slice('/rest/images/'.length));
        if (this.failingImages.has(urn)) return json(500, { message: 'Internal error' });
        const downloadUrl = this.downloadUrls.get(urn) ?? `${this.baseUrl}/media/${encodeURIComponent(urn)}.png`;
        return json(200, { id: urn, status: 'AVAILABLE', downloadUrl });
      }
      if (url.pathname.startsWith('/media/')) {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        return res.end(TINY_PNG);
      }
      json(404, { message: 'Not found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
