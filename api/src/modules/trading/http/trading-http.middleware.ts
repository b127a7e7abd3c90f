import type { NextFunction, Request, Response } from 'express';

const SUFFIX = '-trading';

/**
 * @nestjs/throttler v6 suffixes its headers with the throttler's name
 * (`X-RateLimit-Limit-trading`). Trading clients expect the conventional
 * `X-RateLimit-Limit/Remaining/Reset` and `Retry-After`, so on trading routes the suffix
 * is dropped as the guard sets them; other routes keep the library's behaviour.
 */
export function tradingRateLimitHeaders(_req: Request, res: Response, next: NextFunction): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(name.endsWith(SUFFIX) ? name.slice(0, -SUFFIX.length) : name, value)) as Response['setHeader'];
  next();
}

/**
 * Account data changes every second: no ETag revalidation (whose 304s the activity log
 * would show as errors), no caching anywhere.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
