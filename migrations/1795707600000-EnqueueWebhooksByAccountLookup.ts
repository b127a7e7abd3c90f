import { MigrationInterface, QueryRunner } from 'typeorm';

/** A webhook body, Standard Webhooks' {type, timestamp, data}, written as text around the stored payload's own text (`ev` an event row). */
const WEBHOOK_BODY = `'{"type":' || to_json(ev.type::text)::text
  || ',"timestamp":"' || to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  || '","data":' || ev.payload::text || '}'`;

/** The trigger with the join it had since StoreEventsInThePublicShape (for down). */
const JOINING_TRIGGER = `
  CREATE OR REPLACE FUNCTION "webhook_enqueue_trading_events"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE queued integer;
  BEGIN
    WITH added AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_type, account_id, sequence, body, next_attempt_at, created_at)
      SELECT e.id, ev.type, ev.account_id, ev.seq, ${WEBHOOK_BODY}, LEAST(ev.created_at, now()), LEAST(ev.created_at, now())
      FROM inserted_events ev
      JOIN demo_accounts a ON a.id = ev.account_id AND a.owner_user_id IS NOT NULL
      JOIN webhook_endpoints e ON e.owner_id = a.owner_user_id AND e.disabled_at IS NULL AND ev.type = ANY (e.events)
      RETURNING 1)
    SELECT count(*) INTO queued FROM added;
    IF queued > 0 THEN PERFORM pg_notify('webhook_deliveries_due', ''); END IF;
    RETURN NULL;
  END $$`;

/**
 * The trigger finds each new event's account by its key, one lookup per event, and the owner's
 * endpoints by their index. Joined as before, the planner hashed the few new events and read
 * every demo account to probe them (a small table, or one whose statistics were taken when it
 * was): a sequential scan of demo_accounts on every order, its dead row versions included, since
 * every order updates its account. `OFFSET 0` keeps each lateral lookup a lookup (the planner
 * cannot pull it up into a join of its own choosing).
 */
const LOOKING_UP_TRIGGER = `
  CREATE OR REPLACE FUNCTION "webhook_enqueue_trading_events"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE queued integer;
  BEGIN
    WITH added AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_type, account_id, sequence, body, next_attempt_at, created_at)
      SELECT e.id, ev.type, ev.account_id, ev.seq, ${WEBHOOK_BODY}, LEAST(ev.created_at, now()), LEAST(ev.created_at, now())
      FROM inserted_events ev
      CROSS JOIN LATERAL (SELECT a.owner_user_id FROM demo_accounts a WHERE a.id = ev.account_id OFFSET 0) a
      CROSS JOIN LATERAL (
        SELECT e.id, e.events FROM webhook_endpoints e WHERE e.owner_id = a.owner_user_id AND e.disabled_at IS NULL OFFSET 0
      ) e
      WHERE ev.type = ANY (e.events)
      RETURNING 1)
    SELECT count(*) INTO queued FROM added;
    IF queued > 0 THEN PERFORM pg_notify('webhook_deliveries_due', ''); END IF;
    RETURN NULL;
  END $$`;

export class EnqueueWebhooksByAccountLookup1795707600000 implements MigrationInterface {
  name = 'EnqueueWebhooksByAccountLookup1795707600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(LOOKING_UP_TRIGGER);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(JOINING_TRIGGER);
  }
}
