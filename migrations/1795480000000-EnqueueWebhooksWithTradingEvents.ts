import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The webhook outbox, fed by the database itself: every statement that inserts trading events,
 * whichever code path runs it (a ledger commit, a reset, anything added later), queues one
 * delivery per event and per endpoint of the account's owner that wants it, inside the same
 * transaction, so an event never commits without its deliveries. Demo accounts have no owner
 * and nothing is queued. Public event names: the ledger's account.changed / position.changed
 * are account.updated / position.updated (SANDBOX.md "Webhooks"). The body is built once and
 * stored, so every attempt signs and sends the same bytes. A NOTIFY wakes the workers.
 */
export class EnqueueWebhooksWithTradingEvents1795480000000 implements MigrationInterface {
  name = 'EnqueueWebhooksWithTradingEvents1795480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "webhook_enqueue_trading_events"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(`
      CREATE TRIGGER "trading_events_enqueue_webhooks" AFTER INSERT ON "trading_events"
      REFERENCING NEW TABLE AS inserted_events FOR EACH STATEMENT EXECUTE FUNCTION "webhook_enqueue_trading_events"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trading_events_enqueue_webhooks" ON "trading_events"`);
    await queryRunner.query(`DROP FUNCTION "webhook_enqueue_trading_events"()`);
  }
}
