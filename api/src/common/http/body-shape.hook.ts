import { RouteConfig } from '@nestjs/platform-fastify';
import type { preValidationHookHandler } from 'fastify';
import { ValidationFailedException } from '../errors';

/** Whether a request carries a body at all (an empty one is none, whatever its Content-Type). */
export function hasBody(body: unknown): boolean {
  return body !== undefined && body !== '';
}

/** The route config RequireJsonBody sets: the error a call without a body gets. */
interface BodyRequiredConfig {
  whenBodyMissing?: () => Error;
}

/**
 * A route whose body is required: a call without one gets `missing()` (a 415 saying to send
 * JSON) instead of reaching its DTO as "every field missing". A body in another Content-Type
 * never gets this far: the cross-site hook refuses it (403) or no parser takes it (415).
 */
export const RequireJsonBody = (missing: () => Error) => RouteConfig({ whenBodyMissing: missing } satisfies BodyRequiredConfig);

/** Methods whose calls may carry a body; only their bodiless calls read the route's config (Fastify builds routeOptions per read). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The body's shape, before validation. A route marked RequireJsonBody gets a body. Every /v1
 * body is a JSON object: `null`, a number, a string or an array (or text/plain, the other type
 * parsed) would otherwise reach a DTO of optional fields as "no fields" and succeed.
 */
export function bodyShapeHook(prefix: string): preValidationHookHandler {
  return (request, _reply, done) => {
    const body = request.body;
    // '' under a JSON Content-Type is the JSON string "" (an empty JSON body fails to parse): a body, of the wrong shape.
    const jsonString = body === '' && JSON_TYPE.test(request.headers['content-type'] ?? '');
    if (!hasBody(body) && !jsonString) {
      const missing = BODY_METHODS.has(request.method) ? (request.routeOptions.config as BodyRequiredConfig | undefined)?.whenBodyMissing : undefined;
      return missing ? done(missing()) : done();
    }
    if (!request.url.startsWith(prefix)) return done();
    if (typeof body === 'object' && body !== null && !Array.isArray(body) && JSON_TYPE.test(request.headers['content-type'] ?? '')) return done();
    done(
      new ValidationFailedException([
        { field: 'body', messages: ['The request body must be a JSON object (Content-Type: application/json), such as {"label": "a"}.'] },
      ]),
    );
  };
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
