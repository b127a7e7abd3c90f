import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyInProgressException, IdempotencyKeyReusedException, InvalidIdempotencyKeyException } from '../sandbox.errors';
import { IdempotencyStore } from './idempotency.store';
import { requestFingerprint } from './request-fingerprint';

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on a /v1 POST, with Stripe's semantics: the same key and request replay
 * the stored status and body (`Idempotent-Replayed: true`); the same key with another request
 * is a 409 IDEMPOTENCY.KEY_REUSED, and while the first is still running a 409
 * IDEMPOTENCY.IN_PROGRESS. Called by the POST handlers, after the API-key guard (keys belong
 * to a developer) and the body's validation.
 *
 * Not a Nest interceptor: any interceptor on a route makes Nest bind an async context and build
 * an rxjs pipeline on every request of it, with or without the header: on the order route
 * about a tenth of the app's CPU per order (see the commit that made this a service).
 */
@Injectable()
export class IdempotentRequests {
  constructor(private readonly store: IdempotencyStore) {}

  /** Runs `handle` once per developer and key; a repeat gets the first answer back. */
  async run<T>(request: FastifyRequest, reply: FastifyReply, handle: () => Promise<T>): Promise<T> {
    const key = request.headers['idempotency-key'];
    if (key === undefined || !request.apiKey) return handle();
    if (typeof key !== 'string' || !KEY.test(key)) throw new InvalidIdempotencyKeyException();
    const userId = request.apiKey.userId;
    const fingerprint = requestFingerprint(request.method, request.url.split('?', 1)[0], request.body);
    const begun = await this.store.begin(userId, key, fingerprint);
    if (begun.kind === 'reused') throw new IdempotencyKeyReusedException();
    if (begun.kind === 'in-progress') throw new IdempotencyInProgressException();
    if (begun.kind === 'replay') {
      reply.status(begun.status).header('Idempotent-Replayed', 'true');
      return begun.body as T;
    }
    let body: T;
    try {
      body = await handle();
    } catch (error) {
      await this.store.release(userId, key).catch(() => undefined);
      throw error;
    }
    // The status the handler answered with (Nest sets a route's default before the handler runs).
    await this.store.complete(userId, key, reply.statusCode, body);
    return body;
  }
}
