import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler } from 'fastify';
import '../keys/api-key-principal';
import { ApiRequestLogWriter } from './api-request-log.writer';
import { redactedBody } from './redact';

/** The widths of api_request_logs' columns: one longer value would fail its whole batch. */
const MAX_METHOD = 8;
const MAX_PATH = 200;
const MAX_REQUEST_ID = 64;

/**
 * Records every finished /v1 call made with a valid key (refusals by scope or rate limit
 * included; a call without a valid key belongs to no developer). A response hook, so the
 * status and time are the ones sent; the bodies are kept redacted (redact.ts). An event
 * stream takes over its reply, so no response hook runs for it: it is logged as it opens.
 */
@Injectable()
export class ApiRequestLogHook {
  /** The answer each keyed call sent, caught on its way out for onResponse to log. */
  private readonly sent = new WeakMap<FastifyRequest, string | null>();

  constructor(private readonly writer: ApiRequestLogWriter) {}

  readonly onSend: onSendHookHandler = (request, _reply, payload, done) => {
    // Only what is already whole (JSON, text): a streamed payload is not read here.
    if (request.apiKey && (typeof payload === 'string' || Buffer.isBuffer(payload))) this.sent.set(request, redactedBody(payload));
    done(null, payload);
  };

  readonly onResponse: onResponseHookHandler = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    this.record(request, reply.statusCode, reply.elapsedTime, this.sent.get(request) ?? null);
    done();
  };

  /** An event stream has opened (200): logged now, since it may stay open for hours. */
  streamOpened(request: FastifyRequest, reply: FastifyReply): void {
    this.record(request, 200, reply.elapsedTime, '(event stream)');
  }

  private record(request: FastifyRequest, status: number, elapsedMs: number, responseBody: string | null): void {
    const key = request.apiKey;
    if (!key) return;
    this.writer.add({
      userId: key.userId,
      keyPrefix: key.prefix,
      requestId: String(request.id).slice(0, MAX_REQUEST_ID),
      method: request.method.slice(0, MAX_METHOD),
      path: request.url.split('?', 1)[0].slice(0, MAX_PATH),
      status,
      durationMs: Math.round(elapsedMs),
      at: new Date(),
      requestBody: redactedBody(request.body),
      responseBody,
    });
  }
}
