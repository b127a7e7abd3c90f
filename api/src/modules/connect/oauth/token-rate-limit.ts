import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../../common/rate-limit';
import { LeasedRateLimiter, type RateDecision } from '../../../common/rate-limit/leased-rate-limiter';
import { OAUTH_PATH } from '../connect.config';

const TOKEN_PATH = `${OAUTH_PATH}/token`;

/**
 * The token endpoint's allowance per client address (RATE_LIMIT_OAUTH_TOKEN_PER_MINUTE), counted
 * once across instances by the limiter every /v1 limit uses. The endpoint is oidc-provider's, not
 * a Nest route, so the check runs in the hook that hands it over: a 429 with Retry-After and an
 * RFC 6749 §5.2-shaped body beside the house error fields, before the provider reads the body.
 */
export class TokenRateLimit {
  constructor(private readonly limiter: LeasedRateLimiter) {}

  static applies(request: FastifyRequest): boolean {
    return request.method === 'POST' && (request.url === TOKEN_PATH || request.url.startsWith(`${TOKEN_PATH}?`));
  }

  /** True when the call may go on (headers set); false when the 429 has been sent. */
  async admit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const bucket = `oauth-token:${clientAddressKey(request.ip)}`;
    const decision: RateDecision = this.limiter.decideNow(bucket) ?? (await this.limiter.take(bucket));
    if (decision.allowed) {
      // The reply is hijacked (the provider writes to the raw response): the headers go there.
      reply.raw.setHeader('X-RateLimit-Limit', decision.limit);
      reply.raw.setHeader('X-RateLimit-Remaining', decision.remaining);
      reply.raw.setHeader('X-RateLimit-Reset', decision.resetSeconds);
      return true;
    }
    const message = `Too many token requests from this address: retry after ${decision.resetSeconds} s.`;
    reply.raw.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(decision.resetSeconds), 'cache-control': 'no-store' });
    reply.raw.end(
      JSON.stringify({
        error: 'temporarily_unavailable',
        error_description: message,
        statusCode: 429,
        code: 'RATE_LIMITED',
        message,
        correlationId: request.id,
      }),
    );
    return false;
  }
}
