import { PUBLIC_EVENT_TYPES, type PublicEventType } from '../simulator';

/** The events an endpoint can subscribe to: the account stream's, under their public names. */
export const WEBHOOK_EVENT_TYPES = PUBLIC_EVENT_TYPES;

export type WebhookEventType = PublicEventType;

/** Sent by `POST /v1/webhooks/{id}/test` whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
