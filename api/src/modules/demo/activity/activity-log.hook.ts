import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { REQUEST_COMPLETED, RequestCompleted } from './request-completed';
import '../trading-session';

const TRADING_PREFIX = '/api/trading/';
/** The log's own polling is left out, or the log would only ever show itself. */
const NOT_LOGGED = new Set(['/api/trading/logs']);
/** The widths of trading_activity_logs' columns: one longer value would fail its whole batch. */
const MAX_METHOD = 8;
const MAX_ENDPOINT = 200;

/**
 * Announces every finished trading request of an account (status as sent, time to finish),
 * refusals by the rate limit included; the writer stores it later, so the request never
 * waits for its own log line. A response hook rather than an interceptor: it sees requests
 * a guard turned away, and costs no observable chain per request.
 */
@Injectable()
export class ActivityLogHook {
  constructor(private readonly events: EventEmitter2) {}

  readonly onResponse: onResponseHookHandler = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const endpoint = request.url.split('?', 1)[0];
    const accountId = request.session?.tradingAccountId;
    if (accountId && endpoint.startsWith(TRADING_PREFIX) && !NOT_LOGGED.has(endpoint)) {
      const event: RequestCompleted = {
        accountId,
        method: request.method.slice(0, MAX_METHOD),
        endpoint: endpoint.slice(0, MAX_ENDPOINT),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        at: new Date(),
      };
      this.events.emit(REQUEST_COMPLETED, event);
    }
    done();
  };
}
