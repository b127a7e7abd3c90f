import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SandboxAccounts } from '../accounts/sandbox-accounts.service';
import { FaultType, SandboxFaults } from '../../simulator';
import { ScriptedBrokerUnavailableException, ScriptedConnectionBrokenException, ScriptedRateLimitException } from './sandbox-control.errors';

/** A call about one account; its control calls (clock, prices, faults) are never faulted, so a test can always steer. */
const ACCOUNT_CALL = /^\/v1\/accounts\/([0-9a-f-]{36})(?:\/(?!clock|prices|faults)[^?]*)?(?:\?.*)?$/i;
const RETRY_AFTER_SECONDS = 1;

const ANSWER: Record<FaultType, () => Error> = {
  rate_limited: () => new ScriptedRateLimitException(),
  broker_unavailable: () => new ScriptedBrokerUnavailableException(),
  connection_broken: () => new ScriptedConnectionBrokenException(),
};

/**
 * Answers an account's /v1 calls with its scripted fault while one is due. A guard placed after
 * the API-key guard (authenticated, within the real rate limit, in scope) and only for the
 * account's owner, so a fault tells nobody else the account exists; guards run before
 * interceptors, so a faulted call stores no idempotent reply and its retry runs for real.
 * A guard rather than an interceptor: Nest binds an async context for every interceptor of a
 * route, which cost the /v1 order path a measurable share of its CPU.
 */
@Injectable()
export class ScriptedFaultGuard implements CanActivate {
  constructor(
    private readonly faults: SandboxFaults,
    private readonly accounts: SandboxAccounts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const accountId = request.apiKey ? ACCOUNT_CALL.exec(request.url)?.[1] : undefined;
    if (!accountId) return true;
    const fault = await this.due(request.apiKey!.userId, accountId.toLowerCase());
    if (!fault) return true;
    if (fault !== 'connection_broken') context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', RETRY_AFTER_SECONDS);
    throw ANSWER[fault]();
  }

  private async due(userId: number, accountId: string): Promise<FaultType | null> {
    if (!(await this.faults.mayBeDue(accountId))) return null;
    // Not the owner's call: the fault is not theirs to see, nor to spend (a 404, as without one).
    await this.accounts.assertOwned(userId, accountId);
    return this.faults.take(accountId);
  }
}
