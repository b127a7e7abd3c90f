/** A webhook endpoint as the console lists it (never its secret). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  previousSecretExpiresAt: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
  createdAt: string;
}

export interface WebhookAttempt {
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseExcerpt: string | null;
  nextAttemptAt: string | null;
}

export interface WebhookDelivery {
  /** Also the webhook-id header the receiver saw. */
  id: string;
  endpointId: string;
  eventType: string;
  accountId: string | null;
  sequence: number | null;
  status: 'pending' | 'succeeded' | 'failed';
  attemptCount: number;
  nextAttemptAt: string | null;
  createdAt: string;
  attempts: WebhookAttempt[];
}

export interface WebhookDeliveryPage {
  items: WebhookDelivery[];
  nextCursor: string | null;
}

/** Only the create answer carries the secret, and only that once. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

export interface NewWebhookEndpoint {
  url: string;
  events: string[];
}

/** An attempt as the console opens it: also the headers it was sent with (null before they were kept). */
export interface WebhookAttemptDetail extends WebhookAttempt {
  requestHeaders: Record<string, string> | null;
}

/** A delivery opened: the body as sent, each attempt with its headers. */
export interface WebhookDeliveryDetail extends Omit<WebhookDelivery, 'attempts'> {
  payload: unknown;
  attempts: WebhookAttemptDetail[];
}

/** The event types an endpoint subscribes to and the console can fire (the SDK's EVENT_TYPES without webhook.test). */
export const SUBSCRIBABLE_EVENT_TYPES = [
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
] as const;

/** What "Send test event" can fire: webhook.test (no body) or a sample of any event type. */
export const FIRABLE_EVENT_TYPES = ['webhook.test', ...SUBSCRIBABLE_EVENT_TYPES] as const;
