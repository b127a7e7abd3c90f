import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './accept-encoding';

/**
 * A handler for a JSON document that does not change while the app runs (an OpenAPI
 * document): serialised and compressed once, sent brotli- or gzip-encoded (the /v1 one is
 * ~50 KB as JSON, ~7 KB as brotli) with an ETag, so a revalidation is a bodiless 304.
 */
export function staticJsonHandler(document: unknown): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const raw = Buffer.from(JSON.stringify(document));
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  const bodies = {
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
  return (request, reply) => {
    reply.header('Content-Type', 'application/json; charset=utf-8').header('ETag', etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(raw);
    return reply.header('Content-Encoding', encoding).send(bodies[encoding]);
  };
}

/** If-None-Match: `*`, or a list of tags, weak (W/) ones compared as strong (RFC 9110 13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Hosts the app is reached at are few; past this many (a client making Host headers up), the least recently asked is built afresh. */
const MAX_ORIGINS = 16;
/** The key of a request without a plain host (LRUCache keys are never null; no origin is empty). */
const NO_ORIGIN = '';
type JsonHandler = ReturnType<typeof staticJsonHandler>;

/**
 * staticJsonHandler for a document that names the address it was fetched from (the OpenAPI
 * document's `servers`): built once per origin (publicOrigin: PUBLIC_URL, else the request's),
 * with `null` for a request whose Host is not a plain host.
 */
export function staticJsonPerOrigin(build: (origin: string | null) => unknown, originOf: (request: FastifyRequest) => string | null): JsonHandler {
  const handlers = new LRUCache<string, JsonHandler>({ max: MAX_ORIGINS });
  return (request, reply) => {
    const origin = originOf(request);
    let handler = handlers.get(origin ?? NO_ORIGIN);
    if (!handler) handlers.set(origin ?? NO_ORIGIN, (handler = staticJsonHandler(build(origin))));
    return handler(request, reply);
  };
}
