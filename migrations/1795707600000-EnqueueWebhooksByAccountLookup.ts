import { MigrationInterface, QueryRunner } from 'typeorm';

// The trigger as StoreEventsInThePublicShape left it (for down), and the body it writes.
import { COPYING_TRIGGER, WEBHOOK_BODY } from './1795700000000-StoreEventsInThePublicShape';

/** The accounts of the new events, each looked up once by its key, joined to their owners' enabled endpoints. */
export const TARGETS = `
      SELECT k.account_id, e.id AS endpoint_id, e.events
      FROM (SELECT DISTINCT account_id FROM inserted_events) k
      CROSS JOIN LATERAL (SELECT a.owner_user_id FROM demo_accounts a WHERE a.id = k.account_id OFFSET 0) a
      JOIN webhook_endpoints e ON e.owner_id = a.owner_user_id AND e.disabled_at IS NULL`;

/**
 * The trigger looks each account of the new events up once, by its key, and the owner's
 * endpoints by their index; only then does it take the events of the accounts that have endpoints.
 * Joined as before, the planner hashed the few new events and read every demo account to probe
 * them (a small table, or one whose statistics were taken when it was): a sequential scan of
 * demo_accounts on every order, its dead row versions included, since every order updates its
 * account. Looked up per event, a set price's statement (a hundred fills, two hundred events of
 * one account) would look its account up two hundred times. `OFFSET 0` keeps the lookup a lookup
 * (the planner cannot pull it up into a join of its own choosing), and MATERIALIZED keeps the
 * targets apart from the events (a plan that joined the events first would look up per event).
 * The trigger function's statements: the targets, then their deliveries.
 */
export const QUEUE_FOR_TARGETS = `
    WITH targets AS MATERIALIZED (${TARGETS}
    ), added AS (
      INSERT INTO webhook_deliveries (endpoint_id, event_type, account_id, sequence, body, next_attempt_at, created_at)
      SELECT t.endpoint_id, ev.type, ev.account_id, ev.seq, ${WEBHOOK_BODY}, LEAST(ev.created_at, now()), LEAST(ev.created_at, now())
      FROM targets t JOIN inserted_events ev ON ev.account_id = t.account_id AND ev.type = ANY (t.events)
      RETURNING 1)
    SELECT count(*) INTO queued FROM added;
    IF queued > 0 THEN PERFORM pg_notify('webhook_deliveries_due', ''); END IF;
    RETURN NULL;`;

/** The trigger function with these statements (a migration file exports no function: TypeORM would take it for a migration). */
export const LOOKING_UP_TRIGGER = `
  CREATE OR REPLACE FUNCTION "webhook_enqueue_trading_events"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE queued integer;
  BEGIN${QUEUE_FOR_TARGETS}
  END $$`;

export class EnqueueWebhooksByAccountLookup1795707600000 implements MigrationInterface {
  name = 'EnqueueWebhooksByAccountLookup1795707600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(LOOKING_UP_TRIGGER);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(COPYING_TRIGGER);
  }
}
