import { MigrationInterface, QueryRunner } from 'typeorm';

import { type Json, toDemoEvent, toPublicEvent } from './event-shape-conversions';

const BATCH = 2_000;

/** The webhook trigger as StoreEventPayloadsAsWritten left it (for down). */
const RESHAPING_TRIGGER = `
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
          'data', jsonb_build_object('accountId', ev.account_id, 'sequence', ev.seq) || ev.payload::jsonb)::text,
        LEAST(ev.created_at, now()), LEAST(ev.created_at, now())
      FROM events ev
      JOIN demo_accounts a ON a.id = ev.account_id AND a.owner_user_id IS NOT NULL
      JOIN webhook_endpoints e ON e.owner_id = a.owner_user_id AND e.disabled_at IS NULL AND ev.type = ANY (e.events)
      RETURNING 1)
    SELECT count(*) INTO queued FROM added;
    IF queued > 0 THEN PERFORM pg_notify('webhook_deliveries_due', ''); END IF;
    RETURN NULL;
  END $$`;

/** A webhook body, Standard Webhooks' {type, timestamp, data}, written as text around the stored payload's own text (`ev` an event row). */
export const WEBHOOK_BODY = `'{"type":' || to_json(ev.type::text)::text
  || ',"timestamp":"' || to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  || '","data":' || ev.payload::text || '}'`;

/** The trigger copies: the event is stored under its public name and in its public shape, so its data is the payload's text as written. */
export const COPYING_TRIGGER = `
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
 * One event shape, stored once (docs/decisions/one-event-shape.md): trading_events holds each
 * event under its public name, its payload in the public /v1 shape with the account and sequence
 * in it; SSE, the events list, the demo's socket and webhook bodies carry that payload as stored.
 * The stored events are rewritten in batches, and the bodies of deliveries still waiting are
 * rebuilt from them. down() writes them back in the demo's shape, with two losses: an order's
 * expiresAt, which the public shape does not carry, comes back null, and a demo day order canceled
 * at the close stays order.expired (status expired) rather than order.canceled.
 */
export class StoreEventsInThePublicShape1795700000000 implements MigrationInterface {
  name = 'StoreEventsInThePublicShape1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Only payloads not yet public (they have no accountId): a rerun after a failure goes on.
    await this.rewrite(
      queryRunner,
      (r) => !('accountId' in r.payload),
      (r) => toPublicEvent(r.account_id, Number(r.seq), r.type, r.payload),
    );
    await queryRunner.query(COPYING_TRIGGER);
    await queryRunner.query(`
      UPDATE webhook_deliveries d SET body = ${WEBHOOK_BODY}, event_type = ev.type
      FROM trading_events ev WHERE d.status = 'pending' AND ev.account_id = d.account_id AND ev.seq = d.sequence`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(RESHAPING_TRIGGER);
    await this.rewrite(
      queryRunner,
      (r) => 'accountId' in r.payload,
      (r) => toDemoEvent(r.type, r.payload),
    );
  }

  private async rewrite(queryRunner: QueryRunner, which: (row: Json) => boolean, convert: (row: Json) => [string, Json]): Promise<void> {
    let after: [string, string] = ['00000000-0000-0000-0000-000000000000', '-1'];
    for (;;) {
      const rows: Json[] = await queryRunner.query(
        `SELECT account_id, seq::text AS seq, type, payload FROM trading_events WHERE (account_id, seq) > ($1::uuid, $2::bigint) ORDER BY account_id, seq LIMIT ${BATCH}`,
        after,
      );
      if (rows.length === 0) return;
      const last = rows[rows.length - 1];
      after = [last.account_id, last.seq];
      const changed = rows.filter(which).map((r) => [r, ...convert(r)] as const);
      if (changed.length === 0) continue;
      await queryRunner.query(
        `UPDATE trading_events e SET type = u.type, payload = u.payload::json
         FROM unnest($1::uuid[], $2::bigint[], $3::varchar[], $4::text[]) AS u(account_id, seq, type, payload)
         WHERE e.account_id = u.account_id AND e.seq = u.seq`,
        [changed.map(([r]) => r.account_id), changed.map(([r]) => r.seq), changed.map(([, t]) => t), changed.map(([, , d]) => JSON.stringify(d))],
      );
    }
  }
}
