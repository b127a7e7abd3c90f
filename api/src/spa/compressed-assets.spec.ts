import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { compressedAssets } from './compressed-assets';

describe('compressedAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compressed-assets-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  writeFileSync(join(dir, 'assets', 'app-1.js'), script);
  writeFileSync(join(dir, 'tiny.js'), 'ok()');
  const app = express();
  app.use(compressedAssets(dir, (path) => (path.includes('assets') ? 'immutable' : 'no-cache')));
  app.use((_req, res) => res.status(404).send('plain'));

  it('sends brotli when the browser accepts it, with the caller cache policy', async () => {
    const res = await request(app).get('/assets/app-1.js').set('Accept-Encoding', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    // supertest decodes the body; the wire size is in Content-Length.
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
    expect(res.text).toBe(script);
  });

  it('falls back to gzip, and to the plain handler without an accepted encoding', async () => {
    const gz = await request(app).get('/assets/app-1.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(script);
    expect((await request(app).get('/assets/app-1.js').set('Accept-Encoding', 'identity')).text).toBe('plain');
  });

  it('leaves tiny files, missing files and paths outside the folder to the next handler', async () => {
    for (const path of ['/tiny.js', '/assets/missing.js', '/%2e%2e/%2e%2e/etc/passwd.txt', '/%E0%A4%A.js']) {
      expect((await request(app).get(path).set('Accept-Encoding', 'gzip')).text).toBe('plain');
    }
  });
});
