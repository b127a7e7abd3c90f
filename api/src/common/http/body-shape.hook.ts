import type { preValidationHookHandler } from 'fastify';
import { ValidationFailedException } from '../errors';

/** Whether a request carries a body at all (an empty one is none, whatever its Content-Type). */
export function hasBody(body: unknown): boolean {
  return body !== undefined && body !== '';
}

/**
 * Every /v1 body is a JSON object: `null`, a number, a string or an array (or text/plain, the
 * other type parsed) would otherwise reach a DTO of optional fields as "no fields" and succeed.
 */
export function objectBodyHook(prefix: string): preValidationHookHandler {
  return (request, _reply, done) => {
    const body = request.body;
    if (!request.url.startsWith(prefix) || !hasBody(body)) return done();
    if (typeof body === 'object' && body !== null && !Array.isArray(body) && JSON_TYPE.test(request.headers['content-type'] ?? '')) return done();
    done(
      new ValidationFailedException([
        { field: 'body', messages: ['The request body must be a JSON object (Content-Type: application/json), such as {"label": "a"}.'] },
      ]),
    );
  };
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
