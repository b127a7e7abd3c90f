import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { addRawRoute, serverWithRawRoutes } from './raw-routes';

const FASTIFY_DEFAULTS = { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0 };

/** A server whose "framework" answers `framework <method> <url>`, with the raw routes a test adds. */
async function serverWith(routes: Record<string, (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>>) {
  const framework: RequestListener = (req, res) => res.end(`framework ${req.method} ${req.url}`);
  const server = serverWithRawRoutes(framework, FASTIFY_DEFAULTS);
  for (const [path, route] of Object.entries(routes)) addRawRoute(server, path, route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (path: string, method = 'GET') => (await fetch(`${base}${path}`, { method })).text();
  return { server, call, close: () => new Promise((resolve) => server.close(resolve)) };
}

function answer(res: ServerResponse, body: string): true {
  res.end(body);
  return true;
}

describe('raw routes ahead of the framework', () => {
  it('answers a GET of a raw route’s path, query string or not, and leaves every other request to the framework', async () => {
    const s = await serverWith({ '/hot': (_req, res) => answer(res, 'raw') });
    try {
      expect(await s.call('/hot')).toBe('raw');
      expect(await s.call('/hot?x=1')).toBe('raw');
      expect(await s.call('/hot/')).toBe('framework GET /hot/');
      expect(await s.call('/cold')).toBe('framework GET /cold');
      expect(await s.call('/hot', 'POST')).toBe('framework POST /hot');
    } finally {
      await s.close();
    }
  });

  it('hands a request the route declines to the framework, at once or once its promise says so', async () => {
    const s = await serverWith({
      '/no': () => false,
      '/later-no': () => Promise.resolve(false),
      '/later-yes': async (_req, res) => answer(res, 'raw later'),
      '/broken': () => Promise.reject(new Error('lease failed')),
    });
    try {
      expect(await s.call('/no')).toBe('framework GET /no');
      expect(await s.call('/later-no')).toBe('framework GET /later-no');
      expect(await s.call('/later-yes')).toBe('raw later');
      expect(await s.call('/broken')).toBe('framework GET /broken');
    } finally {
      await s.close();
    }
  });

  it('sets the server up as Fastify sets up its own (keep-alive and request timeouts)', async () => {
    const s = await serverWith({});
    try {
      expect(s.server.keepAliveTimeout).toBe(72_000);
      expect(s.server.requestTimeout).toBe(0);
    } finally {
      await s.close();
    }
  });

  it('refuses a route on a server it did not make', () => {
    expect(() => addRawRoute(createServer(), '/hot', () => true)).toThrow('serverWithRawRoutes');
  });
});
