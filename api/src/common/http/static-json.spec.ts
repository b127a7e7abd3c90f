import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { staticJsonHandler, staticJsonPerOrigin } from './static-json';

describe('staticJsonHandler', () => {
  const document = { openapi: '3.1.0', info: { title: 'Doc', version: '1' }, paths: { '/x': { get: { summary: 'x'.repeat(4000) } } } };
  const json = JSON.stringify(document);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.get('/doc.json', staticJsonHandler(document));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends brotli to a client that takes it, a fraction of the JSON, which decodes to the document', async () => {
    const res = await app.inject({ url: '/doc.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
    });
    expect(res.rawPayload.length).toBeLessThan(json.length / 10);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(document);
  });

  it('falls back to gzip, and to plain JSON for a client that takes no encoding', async () => {
    const gzip = await app.inject({ url: '/doc.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(document);
    const plain = await app.inject({ url: '/doc.json', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(document);
  });

  it('answers a revalidation with its ETag with a bodiless 304, and a stale one with the document', async () => {
    const first = await app.inject({ url: '/doc.json' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await app.inject({ url: '/doc.json', headers: { 'if-none-match': ifNoneMatch } });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
    }
    const stale = await app.inject({ url: '/doc.json', headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(document);
  });
});

describe('staticJsonPerOrigin', () => {
  it('serves each origin the document built for it, building it once', async () => {
    const build = jest.fn((origin: string | null) => ({ servers: [{ url: origin ?? '/' }] }));
    const app = Fastify();
    app.get(
      '/doc.json',
      staticJsonPerOrigin(build, (request) => (request.headers.host === 'bad' ? null : `http://${request.headers.host}`)),
    );
    await app.ready();
    const fetch = async (host: string) => (await app.inject({ url: '/doc.json', headers: { host } })).json();
    expect(await fetch('a.example')).toEqual({ servers: [{ url: 'http://a.example' }] });
    expect(await fetch('b.example:3000')).toEqual({ servers: [{ url: 'http://b.example:3000' }] });
    expect(await fetch('a.example')).toEqual({ servers: [{ url: 'http://a.example' }] });
    expect(await fetch('bad')).toEqual({ servers: [{ url: '/' }] });
    expect(build).toHaveBeenCalledTimes(3);
    await app.close();
  });

  it('keeps the origin in use when made-up hosts pass the sixteen it remembers', async () => {
    const build = jest.fn((origin: string | null) => ({ servers: [{ url: origin ?? '/' }] }));
    const app = Fastify();
    app.get(
      '/doc.json',
      staticJsonPerOrigin(build, (request) => `http://${request.headers.host}`),
    );
    await app.ready();
    const fetch = (host: string) => app.inject({ url: '/doc.json', headers: { host } });
    await fetch('app.example');
    for (let i = 0; i < 40; i += 1) {
      await fetch(`made-up-${i}.example`);
      await fetch('app.example');
    }
    expect(build.mock.calls.filter(([origin]) => origin === 'http://app.example')).toHaveLength(1);
    await app.close();
  });
});
