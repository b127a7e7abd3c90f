import { isDatabaseUnavailable } from '../../../common/errors';

/** Below the queue's 120 s job expiry, after which pg-boss would hand the job out again. */
const RETRY_FOR_MS = 90_000;
const RETRY_EVERY_MS = 1000;

/**
 * Retries a write about a delivery while the database is unreachable (a restart, a blip), for
 * up to RETRY_FOR_MS: what was sent must be recorded as sent, and a failure as a failure, or
 * the lead would be sent twice or wait for its job to expire.
 */
export async function untilStored<T>(write: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + RETRY_FOR_MS;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }
}
