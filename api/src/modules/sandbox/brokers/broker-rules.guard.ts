import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SandboxAccounts } from '../accounts/sandbox-accounts.service';
import { BrokerRateLimitedException } from './brokers.errors';
import { BrokerThrottles } from './broker-throttles';

/** A call about one account (its control calls aside: clock, prices and faults steer the sandbox, not the broker). */
const ACCOUNT_CALL = /^\/v1\/accounts\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/(?!clock|prices|faults)[^?]*)?(?:\?.*)?$/i;

/**
 * The account's broker's limit on calls about the account (capabilities.rateLimitPerMinute,
 * meridian's 60), read from its profile: no broker is named here. Every call counts, as at the
 * broker, bad ones too. After the API-key guard (authenticated, within the key's limit, in scope)
 * and the scripted fault; only for the account's owner, so a limit tells nobody else the account
 * exists. Order writes have their own throttle, charged by the order routes (BrokerThrottles).
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
    const limit = broker.capabilities.rateLimitPerMinute;
    if (limit === null) return true;
    const rate = await this.throttles.take('rateLimitPerMinute', accountId, limit);
    if (rate.allowed) return true;
    context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', rate.resetSeconds);
    throw new BrokerRateLimitedException(broker, limit);
  }
}
