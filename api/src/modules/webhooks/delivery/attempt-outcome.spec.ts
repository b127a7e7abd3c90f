import { attemptOutcome } from './attempt-outcome';
import type { SendResult } from './webhook-sender';

const answer = (statusCode: number | null, retryAfter?: string): SendResult => ({ statusCode, retryAfter, error: null, durationMs: 1, responseExcerpt: null });
const now = new Date('2026-11-23T12:00:00Z');

describe('what an answer means for its delivery', () => {
  it('any 2xx is a success', () => {
    for (const code of [200, 201, 202, 204, 299]) expect(attemptOutcome(answer(code), 1, now).status).toBe('succeeded');
  });

  it('410 fails the delivery and disables the endpoint', () => {
    expect(attemptOutcome(answer(410), 1, now)).toEqual({ status: 'failed', nextAttemptAt: null, disableEndpoint: 'The endpoint answered 410 Gone' });
  });

  it('a redirect, an error or no answer is retried on schedule, and given up after the eighth attempt', () => {
    for (const code of [301, 400, 500, 503, null])
      expect(attemptOutcome(answer(code), 1, now)).toMatchObject({ status: 'pending', nextAttemptAt: new Date(now.getTime() + 5000) });
    expect(attemptOutcome(answer(500), 8, now)).toEqual({ status: 'failed', nextAttemptAt: null, disableEndpoint: null });
  });

  it('a 429 with Retry-After waits as long as asked', () => {
    expect(attemptOutcome(answer(429, '60'), 1, now).nextAttemptAt).toEqual(new Date(now.getTime() + 60_000));
  });
});
