import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type Begun = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown } | { kind: 'reused' } | { kind: 'in-progress' };

/** A reservation left by a request that never finished (its instance died) is taken over after this. */
const ABANDONED_AFTER_SECONDS = 60;

/** Idempotency keys in Postgres, so a retry reaching another instance is recognised too. */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Reserves the key for this request, or says what became of the request that reserved it. */
  async begin(userId: number, key: string, fingerprint: string): Promise<Begun> {
    const reserved: unknown[] = await this.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, created_at = now()
         WHERE idempotency_keys.status IS NULL AND idempotency_keys.created_at < now() - make_interval(secs => $4)
       RETURNING 1`,
      [userId, key, fingerprint, ABANDONED_AFTER_SECONDS],
    );
    if (reserved.length) return { kind: 'new' };
    const [row] = await this.dataSource.query('SELECT request_hash, status, response FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
    // Gone in between (the first request failed and let the key go): this one may run.
    if (!row) return this.begin(userId, key, fingerprint);
    if (row.request_hash !== fingerprint) return { kind: 'reused' };
    if (row.status === null) return { kind: 'in-progress' };
    return { kind: 'replay', status: row.status, body: row.response === null ? undefined : JSON.parse(row.response as string) };
  }

  /** Keeps the answer. The body is stored as its JSON text, so a replay is byte for byte the same. */
  async complete(userId: number, key: string, status: number, body: unknown): Promise<void> {
    await this.dataSource.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE user_id = $1 AND key = $2', [
      userId,
      key,
      status,
      body === undefined ? null : JSON.stringify(JSON.stringify(body)),
    ]);
  }

  /** A request that failed keeps no answer: the same key may be retried (Stripe keeps 5xx; we prefer a retry). */
  async release(userId: number, key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL', [userId, key]);
  }

  /** Keys live 24 h; they go a day later. */
  async removeExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'`);
  }
}
