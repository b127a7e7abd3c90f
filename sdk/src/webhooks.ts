import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { WebhookEvent } from './generated';

export { WebhookVerificationError };

/** Every event type a webhook (or `brokerbridge listen`) delivers, `webhook.test` included. */
export const EVENT_TYPES = [
  'order.accepted',
  'order.partially_filled',
  'order.filled',
  'order.canceled',
  'order.rejected',
  'order.expired',
  'account.updated',
  'position.updated',
  'connection.broken',
  'connection.repaired',
  'connection.created',
  'connection.revoked',
  'webhook.test',
] as const satisfies readonly WebhookEvent['type'][];

// Fails to compile when the API documents an event type this list lacks.
const everyTypeListed: Exclude<WebhookEvent['type'], (typeof EVENT_TYPES)[number]> extends never ? true : never = true;
void everyTypeListed;

export type EventType = (typeof EVENT_TYPES)[number];

/** The event of one type: `WebhookEventOf<'order.filled'>['data']['fill']`. */
export type WebhookEventOf<T extends EventType> = Extract<WebhookEvent, { type: T }>;

/** Headers as Node (`req.headers`), fetch (`Headers`) or a plain object give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/**
 * Checks a delivery's Standard Webhooks signature (and that its timestamp is within five
 * minutes) with the endpoint's `whsec_` secret, then returns the event, typed by its `type`.
 * Pass the raw body exactly as it arrived (not a parsed and re-serialised object). Throws
 * WebhookVerificationError when the signature, the timestamp or the headers are wrong.
 */
export function verifyWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: string): WebhookEvent {
  if (typeof payload !== 'string' && !(payload instanceof Uint8Array)) {
    throw new TypeError('verifyWebhook needs the raw body (a string or a Buffer) exactly as it arrived, not a parsed object');
  }
  const event = new Webhook(secret).verify(Buffer.from(payload), signedHeaders(headers)) as Partial<WebhookEvent> | null;
  if (!event || typeof event !== 'object' || typeof event.type !== 'string' || typeof event.data !== 'object') {
    throw new WebhookVerificationError('The payload is signed but is not a BrokerBridge event');
  }
  return event as WebhookEvent;
}

function signedHeaders(headers: WebhookHeaders): Record<string, string> {
  const read = (name: string) => {
    if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
    const record = headers as Record<string, string | string[] | undefined>;
    const key = Object.keys(record).find((k) => k.toLowerCase() === name);
    const value = key === undefined ? undefined : record[key];
    return Array.isArray(value) ? value.join(' ') : value;
  };
  return Object.fromEntries(SIGNED_HEADERS.map((name) => [name, read(name) ?? '']));
}
