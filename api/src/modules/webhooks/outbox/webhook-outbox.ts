/** Announced (to every instance) when a commit queued deliveries, so a worker picks them up at once. */
export const WEBHOOK_DUE_CHANNEL = 'webhook_deliveries_due';

/** The event names webhooks use where the ledger's internal name differs (SANDBOX.md "Webhooks"). */
const PUBLIC_TYPE = `CASE ev.type WHEN 'account.changed' THEN 'account.updated' WHEN 'position.changed' THEN 'position.updated' ELSE ev.type END`;

/** The body sent, built once when queued and stored, so every attempt signs and sends the same bytes. */
const BODY = `jsonb_build_object(
    'type', ${PUBLIC_TYPE},
    'timestamp', to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'data', jsonb_build_object('accountId', ev.account_id, 'sequence', ev.seq) || ev.payload)::text`;

export interface OutboxStatement {
  /** Adds a parameter and returns its placeholder. */
  param(value: unknown): string;
  /** Adds a data-modifying step to the statement and returns its name. */
  add(sql: string): string;
}

/**
 * The outbox half of a ledger commit: one delivery per committed event and per endpoint of the
 * account's owner that wants it, written by the same statement as the events (so an event is
 * never committed without its deliveries, nor a delivery without its event). Demo accounts
 * have no owner and the step writes nothing. Returns a column for the statement's final
 * SELECT that announces queued deliveries (a plain SELECT step runs only when it is read).
 */
export function enqueueWebhookDeliveries(statement: OutboxStatement, accountId: string, insertedEvents: string): string {
  const owner = `(SELECT owner_user_id FROM demo_accounts WHERE id = ${statement.param(accountId)})`;
  const queued = statement.add(`
    INSERT INTO webhook_deliveries (endpoint_id, event_type, account_id, sequence, body, next_attempt_at, created_at)
    SELECT e.id, ${PUBLIC_TYPE}, ev.account_id, ev.seq, ${BODY}, ev.created_at, ev.created_at
    FROM ${insertedEvents} ev
    JOIN webhook_endpoints e ON e.owner_id = ${owner} AND e.disabled_at IS NULL AND ${PUBLIC_TYPE} = ANY (e.events)
    RETURNING 1`);
  const announced = statement.add(`SELECT pg_notify('${WEBHOOK_DUE_CHANNEL}', '') FROM (SELECT FROM ${queued} LIMIT 1) AS one`);
  return `(SELECT count(*) FROM ${announced}) AS webhooks_announced`;
}
