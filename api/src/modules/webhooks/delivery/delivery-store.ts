import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const FOREIGN_KEY_VIOLATION = '23503';
/** What a claim returns of a delivery (d) and its endpoint (e). */
const CLAIMED = `d.id, d.account_id AS "accountId", d.sequence, d.body, d.round_attempts AS "roundAttempts", e.id AS "endpointId", e.url, e.secret,
  e.previous_secret AS "previousSecret", e.previous_secret_expires_at AS "previousSecretExpiresAt"`;

/** A delivery claimed for one attempt, with what its endpoint needs to sign and send it. */
export interface ClaimedDelivery {
  id: string;
  /** The account and sequence number of the event it delivers; null for a test delivery. */
  accountId: string | null;
  sequence: string | null;
  body: string;
  roundAttempts: number;
  endpointId: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

export interface AttemptRecord {
  deliveryId: string;
  endpointId: string;
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseExcerpt: string | null;
  /** The headers the attempt was sent with. */
  requestHeaders: Record<string, string>;
  /** What the attempt decided: done, gone (the endpoint is disabled), or tried again at nextAttemptAt, or given up. */
  status: 'succeeded' | 'failed' | 'pending';
  nextAttemptAt: Date | null;
  disableEndpoint: string | null;
}

/**
 * The delivery queue's reads and writes. A claim leases due deliveries with SKIP LOCKED, so any
 * number of instances share the queue and none sends what another is sending; a lease that
 * outlives its holder (a crash mid-attempt) lapses and the delivery is sent again, same id.
 */
@Injectable()
export class DeliveryStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Due: never tried (a new event, a test, a replay: sent at once, whatever the clock says), or
   * its retry time has come; and first of its endpoint and account still pending. Deliveries of
   * one endpoint and account go in sequence order: the next waits until the one before it
   * succeeded or gave up (docs/decisions/webhooks-in-sequence-per-account.md).
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    // An UPDATE answers [rows, count].
    const [rows] = await this.dataSource.query(
      `WITH due AS (
         SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.status = 'pending' AND (d.round_attempts = 0 OR d.next_attempt_at <= $1)
           AND (d.locked_until IS NULL OR d.locked_until < now()) AND e.disabled_at IS NULL
           AND (d.account_id IS NULL OR NOT EXISTS (
             SELECT FROM webhook_deliveries p WHERE p.endpoint_id = d.endpoint_id AND p.account_id = d.account_id AND p.status = 'pending' AND p.sequence < d.sequence))
         ORDER BY d.next_attempt_at LIMIT $2 FOR UPDATE OF d SKIP LOCKED)
       UPDATE webhook_deliveries d SET locked_until = now() + $3 * interval '1 millisecond'
       FROM due, webhook_endpoints e WHERE d.id = due.id AND e.id = d.endpoint_id
       RETURNING ${CLAIMED}`,
      [now, limit, leaseMs],
    );
    return rows;
  }

  /** Deletes finished deliveries (with their attempts) last touched before `cutoff`; returns how many. */
  async removeFinishedBefore(cutoff: Date): Promise<number> {
    const [, count] = await this.dataSource.query(`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND updated_at < $1`, [cutoff]);
    return count as number;
  }

  /**
   * The attempt, the delivery's new state and (after a 410) the endpoint's, in one statement.
   * When the attempt finished the delivery (succeeded, or gave up), the next of its endpoint and
   * account is claimed for `leaseMs` in the same statement and returned: an account's backlog
   * drains at one statement per delivery (`leaseMs` null: none is claimed). One queued by a commit
   * this statement does not see yet is found by the claim that commit's notification starts.
   */
  async recordAttempt(a: AttemptRecord, of: ClaimedDelivery, leaseMs: number | null): Promise<ClaimedDelivery | undefined> {
    try {
      return await this.write(a, of, leaseMs);
    } catch (error) {
      // The endpoint was deleted during the attempt, its deliveries with it: nothing left to record.
      if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
      return undefined;
    }
  }

  private async write(a: AttemptRecord, of: ClaimedDelivery, leaseMs: number | null): Promise<ClaimedDelivery | undefined> {
    const rows: ClaimedDelivery[] = await this.dataSource.query(
      `WITH attempt AS (
         INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, error, duration_ms, response_excerpt, next_attempt_at, request_headers)
         SELECT $1, $3, $4, $5, $6, $7, $9, $14 WHERE EXISTS (SELECT FROM webhook_deliveries WHERE id = $1)),
       delivery AS (
         UPDATE webhook_deliveries SET status = $8, attempt_count = attempt_count + 1, round_attempts = round_attempts + 1,
           next_attempt_at = $9, locked_until = NULL, updated_at = now() WHERE id = $1),
       endpoint AS (
         UPDATE webhook_endpoints SET disabled_at = $3, disabled_reason = $10, updated_at = now()
         WHERE id = $2 AND $10::varchar IS NOT NULL AND disabled_at IS NULL),
       -- Finished (not to be retried): the next of its endpoint and account, if due and nobody holds it, is claimed.
       next AS (
         UPDATE webhook_deliveries d SET locked_until = now() + $13 * interval '1 millisecond'
         WHERE d.id = (
           SELECT s.id FROM webhook_deliveries s WHERE s.endpoint_id = $2 AND s.account_id = $11::uuid AND s.status = 'pending' AND s.sequence > $12::bigint
           ORDER BY s.sequence LIMIT 1)
           AND $8 <> 'pending' AND $10::varchar IS NULL AND $13::int IS NOT NULL
           AND (d.round_attempts = 0 OR d.next_attempt_at <= $3) AND (d.locked_until IS NULL OR d.locked_until < now())
           -- An older one pending again (a replay) goes first.
           AND NOT EXISTS (SELECT FROM webhook_deliveries p WHERE p.endpoint_id = $2 AND p.account_id = $11::uuid AND p.status = 'pending' AND p.sequence < d.sequence AND p.id <> $1)
         RETURNING d.*),
       -- A disabled endpoint's other waiting deliveries will never be sent: say so rather than leave them pending.
       abandoned AS (
         UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, updated_at = now()
         WHERE endpoint_id = $2 AND $10::varchar IS NOT NULL AND status = 'pending' AND id <> $1)
       SELECT ${CLAIMED} FROM next d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.disabled_at IS NULL`,
      [
        a.deliveryId,
        a.endpointId,
        a.attemptedAt,
        a.statusCode,
        a.error,
        a.durationMs,
        a.responseExcerpt,
        a.status,
        a.nextAttemptAt,
        a.disableEndpoint,
        of.accountId,
        of.sequence,
        leaseMs,
        JSON.stringify(a.requestHeaders),
      ],
    );
    return rows[0];
  }
}
