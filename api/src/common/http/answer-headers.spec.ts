import Fastify from 'fastify';
import type { IncomingMessage } from 'node:http';
import { answerHeaders } from './answer-headers';
import { correlationIdFor } from './correlation-id';

const pages = Object.freeze({ 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'SAMEORIGIN' });
const api = Object.freeze({ 'Content-Security-Policy': "default-src 'none'", 'X-Frame-Options': 'DENY' });

async function appWith(draining: { active: boolean }) {
  const headers = answerHeaders({ pages, api, draining });
  const fastify = Fastify({ genReqId: correlationIdFor });
  fastify.addHook('onRequest', headers.onRequest);
  fastify.addHook('onSend', headers.onSend);
  fastify.get('/api/things', async () => ({ ok: true }));
  fastify.get('/about', async () => 'a page');
  // Drains while the answer is worked out.
  fastify.get('/api/slow', async () => {
    draining.active = true;
    return { ok: true };
  });
  await fastify.ready();
  return { fastify, headers };
}

/** A raw answer's header list as an object, as an answer's headers read. */
const listed = (list: (string | number)[]) => Object.fromEntries(Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i], list[2 * i + 1]]));
const rawRequest = (url: string, requestId?: string) => ({ url, headers: requestId ? { 'x-request-id': requestId } : {} }) as IncomingMessage;
/** The headers set here but Connection (Node's own keep-alive otherwise; the draining case checks it), lower-cased as an answer carries them. */
const owned = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), String(value)])
      .filter(([name]) => ['content-security-policy', 'x-frame-options', 'x-request-id'].includes(name)),
  );

describe('answerHeaders', () => {
  it('gives an API answer the API headers and a page the page headers, with the caller’s request id', async () => {
    const { fastify } = await appWith({ active: false });
    const apiAnswer = await fastify.inject({ url: '/api/things', headers: { 'x-request-id': 'request-0001' } });
    expect(owned(apiAnswer.headers)).toMatchObject({
      'content-security-policy': "default-src 'none'",
      'x-frame-options': 'DENY',
      'x-request-id': 'request-0001',
    });
    const page = await fastify.inject({ url: '/about' });
    expect(owned(page.headers)).toMatchObject({ 'content-security-policy': "default-src 'self'", 'x-frame-options': 'SAMEORIGIN' });
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await fastify.close();
  });

  it('gives a raw answer exactly the headers the hooks give the same request', async () => {
    const { fastify, headers } = await appWith({ active: false });
    for (const url of ['/api/things', '/about']) {
      const viaFastify = await fastify.inject({ url, headers: { 'x-request-id': 'request-0002' } });
      expect(owned(listed(headers.ofRaw(rawRequest(url, 'request-0002'))))).toEqual(owned(viaFastify.headers));
    }
    await fastify.close();
  });

  it('gives each raw answer a list of its own, so a route may add to it', async () => {
    const { fastify, headers } = await appWith({ active: false });
    const first = headers.ofRaw(rawRequest('/api/things', 'request-0003'));
    first.push('X-Added', 'by the route');
    expect(listed(headers.ofRaw(rawRequest('/api/things', 'request-0004')))).toEqual({ ...api, 'X-Request-Id': 'request-0004' });
    await fastify.close();
  });

  it('closes the connection while draining, on a raw answer too, and not before', async () => {
    const draining = { active: false };
    const { fastify, headers } = await appWith(draining);
    expect((await fastify.inject({ url: '/api/things' })).headers.connection).not.toBe('close');
    expect(listed(headers.ofRaw(rawRequest('/api/things'))).Connection).toBeUndefined();
    draining.active = true;
    expect((await fastify.inject({ url: '/api/things' })).headers.connection).toBe('close');
    expect(listed(headers.ofRaw(rawRequest('/api/things'))).Connection).toBe('close');
    await fastify.close();
  });

  it('closes the connection of an answer that was under way when draining began', async () => {
    const { fastify } = await appWith({ active: false });
    expect((await fastify.inject({ url: '/api/slow' })).headers.connection).toBe('close');
    await fastify.close();
  });
});
