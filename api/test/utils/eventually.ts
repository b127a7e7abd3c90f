/**
 * Retries `check` until it stops throwing, for work done off the request path (deliveries,
 * batched writes, cross-instance notices); throws its last error once `timeoutMs` has passed.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
