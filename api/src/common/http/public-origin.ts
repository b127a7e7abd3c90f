import type { FastifyRequest } from 'fastify';

/** A Host header worth echoing: a name or an address, and a port. Anything else is not repeated back. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin a client reached the app at, for links the API hands out (the OpenAPI document's
 * `servers`, an error's `docUrl`): PUBLIC_URL's when it is set, else the request's scheme and
 * Host (forwarded ones count only from trusted proxies, as Fastify's trustProxy decides).
 * Null when the Host header is not a plain host, so callers fall back to a relative link.
 */
export function publicOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>, publicUrl?: string): string | null {
  if (publicUrl) return new URL(publicUrl).origin;
  return HOST.test(request.host) ? `${request.protocol}://${request.host}` : null;
}
