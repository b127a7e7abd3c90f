import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import '../keys/api-key-principal';
import { ApiRequestLogWriter } from './api-request-log.writer';

/** The widths of api_request_logs' columns: one longer value would fail its whole batch. */
const MAX_METHOD = 8;
const MAX_PATH = 200;
const MAX_REQUEST_ID = 64;

/**
 * Records every finished /v1 call made with a valid key (refusals by scope or rate limit
 * included; a call without a valid key belongs to no developer). A response hook, so the
 * status and time are the ones sent.
 */
@Injectable()
export class ApiRequestLogHook {
  constructor(private readonly writer: ApiRequestLogWriter) {}

  readonly onResponse: onResponseHookHandler = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const key = request.apiKey;
    if (key) {
      this.writer.add({
        userId: key.userId,
        keyPrefix: key.prefix,
        requestId: String(request.id).slice(0, MAX_REQUEST_ID),
        method: request.method.slice(0, MAX_METHOD),
        path: request.url.split('?', 1)[0].slice(0, MAX_PATH),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        at: new Date(),
      });
    }
    done();
  };
}
