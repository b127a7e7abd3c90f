import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { RequestCompleted, TradingEvents } from '../events/trading.events';
import '../trading-session';

/** The log's own polling is left out, or the log would only ever show itself. */
const NOT_LOGGED = new Set(['/api/trading/logs']);

/**
 * Announces every finished trading request of an account (status as sent, time to finish);
 * the writer stores it later, so the request never waits for its own log line.
 */
@Injectable()
export class ActivityLogInterceptor implements NestInterceptor {
  constructor(private readonly events: EventEmitter2) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const started = process.hrtime.bigint();
    const endpoint = req.url.split('?', 1)[0];
    if (!NOT_LOGGED.has(endpoint)) {
      res.raw.once('finish', () => {
        const accountId = req.session?.tradingAccountId;
        if (!accountId) return;
        const event: RequestCompleted = {
          accountId,
          method: req.method,
          endpoint,
          status: res.statusCode,
          durationMs: Number((process.hrtime.bigint() - started) / 1_000_000n),
          at: new Date(),
        };
        this.events.emit(TradingEvents.requestCompleted, event);
      });
    }
    return next.handle();
  }
}
