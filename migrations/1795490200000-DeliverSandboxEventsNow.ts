import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sandbox account's events carry its clock's time, which may be days ahead of the real one
 * (the clock was advanced): their webhook deliveries are due at once, not at that time. Queued
 * at the earlier of the event's time and now; the body keeps the event's own timestamp.
 */
export class DeliverSandboxEventsNow1795490200000 implements MigrationInterface {
  name = 'DeliverSandboxEventsNow1795490200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
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
              'data', jsonb_build_object('accountId', ev.account_id, 'sequence', ev.seq) || ev.payload)::text,
            LEAST(ev.created_at, now()), LEAST(ev.created_at, now())
          FROM events ev
          JOIN demo_accounts a ON a.id = ev.account_id AND a.owner_user_id IS NOT NULL
          JOIN webhook_endpoints e ON e.owner_id = a.owner_user_id AND e.disabled_at IS NULL AND ev.type = ANY (e.events)
          RETURNING 1)
        SELECT count(*) INTO queued FROM added;
        IF queued > 0 THEN PERFORM pg_notify('webhook_deliveries_due', ''); END IF;
        RETURN NULL;
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
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
              'data', jsonb_build_object('accountId', ev.account_id, 'sequence', ev.seq) || ev.payload)::text,
            ev.created_at, ev.created_at
          FROM events ev
          JOIN demo_accounts a ON a.id = ev.account_id AND a.owner_user_id IS NOT NULL
          JOIN webhook_endpoints e ON e.owner_id = a.owner_user_id AND e.disabled_at IS NULL AND ev.type = ANY (e.events)
          RETURNING 1)
        SELECT count(*) INTO queued FROM added;
        IF queued > 0 THEN PERFORM pg_notify('webhook_deliveries_due', ''); END IF;
        RETURN NULL;
      END $$`);
  }
}
