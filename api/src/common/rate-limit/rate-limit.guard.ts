import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RawHeaderList } from '../http/answer-headers';
import type { RateDecision } from './leased-rate-limiter';
import { RATE_LIMIT_KEY, RateLimitName } from './rate-limit.decorator';
import { RATE_LIMIT_RULES, RateLimitRules } from './rate-limit.rules';
import { TooManyRequestsException } from './too-many-requests.exception';

/**
 * Counts each request against the limits its route opted into (`@RateLimit`), sets the
 * X-RateLimit-* headers, and refuses with a 429 and Retry-After once a limit is reached.
 * Synchronous while this instance holds leased calls (one call in `leaseSize(limit)` awaits a
 * lease), and each route's limits are looked up once: it runs on every trading call, and
 * @nestjs/throttler's guard (awaits and metadata reads per limit and request) measured as a
 * fifth of the CPU of a small API call.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly namesByHandler = new WeakMap<object, readonly RateLimitName[]>();

  constructor(@Inject(RATE_LIMIT_RULES) private readonly rules: RateLimitRules) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const names = this.namesOf(context);
    if (names.length === 0) return true;
    const http = context.switchToHttp();
    return this.count(names, 0, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  /** Counts the request against `names` from `from` on: synchronously until a limit must lease calls. */
  private count(names: readonly RateLimitName[], from: number, request: FastifyRequest, reply: FastifyReply): boolean | Promise<boolean> {
    for (let i = from; i < names.length; i += 1) {
      const rule = this.rules[names[i]];
      const bucket = `${names[i]}:${rule.trackerOf(request)}`;
      const decision = rule.limiter.decideNow(bucket);
      if (!decision) {
        return rule.limiter.take(bucket).then((leased) => {
          this.answer(leased, rule.headerSuffix, reply);
          return this.count(names, i + 1, request, reply);
        });
      }
      this.answer(decision, rule.headerSuffix, reply);
    }
    return true;
  }

  private answer(decision: RateDecision, suffix: string, reply: FastifyReply): void {
    if (!decision.allowed) {
      reply.header(`Retry-After${suffix}`, decision.resetSeconds);
      throw new TooManyRequestsException();
    }
    reply.headers(allowedHeaders(decision, suffix));
  }

  /** The limits a route opted into: on its handler, else on its controller. */
  private namesOf(context: ExecutionContext): readonly RateLimitName[] {
    const handler = context.getHandler();
    let names = this.namesByHandler.get(handler);
    if (!names) {
      names = (Reflect.getMetadata(RATE_LIMIT_KEY, handler) ?? Reflect.getMetadata(RATE_LIMIT_KEY, context.getClass()) ?? []) as RateLimitName[];
      this.namesByHandler.set(handler, names);
    }
    return names;
  }
}

/** The X-RateLimit-* names of each suffix, made once: a name computed in an object literal costs a runtime call per header and call. */
const namesBySuffix = new Map<string, readonly [limit: string, remaining: string, reset: string]>();
function headerNames(suffix: string): readonly [string, string, string] {
  let names = namesBySuffix.get(suffix);
  if (!names) namesBySuffix.set(suffix, (names = [`X-RateLimit-Limit${suffix}`, `X-RateLimit-Remaining${suffix}`, `X-RateLimit-Reset${suffix}`]));
  return names;
}

/** The headers of an allowed call: its limit, the calls left and the seconds until the window resets. */
export function allowedHeaders(decision: RateDecision, suffix: string): Record<string, number> {
  const [limit, remaining, reset] = headerNames(suffix);
  const headers: Record<string, number> = {};
  headers[limit] = decision.limit;
  headers[remaining] = decision.remaining;
  headers[reset] = decision.resetSeconds;
  return headers;
}

/** The same headers as a list a raw answer adds to its own (docs/decisions/raw-answer-headers-as-a-list.md). */
export function allowedHeaderList(decision: RateDecision, suffix: string): RawHeaderList {
  const [limit, remaining, reset] = headerNames(suffix);
  return [limit, decision.limit, remaining, decision.remaining, reset, decision.resetSeconds];
}

/**
 * For a request answered outside Nest (a raw route): counts a call against rule `name` for
 * `tracker` and answers its headers when it is allowed, at once while this instance holds
 * leased calls, else once a lease came back. A refusal counts nothing and answers undefined:
 * the request should then take the usual way, where the guard refuses it (its 429 body and
 * Retry-After).
 */
export function countIfAllowed(rules: RateLimitRules, name: RateLimitName, tracker: string): RawHeaderList | undefined | Promise<RawHeaderList | undefined> {
  const rule = rules[name];
  const bucket = `${name}:${tracker}`;
  const headersIfAllowed = (decision: RateDecision) => (decision.allowed ? allowedHeaderList(decision, rule.headerSuffix) : undefined);
  const decision = rule.limiter.decideNow(bucket);
  return decision ? headersIfAllowed(decision) : rule.limiter.take(bucket).then(headersIfAllowed);
}
