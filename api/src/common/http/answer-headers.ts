import type { onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { SecurityHeaders } from '../security/security-headers';
import { isApiPath } from './api-path';
import { correlationIdFor } from './correlation-id';

export interface AnswerHeaderSources {
  /** A page's security headers (securityHeaders). */
  readonly pages: SecurityHeaders;
  /** A JSON answer's (apiSecurityHeaders), under /api and /v1. */
  readonly api: SecurityHeaders;
  /** Whether the instance is shutting down (Draining). */
  readonly draining: { readonly active: boolean };
}

export interface AnswerHeaders {
  /** Before any handler, so a handler may still replace one (the news image sets its own policy) and an event stream copies them. */
  readonly onRequest: onRequestHookHandler;
  /** As the answer leaves: draining may have begun while it was worked out. */
  readonly onSend: onSendHookHandler;
  /**
   * All of them at once, for an answer written before Fastify (a raw route), which arrives and
   * leaves in one go: a new flat `[name, value, ...]` list that `writeHead` takes as it is, and to
   * which the route adds its own. Not an object spread: see docs/decisions/raw-answer-headers-as-a-list.md.
   */
  readonly ofRaw: (request: IncomingMessage) => RawHeaderList;
}

/** Response headers as `writeHead` takes them in a list: name, value, name, value. */
export type RawHeaderList = (string | number)[];

const REQUEST_ID = 'X-Request-Id';
const CLOSE = Object.freeze({ Connection: 'close' });
const NONE: OutgoingHttpHeaders = Object.freeze({});
const asList = (headers: Readonly<Record<string, string>>): readonly string[] => Object.entries(headers).flat();
const CLOSE_LIST = asList(CLOSE);

/**
 * The headers every answer carries, whichever way it is answered: its door's security headers,
 * its X-Request-Id, and `Connection: close` while the instance drains, so the balancer's next
 * request opens a connection elsewhere. The Fastify hooks and the raw routes take them from here,
 * so the log poll answered before Fastify cannot drift from the controller's answer.
 */
export function answerHeaders({ pages, api, draining }: AnswerHeaderSources): AnswerHeaders {
  // Each door's security headers, as an object for Fastify's reply and as a list for a raw answer.
  const [pageDoor, apiDoor] = [pages, api].map((headers) => ({ headers, list: asList(headers) }));
  const doorOf = (url: string) => (isApiPath(url) ? apiDoor : pageDoor);
  const leaving = () => (draining.active ? CLOSE : NONE);
  return {
    onRequest: (request, reply, done) => {
      reply.headers(doorOf(request.url).headers);
      // Fastify's request id is correlationIdFor's (genReqId in createHttpAdapter).
      reply.header(REQUEST_ID, request.id);
      done();
    },
    onSend: (_request, reply, payload, done) => {
      reply.headers(leaving());
      done(null, payload);
    },
    ofRaw: (request) => {
      const headers: RawHeaderList = [...doorOf(request.url ?? '').list, REQUEST_ID, correlationIdFor(request)];
      if (draining.active) headers.push(...CLOSE_LIST);
      return headers;
    },
  };
}
