import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { CLOCK, Clock } from '../../common/clock';
import { RequestLogBuffer } from './request-log.buffer';

/**
 * Notes every /api request once its response is sent. The route pattern (`/api/orders/:id`),
 * not the URL, is kept: it groups requests and never stores ids or query strings.
 */
@Injectable()
export class RequestLogMiddleware implements NestMiddleware {
  constructor(
    private readonly buffer: RequestLogBuffer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      // Nest answers unknown paths from a catch-all route; those are not a route of ours.
      const pattern = request.route?.path as string | undefined;
      const matched = pattern && !pattern.includes('*');
      this.buffer.add({
        method: request.method.slice(0, 10),
        route: matched ? `${request.baseUrl}${pattern}`.slice(0, 300) : '(unmatched)',
        statusCode: response.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1_000_000n),
        at: this.clock.now(),
      });
    });
    next();
  }
}
