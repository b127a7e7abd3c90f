import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkDownloadUrl, readImage } from './image-download';

describe('checkDownloadUrl', () => {
  const base = 'https://api.linkedin.com';
  const media = ['media.licdn.com'];

  it("accepts LinkedIn's media CDN over https and the configured API origin", () => {
    expect(checkDownloadUrl('https://media.licdn.com/dms/image/v2/abc?e=1&t=x', base, media).hostname).toBe('media.licdn.com');
    expect(checkDownloadUrl('https://api.linkedin.com/mediaDownload/abc', base, media).hostname).toBe('api.linkedin.com');
  });

  it.each([
    'http://media.licdn.com/dms/image/abc',
    'https://media.licdn.com:8443/dms/image/abc',
    'https://evil.example/image.png',
    'https://media.licdn.com.evil.example/x',
    'http://169.254.169.254/latest/meta-data',
    'https://user:pass@media.licdn.com/x',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (url) => {
    expect(() => checkDownloadUrl(url, base, media)).toThrow();
  });

  it('refuses a missing URL', () => {
    expect(() => checkDownloadUrl(undefined, base, media)).toThrow(/no download URL/);
  });
});

/** Waits for the response to drain or close, leaving no listener behind (a write loop would pile up 'close' listeners). */
function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.once('drain', done).once('close', done);
  });
}

describe('readImage', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  /** Streams `total` bytes of "PNG" without a Content-Length, counting what it managed to send. */
  async function streamingServer(total: number, withLength = false) {
    const sent = { bytes: 0 };
    const send = async (res: ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'image/png', ...(withLength ? { 'Content-Length': String(total) } : {}) });
      const chunk = Buffer.alloc(64 * 1024, 1);
      while (sent.bytes < total && !res.destroyed) {
        if (!res.write(chunk)) await drainedOrClosed(res);
        sent.bytes += chunk.length;
      }
      res.end();
    };
    const server = createServer((_req, res) => {
      send(res).catch((error: Error) => res.destroy(error));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/big.png`), sent };
  }

  it('reads an image under the cap', async () => {
    const { url } = await streamingServer(100 * 1024);
    expect((await readImage(url, 5000)).bytes.length).toBe(128 * 1024);
  });

  it('stops reading at the cap instead of downloading a huge image in full', async () => {
    const { url, sent } = await streamingServer(52 * 1024 * 1024);
    await expect(readImage(url, 10_000)).rejects.toThrow(/more than 5242880 bytes/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.bytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('refuses a declared length over the cap before reading the body', async () => {
    const { url } = await streamingServer(6 * 1024 * 1024, true);
    await expect(readImage(url, 10_000)).rejects.toThrow(/6291456 bytes/);
  });
});
