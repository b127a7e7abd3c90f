import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SDK_TARBALL_ROUTE, sdkTarballHandler } from './sdk-tarball';

describe('the SDK tarball route', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-tarball-'));
  const file = join(dir, 'brokerbridge-sdk.tgz');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.get(SDK_TARBALL_ROUTE, sdkTarballHandler(file));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says in words that the package is not built yet', async () => {
    const res = await app.inject({ url: SDK_TARBALL_ROUTE });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/npm run build/);
  });

  it('sends the file as it is now, revalidated by its ETag', async () => {
    writeFileSync(file, Buffer.from([0x1f, 0x8b, 1, 2, 3]));
    const res = await app.inject({ url: SDK_TARBALL_ROUTE });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'application/gzip', 'content-length': '5', 'cache-control': 'no-cache' });
    expect([...res.rawPayload]).toEqual([0x1f, 0x8b, 1, 2, 3]);
    expect((await app.inject({ url: SDK_TARBALL_ROUTE, headers: { 'if-none-match': res.headers.etag as string } })).statusCode).toBe(304);
    writeFileSync(file, Buffer.from([0x1f, 0x8b, 9]));
    const rebuilt = await app.inject({ url: SDK_TARBALL_ROUTE, headers: { 'if-none-match': res.headers.etag as string } });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.rawPayload.length).toBe(3);
  });
});
