import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { sendWebhook } from './webhook-sender';

describe('sending one webhook', () => {
  let server: Server;
  let url: string;
  let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void;
  const open = { timeoutMs: 2000, allowPrivateAddresses: true };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => handler(req, res, body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts the exact body with the given headers, and records the answer', async () => {
    let seen: { body: string; headers: IncomingMessage['headers'] } | undefined;
    handler = (req, res, body) => {
      seen = { body, headers: req.headers };
      res.writeHead(204).end();
    };
    const result = await sendWebhook(url, { 'webhook-id': 'msg_1' }, '{"a":"é"}', open);
    expect(result).toMatchObject({ statusCode: 204, error: null });
    expect(seen).toMatchObject({ body: '{"a":"é"}', headers: { 'webhook-id': 'msg_1', 'content-type': 'application/json' } });
  });

  it('does not follow a redirect', async () => {
    let calls = 0;
    handler = (req, res) => {
      calls++;
      res.writeHead(302, { location: '/elsewhere' }).end();
    };
    expect(await sendWebhook(url, {}, '{}', open)).toMatchObject({ statusCode: 302 });
    expect(calls).toBe(1);
  });

  it('reads at most 1 KiB of a large answer, and keeps Retry-After', async () => {
    handler = (req, res) => {
      res.writeHead(429, { 'retry-after': '30' });
      res.write('x'.repeat(64 * 1024));
      // Never ends: the sender must not wait for the rest.
    };
    const result = await sendWebhook(url, {}, '{}', open);
    expect(result).toMatchObject({ statusCode: 429, retryAfter: '30', error: null });
    expect(result.responseExcerpt).toHaveLength(1024);
  });

  it('gives up after the timeout', async () => {
    handler = () => undefined;
    const result = await sendWebhook(url, {}, '{}', { ...open, timeoutMs: 200 });
    expect(result).toMatchObject({ statusCode: null, error: 'No answer within 200 ms' });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
  });

  it('refuses loopback when private addresses are not allowed, by literal or by name', async () => {
    let calls = 0;
    handler = (req, res) => {
      calls++;
      res.end();
    };
    const closed = { ...open, allowPrivateAddresses: false };
    expect((await sendWebhook(url, {}, '{}', closed)).error).toMatch(/127\.0\.0\.1 is a special-purpose address \(Loopback\)/);
    expect((await sendWebhook(url.replace('127.0.0.1', 'localhost'), {}, '{}', closed)).error).toMatch(/localhost resolves to/);
    expect(calls).toBe(0);
  });
});
