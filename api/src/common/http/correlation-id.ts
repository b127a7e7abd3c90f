import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const CORRELATION_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the caller's X-Request-Id when it is a safe one, a new UUID otherwise. */
export function correlationIdFor(req: IncomingMessage): string {
  const incoming = req.headers[CORRELATION_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Fastify keeps the id it got from `correlationIdFor` as `request.id`. */
export function correlationIdOf(request: FastifyRequest): string {
  return String(request.id);
}
