import { MigrationInterface, QueryRunner } from 'typeorm';

/** The copying trigger of StoreEventsInThePublicShape, a delivery's first attempt due at `due` (an expression over `ev`, `e`). */
const enqueueWebhooks = (due: string) => `
  CREATE OR REPLACE FUNCTION "webhook_enqueue_trading_events"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE queued integer;
  BEGIN
    WITH added AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_type, account_id, sequence, body, next_attempt_at, created_at)
      SELECT e.id, ev.type, ev.account_id, ev.seq,
        '{"type":' || to_json(ev.type::text)::text
          || ',"timestamp":"' || to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          || '","data":' || ev.payload::text || '}',
        ${due}, LEAST(ev.created_at, now())
      FROM inserted_events ev
      JOIN demo_accounts a ON a.id = ev.account_id AND a.owner_user_id IS NOT NULL
      JOIN webhook_endpoints e ON e.owner_id = a.owner_user_id AND e.disabled_at IS NULL AND ev.type = ANY (e.events)
      RETURNING 1)
    SELECT count(*) INTO queued FROM added;
    IF queued > 0 THEN PERFORM pg_notify('webhook_deliveries_due', ''); END IF;
    RETURN NULL;
  END $$`;

/**
 * Deliveries of one endpoint and account go in sequence order
 * (docs/decisions/webhooks-in-sequence-per-account.md). A delivery queued behind a pending one of
 * its endpoint and account waits with no next_attempt_at, out of the due index's range, so a claim
 * never scans the ones waiting; the attempt that finishes the one before it makes it due. Only the
 * first of a statement's events per endpoint is due at once, and only if none of its account is
 * pending already (an account's changes commit one at a time: its row lock is held). The index
 * answers "is an earlier one pending" and "which is next" in one look-up.
 */
export class SendWebhooksInSequencePerAccount1795700100000 implements MigrationInterface {
  name = 'SendWebhooksInSequencePerAccount1795700100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_pending_sequence" ON "webhook_deliveries" ("endpoint_id", "account_id", "sequence") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      enqueueWebhooks(`CASE WHEN ev.seq = min(ev.seq) OVER (PARTITION BY e.id, ev.account_id)
          AND NOT EXISTS (SELECT FROM webhook_deliveries p WHERE p.endpoint_id = e.id AND p.account_id = ev.account_id AND p.status = 'pending')
        THEN LEAST(ev.created_at, now()) END`),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Deliveries left waiting are due: without the order, nothing would make them so.
    await queryRunner.query(`UPDATE webhook_deliveries SET next_attempt_at = created_at WHERE status = 'pending' AND next_attempt_at IS NULL`);
    await queryRunner.query(enqueueWebhooks('LEAST(ev.created_at, now())'));
    await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_pending_sequence"`);
  }
}
