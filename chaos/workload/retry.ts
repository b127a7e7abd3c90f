import type { Attempt } from '../checker/history';
import type { Answer } from '../client/http';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a careful client does with an unanswered call: ask again, the same way, until answered. */
const ANSWER_PENDING = /IDEMPOTENCY\.IN_PROGRESS/;

/**
 * Runs `attempt` until it is answered: an ok, or a refusal other than "still in progress" or
 * "rate limited" (both asked again a little later); unanswered calls are retried at once. Each
 * attempt is pushed to `attempts` as it ends (so an operation still retrying at the end of the
 * run is recorded as far as it got). Gives up at `deadline`.
 */
export async function untilAnswered(
  attempt: () => Promise<{ attempt: Attempt; answer?: Answer }>,
  attempts: Attempt[],
  deadline: number,
): Promise<Answer | undefined> {
  for (;;) {
    const result = await attempt();
    attempts.push(result.attempt);
    const { outcome } = result.attempt;
    if (outcome === 'ok') return result.answer;
    const later = result.answer?.status === 429 || (result.answer?.status === 409 && ANSWER_PENDING.test(result.answer.body));
    if (outcome === 'failed' && !later) return result.answer;
    if (Date.now() > deadline) return result.answer;
    await sleep(later ? 2000 : 300);
  }
}
