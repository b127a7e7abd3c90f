import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, mergeMap, Observable, throwError } from 'rxjs';
import { SandboxAccounts } from '../accounts/sandbox-accounts.service';
import { FaultType, SandboxFaults } from '../../trading';
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
 * Answers an account's /v1 calls with its scripted fault while one is due. Runs after the
 * API-key guard (authenticated, within the real rate limit, in scope) and only for the
 * account's owner, so a fault tells nobody else the account exists; before idempotency, so a
 * faulted call stores nothing and its retry runs for real.
 */
@Injectable()
export class ScriptedFaultInterceptor implements NestInterceptor {
  constructor(
    private readonly faults: SandboxFaults,
    private readonly accounts: SandboxAccounts,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const accountId = request.apiKey ? ACCOUNT_CALL.exec(request.url)?.[1] : undefined;
    if (!accountId) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.due(request.apiKey!.userId, accountId.toLowerCase())).pipe(
      mergeMap((fault) => {
        if (!fault) return next.handle();
        if (fault !== 'connection_broken') reply.header('Retry-After', RETRY_AFTER_SECONDS);
        return throwError(ANSWER[fault]);
      }),
    );
  }

  private async due(userId: number, accountId: string): Promise<FaultType | null> {
    if (!(await this.faults.mayBeDue(accountId))) return null;
    // Not the owner's call: the fault is not theirs to see, nor to spend (a 404, as without one).
    await this.accounts.assertOwned(userId, accountId);
    return this.faults.take(accountId);
  }
}
