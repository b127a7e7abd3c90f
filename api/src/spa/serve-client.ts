import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compressedAssets } from './compressed-assets';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built client: hashed files under /assets are cached for a year, everything
 * else is revalidated, and any non-API GET that asks for HTML gets index.html so the
 * client router can take it (a deep link or a reload on /marketplace works).
 */
export function serveClient(distDir: string): RequestHandler[] {
  const indexFile = join(distDir, 'index.html');
  const cacheControl = (path: string) => (path.includes(join(distDir, 'assets')) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
  const compressed = compressedAssets(distDir, cacheControl);
  const plain = express.static(distDir, { index: false, setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControl(path)) });
  const assets = (req: Request, res: Response, next: NextFunction) => compressed(req, res, () => plain(req, res, next));
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    const isPageRequest = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(req.path) && req.accepts('html');
    if (!isPageRequest || !existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  const apiGuard = (req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : assets(req, res, next));
  return [apiGuard, fallback];
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
