import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedAssets } from './compressed-assets';

describe('compressedAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compressed-assets-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  writeFileSync(join(dir, 'assets', 'app-1.js'), script);
  writeFileSync(join(dir, 'tiny.js'), 'ok()');
  const assets = compressedAssets(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends brotli when the browser accepts it, much smaller than the file', () => {
    const asset = assets('/assets/app-1.js', 'gzip, deflate, br')!;
    expect(asset.encoding).toBe('br');
    expect(asset.type).toMatch(/^text\/javascript/);
    expect(asset.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(asset.body).toString()).toBe(script);
  });

  it('falls back to gzip, and to nothing without an accepted encoding', () => {
    const asset = assets('/assets/app-1.js', 'gzip')!;
    expect(asset.encoding).toBe('gzip');
    expect(gunzipSync(asset.body).toString()).toBe(script);
    expect(assets('/assets/app-1.js', 'identity')).toBeUndefined();
    expect(assets('/assets/app-1.js', undefined)).toBeUndefined();
  });

  it('leaves tiny files, missing files and paths outside the folder alone', () => {
    for (const path of ['/tiny.js', '/assets/missing.js', '/%2e%2e/%2e%2e/etc/passwd.txt', '/%E0%A4%A.js']) {
      expect(assets(path, 'gzip')).toBeUndefined();
    }
  });
});
