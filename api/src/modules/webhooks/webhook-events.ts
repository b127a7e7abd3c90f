/** The events an endpoint can subscribe to: the account stream's, under their public names. */
export const WEBHOOK_EVENT_TYPES = [
  'order.accepted',
  'order.partially_filled',
  'order.filled',
  'order.canceled',
  'order.rejected',
  'order.expired',
  'account.updated',
  'position.updated',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by `POST /v1/webhooks/{id}/test` whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
