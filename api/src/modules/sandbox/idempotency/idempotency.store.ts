import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Where a request with a key stands: `resourceId` is the id of what it creates, chosen when the key was first reserved. */
export type Begun =
  | { kind: 'new'; resourceId: string | null }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'reused' }
  | { kind: 'in-progress'; resourceId: string | null };

/**
 * A reservation left by a request that never finished (its instance died) is taken over after
 * this, by the same request only; one whose request names what it creates (an order's id) after
 * far less, since a takeover then finds what the first attempt made instead of making it again.
 */
const ABANDONED_AFTER_SECONDS = 60;
const ABANDONED_WITH_RESOURCE_AFTER_SECONDS = 10;

/** Idempotency keys in Postgres, so a retry reaching another instance is recognised too. */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Reserves the key for this request (with `resourceId`, the id of what it will create), or
   * says what became of the request that reserved it. Taking over an abandoned reservation keeps
   * its resource id: the retry creates (or finds) the very thing the first attempt meant to.
   */
  async begin(userId: number, key: string, fingerprint: string, resourceId: string | null = null): Promise<Begun> {
    const reserved: { resource_id: string | null }[] = await this.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, resource_id) VALUES ($1, $2, $3, $4::uuid)
       ON CONFLICT (user_id, key) DO UPDATE SET created_at = now()
         WHERE idempotency_keys.status IS NULL AND idempotency_keys.request_hash = EXCLUDED.request_hash
           AND idempotency_keys.created_at < now() - make_interval(secs => CASE WHEN idempotency_keys.resource_id IS NULL THEN $5::int ELSE $6::int END)
       RETURNING resource_id`,
      [userId, key, fingerprint, resourceId, ABANDONED_AFTER_SECONDS, ABANDONED_WITH_RESOURCE_AFTER_SECONDS],
    );
    if (reserved.length) return { kind: 'new', resourceId: reserved[0].resource_id };
    const [row] = await this.dataSource.query('SELECT request_hash, status, response, resource_id FROM idempotency_keys WHERE user_id = $1 AND key = $2', [
      userId,
      key,
    ]);
    // Gone in between (the first request failed and let the key go): this one may run.
    if (!row) return this.begin(userId, key, fingerprint, resourceId);
    if (row.request_hash !== fingerprint) return { kind: 'reused' };
    if (row.status === null) return { kind: 'in-progress', resourceId: row.resource_id };
    return { kind: 'replay', status: row.status, body: row.response === null ? undefined : JSON.parse(row.response as string) };
  }

  /**
   * Keeps the answer, the first one given (a takeover may answer too). The body is stored as its
   * JSON text, so a replay is byte for byte the same.
   */
  async complete(userId: number, key: string, status: number, body: unknown): Promise<void> {
    await this.dataSource.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE user_id = $1 AND key = $2 AND status IS NULL', [
      userId,
      key,
      status,
      body === undefined ? null : JSON.stringify(JSON.stringify(body)),
    ]);
  }

  /**
   * A request that failed keeps no answer: the same key may be retried (Stripe keeps 5xx; we
   * prefer a retry). One that names what it creates stays reserved, free for the same request to
   * take over at once: whatever the failure, its retry cannot create a second one.
   */
  async release(userId: number, key: string): Promise<void> {
    await this.dataSource.query(
      `WITH freed AS (UPDATE idempotency_keys SET created_at = now() - interval '1 day' WHERE user_id = $1 AND key = $2 AND status IS NULL AND resource_id IS NOT NULL)
       DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL AND resource_id IS NULL`,
      [userId, key],
    );
  }

  /** Keys live 24 h; they go a day later. */
  async removeExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'`);
  }
}
