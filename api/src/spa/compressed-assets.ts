import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const MIN_BYTES = 1024;

interface Entry {
  key: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the built client's text files brotli- or gzip-compressed (the JS is ~3x smaller on
 * the wire). We have no compression dependency, so zlib does it once per file version and the
 * result stays in memory: the build output is small and immutable between deploys.
 */
export function compressedAssets(distDir: string, cacheControl: (path: string) => string): RequestHandler {
  const root = normalize(distDir + sep);
  const cache = new Map<string, Entry>();

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = CONTENT_TYPES[extname(req.path)];
    const encoding = type && req.acceptsEncodings('br', 'gzip');
    if (!encoding) return next();
    let file: string;
    let key: string;
    try {
      file = normalize(join(root, decodeURIComponent(req.path)));
      if (!file.startsWith(root)) return next();
      const stat = statSync(file);
      if (!stat.isFile() || stat.size < MIN_BYTES) return next();
      key = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return next();
    }
    let entry = cache.get(file);
    if (entry?.key !== key) {
      const raw = readFileSync(file);
      entry = { key, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(raw, { level: 9 }) };
      cache.set(file, entry);
    }
    const body = encoding === 'br' ? entry.br : entry.gzip;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl(file));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
