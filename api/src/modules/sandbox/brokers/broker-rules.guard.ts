import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SandboxAccounts } from '../accounts/sandbox-accounts.service';
import { BrokerRateLimitedException, OrderWritesThrottledException } from './brokers.errors';
import { BrokerThrottles } from './broker-throttles';

/** A call about one account (its control calls aside: clock, prices and faults steer the sandbox, not the broker). */
const ACCOUNT_CALL = /^\/v1\/accounts\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/(?!clock|prices|faults)[^?]*)?(?:\?.*)?$/i;
/** Placing and canceling are the broker's order writes (a preview writes nothing). */
const ORDER_WRITE = /^\/v1\/accounts\/[^/]+\/orders(?:\/[^/?]+)?(?:\?.*)?$/;
const isOrderWrite = (request: FastifyRequest) =>
  (request.method === 'POST' || request.method === 'DELETE') && ORDER_WRITE.test(request.url) && !request.url.includes('/orders/preview');

/**
 * The account's broker's own limits, read from its profile (no broker is named here): calls a
 * minute per account (meridian's 60) and order writes a minute per account (harborline's 10).
 * After the API-key guard (authenticated, within the key's limit, in scope) and the scripted
 * fault; only for the account's owner, so a limit tells nobody else the account exists.
 */
@Injectable()
export class BrokerRulesGuard implements CanActivate {
  constructor(
    private readonly accounts: SandboxAccounts,
    private readonly throttles: BrokerThrottles,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const accountId = request.apiKey ? ACCOUNT_CALL.exec(request.url)?.[1]?.toLowerCase() : undefined;
    if (!accountId) return true;
    const broker = await this.accounts.brokerOf(request.apiKey!.userId, accountId);
    const { rateLimitPerMinute, orderWritesPerMinute } = broker.capabilities;
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    if (rateLimitPerMinute !== null) {
      const rate = await this.throttles.take('rateLimitPerMinute', accountId, rateLimitPerMinute);
      if (!rate.allowed) {
        reply.header('Retry-After', rate.resetSeconds);
        throw new BrokerRateLimitedException(broker, rateLimitPerMinute);
      }
    }
    if (orderWritesPerMinute !== null && isOrderWrite(request)) {
      const rate = await this.throttles.take('orderWritesPerMinute', accountId, orderWritesPerMinute);
      if (!rate.allowed) {
        reply.header('Retry-After', rate.resetSeconds);
        throw new OrderWritesThrottledException(broker, orderWritesPerMinute);
      }
    }
    return true;
  }
}
