import { nextAttemptAt, parseRetryAfter } from './retry-schedule';
import type { SendResult } from './webhook-sender';

export interface AttemptOutcome {
  status: 'succeeded' | 'failed' | 'pending';
  nextAttemptAt: Date | null;
  /** Why the endpoint is disabled now, or null. */
  disableEndpoint: string | null;
}

/** What one answer means for its delivery: 2xx done, 410 stop for good, anything else try again on schedule. */
export function attemptOutcome(result: SendResult, attemptsMade: number, now: Date): AttemptOutcome {
  const code = result.statusCode;
  if (code !== null && code >= 200 && code < 300) return { status: 'succeeded', nextAttemptAt: null, disableEndpoint: null };
  if (code === 410) return { status: 'failed', nextAttemptAt: null, disableEndpoint: 'The endpoint answered 410 Gone' };
  const next = nextAttemptAt(attemptsMade, now, parseRetryAfter(result.retryAfter, now));
  return { status: next ? 'pending' : 'failed', nextAttemptAt: next, disableEndpoint: null };
}
