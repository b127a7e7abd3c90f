import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { CLOCK, Clock } from '../../common/clock';
import { RequestLogBuffer } from './request-log.buffer';

/**
 * Notes every /api request once its response is sent. The route pattern (`/api/orders/:id`),
 * not the URL, is kept: it groups requests and never stores ids or query strings.
 */
@Injectable()
export class RequestLogHook {
  constructor(
    private readonly buffer: RequestLogBuffer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  readonly onResponse: onResponseHookHandler = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      // Unknown paths end in the client's catch-all route; those are not a route of ours.
      const pattern = request.routeOptions.url;
      const matched = pattern && !pattern.includes('*');
      this.note(request.method, matched ? pattern : '(unmatched)', reply.statusCode, Math.round(reply.elapsedTime));
    }
    done();
  };

  /** Notes one answered /api request by its route pattern (also for requests answered outside Fastify's hooks). */
  note(method: string, route: string, statusCode: number, durationMs: number): void {
    this.buffer.add({ method: method.slice(0, 10), route: route.slice(0, 300), statusCode, durationMs, at: this.clock.now() });
  }
}
