import Fastify from 'fastify';
import { bodyShapeHook } from './body-shape.hook';

class Missing extends Error {
  readonly statusCode = 415;
}

async function app() {
  const fastify = Fastify();
  fastify.addHook('preValidation', bodyShapeHook('/v1'));
  const ok = () => ({ ok: true });
  fastify.post('/api/needs-body', { config: { whenBodyMissing: () => new Missing('send JSON') } }, ok);
  fastify.post('/api/no-body', ok);
  fastify.post('/v1/things', ok);
  await fastify.ready();
  return fastify;
}

describe('bodyShapeHook', () => {
  it('answers a bodiless call to a route that requires a body with its error, and lets the others through', async () => {
    const fastify = await app();
    const missing = await fastify.inject({ method: 'POST', url: '/api/needs-body' });
    expect([missing.statusCode, missing.json().message]).toEqual([415, 'send JSON']);
    expect((await fastify.inject({ method: 'POST', url: '/api/needs-body', payload: { a: 1 } })).statusCode).toBe(200);
    expect((await fastify.inject({ method: 'POST', url: '/api/no-body' })).statusCode).toBe(200);
    // The JSON string "" is a body (of the wrong shape, for its validation to answer), not a missing one.
    const jsonEmptyString = await fastify.inject({ method: 'POST', url: '/api/needs-body', payload: '""', headers: { 'content-type': 'application/json' } });
    expect(jsonEmptyString.statusCode).toBe(200);
    await fastify.close();
  });

  it('refuses a /v1 body that is not a JSON object', async () => {
    const fastify = await app();
    for (const payload of ['null', '[1]', '"a"', '""']) {
      const res = await fastify.inject({ method: 'POST', url: '/v1/things', payload, headers: { 'content-type': 'application/json' } });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
    }
    expect((await fastify.inject({ method: 'POST', url: '/v1/things', payload: { a: 1 } })).statusCode).toBe(200);
    await fastify.close();
  });
});
