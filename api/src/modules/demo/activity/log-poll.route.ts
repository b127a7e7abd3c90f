import { Injectable } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawHeaderList } from '../../../common/http/answer-headers';
import type { RawRoute } from '../../../common/http/raw-routes';
import { AccountActivity } from '../../simulator';
import { ActivityLogReader } from './activity-log.reader';

export const LOG_POLL_PATH = '/api/trading/logs';

/** What the raw log poll takes from the rest of the app, so it answers as the usual way would. */
export interface LogPollContext {
  /** The cookie's session when it is in memory and this read would store nothing; undefined otherwise. */
  readSession: (cookieHeader: string | undefined) => { tradingAccountId?: string } | undefined;
  /** Counts the call against the account's trading allowance, answering its X-RateLimit headers (once leased); undefined when it is refused, which is the guard's to answer. */
  countCall: (accountId: string) => RawHeaderList | undefined | Promise<RawHeaderList | undefined>;
  /** The headers every API answer carries (security headers, X-Request-Id, Connection while draining), as a new list the route adds to. */
  apiHeaders: (request: IncomingMessage) => RawHeaderList;
  /** Notes the answered request for the dashboard, as the request log hook notes the others. */
  noteRequest: (method: string, route: string, statusCode: number, durationMs: number) => void;
}

/**
 * `GET /api/trading/logs`, the demo's once-a-second poll, answered straight from node:http when
 * everything the answer needs is in memory: the session (cached, live, not due for its sliding
 * expiry), its account and the account's log body (ActivityLogReader), and its rate limit
 * allows the call. Then nothing of Fastify's hooks or Nest's pipeline applies: no session to
 * store, no body, no guard that refuses, no error to filter. Anything else (no cookie, a session
 * or log to read from the database, a refusal) declines, and the controller answers. The reasons and figures: docs/decisions/log-poll-as-a-raw-route.md.
 */
@Injectable()
export class LogPollRoute {
  constructor(
    private readonly reader: ActivityLogReader,
    private readonly accounts: AccountActivity,
  ) {}

  raw(context: LogPollContext): RawRoute {
    return (request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean> => {
      const started = performance.now();
      const accountId = context.readSession(request.headers.cookie)?.tradingAccountId;
      if (!accountId) return false;
      const body = this.reader.cachedJson(accountId);
      if (body === undefined) return false;
      const answer = (allowance: RawHeaderList | undefined): boolean => {
        if (!allowance) return false;
        this.accounts.touch(accountId);
        // Added to a list, not spread into an object: docs/decisions/raw-answer-headers-as-a-list.md.
        const headers = context.apiHeaders(request);
        headers.push(...allowance, 'content-type', 'application/json; charset=utf-8', 'cache-control', 'no-store', 'content-length', Buffer.byteLength(body));
        response.writeHead(200, headers);
        response.end(body);
        context.noteRequest('GET', LOG_POLL_PATH, 200, Math.round(performance.now() - started));
        return true;
      };
      const allowance = context.countCall(accountId);
      // One call in a lease waits for it (LeasedRateLimiter); the body read before stays as fresh as any in flight.
      return allowance instanceof Promise ? allowance.then(answer) : answer(allowance);
    };
  }
}
