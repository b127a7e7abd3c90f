import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** A stable 63-bit lock id from a readable name, so every instance agrees on it. */
export function lockIdFor(name: string): string {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 16)}`)).toString();
}

/**
 * Runs `work` only if no other instance holds the named lock right now, and reports whether
 * it ran. Scheduled jobs use it so N instances behind a load balancer do the work once.
 * The lock is session-level on one pooled connection, released when `work` settles.
 */
export async function runExclusively<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<{ ran: boolean; result?: T }> {
  const runner = dataSource.createQueryRunner();
  const id = lockIdFor(name);
  try {
    await runner.connect();
    const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [id]);
    if (!locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1::bigint)', [id]);
    }
  } finally {
    await runner.release();
  }
}
