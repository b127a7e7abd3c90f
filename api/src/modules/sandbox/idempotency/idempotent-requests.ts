import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { v7 as timeOrderedId } from 'uuid';
import { IdempotencyInProgressException, IdempotencyKeyReusedException, InvalidIdempotencyKeyException } from '../sandbox.errors';
import { IdempotencyStore } from './idempotency.store';
import { requestFingerprint } from './request-fingerprint';

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * A request that creates one thing of its own choosing of id (an order, an account): the id is reserved
 * with the key, and `find` answers what a request with that id created, if it did.
 */
export interface CreatesById<T> {
  find(id: string): Promise<{ status: number; body: T } | null>;
}

/**
 * `Idempotency-Key` on a /v1 POST, with Stripe's semantics: the same key and request replay
 * the stored status and body (`Idempotent-Replayed: true`); the same key with another request
 * is a 409 IDEMPOTENCY.KEY_REUSED, and while the first is still running a 409
 * IDEMPOTENCY.IN_PROGRESS. Called by the POST handlers, after the API-key guard (keys belong
 * to a developer) and the body's validation.
 *
 * Exactly once across crashes, for a request that creates by id (see CreatesById): the id is
 * chosen and stored with the key before anything is created, and whatever happens next (the
 * instance killed between the order's commit and the key's answer, a failure, a takeover) a
 * later request with the key looks for what that id created and answers with it, and a retry
 * creates with the same id, which the ledger places at most once.
 *
 * Not a Nest interceptor: any interceptor on a route makes Nest bind an async context and build
 * an rxjs pipeline on every request of it, with or without the header: on the order route
 * about a tenth of the app's CPU per order (see the commit that made this a service).
 */
@Injectable()
export class IdempotentRequests {
  constructor(private readonly store: IdempotencyStore) {}

  /** Runs `handle` once per developer and key (given the id to create with, when `creates`); a repeat gets the first answer back. */
  async run<T>(request: FastifyRequest, reply: FastifyReply, handle: (id?: string) => Promise<T>, creates?: CreatesById<T>): Promise<T> {
    const key = request.headers['idempotency-key'];
    if (key === undefined || !request.apiKey) return handle();
    if (typeof key !== 'string' || !KEY.test(key)) throw new InvalidIdempotencyKeyException();
    const userId = request.apiKey.userId;
    const fingerprint = requestFingerprint(request.method, request.url.split('?', 1)[0], request.body);
    const id = creates ? timeOrderedId() : null;
    const begun = await this.store.begin(userId, key, fingerprint, id);
    if (begun.kind === 'reused') throw new IdempotencyKeyReusedException();
    if (begun.kind === 'replay') return replayed(reply, begun.status, begun.body as T);
    // A reservation of an earlier attempt (still running, or taken over): did it create already?
    const earlier = creates && begun.resourceId && begun.resourceId !== id;
    const made = earlier ? await creates.find(begun.resourceId!) : null;
    if (made) {
      // Made by an attempt that never answered (or has not yet): its answer, now kept.
      await this.store.complete(userId, key, made.status, made.body);
      return replayed(reply, made.status, made.body);
    }
    if (begun.kind === 'in-progress') throw new IdempotencyInProgressException();
    let body: T;
    try {
      body = await handle(begun.resourceId ?? undefined);
    } catch (error) {
      await this.store.release(userId, key).catch(() => undefined);
      throw error;
    }
    // The status the handler answered with (Nest sets a route's default before the handler runs).
    await this.store.complete(userId, key, reply.statusCode, body);
    return body;
  }
}

function replayed<T>(reply: FastifyReply, status: number, body: T): T {
  reply.status(status).header('Idempotent-Replayed', 'true');
  return body;
}
