import { MigrationInterface, QueryRunner } from 'typeorm';

/** The webhook trigger as DeliverSandboxEventsNow left it, its payload read as `payload` (jsonb) or `payload::jsonb` (json). */
const enqueueWebhooks = (payload: string) => `
  CREATE OR REPLACE FUNCTION "webhook_enqueue_trading_events"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE queued integer;
  BEGIN
    WITH events AS (
      SELECT ev.account_id, ev.seq, ev.payload, ev.created_at,
        CASE ev.type WHEN 'account.changed' THEN 'account.updated' WHEN 'position.changed' THEN 'position.updated' ELSE ev.type END AS type
      FROM inserted_events ev
    ), added AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_type, account_id, sequence, body, next_attempt_at, created_at)
      SELECT e.id, ev.type, ev.account_id, ev.seq,
        jsonb_build_object(
          'type', ev.type,
          'timestamp', to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'data', jsonb_build_object('accountId', ev.account_id, 'sequence', ev.seq) || ${payload})::text,
        LEAST(ev.created_at, now()), LEAST(ev.created_at, now())
      FROM events ev
      JOIN demo_accounts a ON a.id = ev.account_id AND a.owner_user_id IS NOT NULL
      JOIN webhook_endpoints e ON e.owner_id = a.owner_user_id AND e.disabled_at IS NULL AND ev.type = ANY (e.events)
      RETURNING 1)
    SELECT count(*) INTO queued FROM added;
    IF queued > 0 THEN PERFORM pg_notify('webhook_deliveries_due', ''); END IF;
    RETURN NULL;
  END $$`;

/**
 * An event's payload is kept as the ledger wrote it (json) rather than rebuilt as jsonb. Nothing
 * queries inside a payload: it is written once and read back whole, by streams and replays,
 * which parse it in the app either way. Building jsonb was the largest part of Postgres's time
 * in a set price crossing a hundred limits (a hundred 700-byte payloads, every key copied and
 * sorted); a json value is only scanned. Only a webhook's body still needs jsonb, and the trigger
 * converts just the events that have an endpoint to go to. Replays now give an event's keys in
 * the order the live event had them.
 */
export class StoreEventPayloadsAsWritten1795490500000 implements MigrationInterface {
  name = 'StoreEventPayloadsAsWritten1795490500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_events" ALTER COLUMN "payload" TYPE json USING "payload"::json`);
    await queryRunner.query(enqueueWebhooks('ev.payload::jsonb'));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_events" ALTER COLUMN "payload" TYPE jsonb USING "payload"::jsonb`);
    await queryRunner.query(enqueueWebhooks('ev.payload'));
  }
}
