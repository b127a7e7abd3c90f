import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import { IdempotencyInProgressException, IdempotencyKeyReusedException, InvalidIdempotencyKeyException } from '../sandbox.errors';
import { IdempotencyStore } from './idempotency.store';
import { requestFingerprint } from './request-fingerprint';

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on a /v1 POST, with Stripe's semantics: the same key and request replay
 * the stored status and body (`Idempotent-Replayed: true`); the same key with another request
 * is a 409 IDEMPOTENCY.KEY_REUSED, and while the first is still running a 409
 * IDEMPOTENCY.IN_PROGRESS. Runs after the API-key guard: keys belong to a developer.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly store: IdempotencyStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || !request.apiKey) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) return throwError(() => new InvalidIdempotencyKeyException());
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const userId = request.apiKey.userId;
    const fingerprint = requestFingerprint(request.method, request.url.split('?', 1)[0], request.body);
    return from(this.store.begin(userId, key, fingerprint)).pipe(
      mergeMap((begun) => {
        if (begun.kind === 'reused') return throwError(() => new IdempotencyKeyReusedException());
        if (begun.kind === 'in-progress') return throwError(() => new IdempotencyInProgressException());
        if (begun.kind === 'replay') {
          reply.status(begun.status).header('Idempotent-Replayed', 'true');
          return of(begun.body);
        }
        return next.handle().pipe(
          mergeMap(async (body) => {
            await this.store.complete(userId, key, reply.statusCode, body);
            return body;
          }),
          catchError(async (error) => {
            await this.store.release(userId, key).catch(() => undefined);
            throw error;
          }),
        );
      }),
    );
  }
}
