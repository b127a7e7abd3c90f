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
   * one endpoint and account go in sequence order: the next waits, with no next_attempt_at (out
   * of the due index's range), until the one before it succeeded or gave up
   * (docs/decisions/webhooks-in-sequence-per-account.md). The NOT EXISTS holds the order for a
   * head made due out of turn (a replay of an older one).
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    // An UPDATE answers [rows, count].
    const [rows] = await this.dataSource.query(
      `WITH due AS (
         SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.status = 'pending' AND d.next_attempt_at IS NOT NULL AND (d.round_attempts = 0 OR d.next_attempt_at <= $1)
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

  /**
   * The next delivery of a finished one's endpoint and account, claimed at once if it is due and
   * nobody holds it: a backlog of one account drains one indexed look-up per delivery, with no scan.
   */
  async claimNextInSequence(after: ClaimedDelivery, now: Date, leaseMs: number): Promise<ClaimedDelivery | undefined> {
    const [rows] = await this.dataSource.query(
      `WITH head AS (
         SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 AND account_id = $2 AND status = 'pending' ORDER BY sequence LIMIT 1)
       UPDATE webhook_deliveries d SET locked_until = now() + $4 * interval '1 millisecond'
       FROM head, webhook_endpoints e WHERE d.id = head.id AND e.id = d.endpoint_id AND e.disabled_at IS NULL AND d.status = 'pending'
         AND (d.round_attempts = 0 OR d.next_attempt_at <= $3) AND (d.locked_until IS NULL OR d.locked_until < now())
       RETURNING ${CLAIMED}`,
      [after.endpointId, after.accountId, now, leaseMs],
    );
    return (rows as ClaimedDelivery[])[0];
  }

  /** Deletes finished deliveries (with their attempts) last touched before `cutoff`; returns how many. */
  async removeFinishedBefore(cutoff: Date): Promise<number> {
    const [, count] = await this.dataSource.query(`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND updated_at < $1`, [cutoff]);
    return count as number;
  }

  /** The attempt, the delivery's new state and (after a 410) the endpoint's, in one statement. */
  async recordAttempt(a: AttemptRecord): Promise<void> {
    try {
      await this.write(a);
    } catch (error) {
      // The endpoint was deleted during the attempt, its deliveries with it: nothing left to record.
      if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
    }
  }

  private async write(a: AttemptRecord): Promise<void> {
    await this.dataSource.query(
      `WITH attempt AS (
         INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, error, duration_ms, response_excerpt, next_attempt_at)
         SELECT $1, $3, $4, $5, $6, $7, $9 WHERE EXISTS (SELECT FROM webhook_deliveries WHERE id = $1)),
       delivery AS (
         UPDATE webhook_deliveries SET status = $8, attempt_count = attempt_count + 1, round_attempts = round_attempts + 1,
           next_attempt_at = $9, locked_until = NULL, updated_at = now() WHERE id = $1),
       endpoint AS (
         UPDATE webhook_endpoints SET disabled_at = $3, disabled_reason = $10, updated_at = now()
         WHERE id = $2 AND $10::varchar IS NOT NULL AND disabled_at IS NULL),
       -- Finished (not to be retried): the next of its endpoint and account is due now.
       promoted AS (
         UPDATE webhook_deliveries n SET next_attempt_at = $3
         WHERE n.id = (
           SELECT s.id FROM webhook_deliveries s JOIN webhook_deliveries me ON me.id = $1
           WHERE s.endpoint_id = me.endpoint_id AND s.account_id = me.account_id AND s.status = 'pending' AND s.sequence > me.sequence
           ORDER BY s.sequence LIMIT 1)
           AND n.next_attempt_at IS NULL AND $8 <> 'pending' AND $10::varchar IS NULL),
       -- A disabled endpoint's other waiting deliveries will never be sent: say so rather than leave them pending.
       abandoned AS (
         UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, updated_at = now()
         WHERE endpoint_id = $2 AND $10::varchar IS NOT NULL AND status = 'pending' AND id <> $1)
       SELECT 1`,
      [a.deliveryId, a.endpointId, a.attemptedAt, a.statusCode, a.error, a.durationMs, a.responseExcerpt, a.status, a.nextAttemptAt, a.disableEndpoint],
    );
  }
}
