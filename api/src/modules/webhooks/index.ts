// What the /v1 OpenAPI document (the sandbox module) takes from the webhooks module.
export { WebhooksV1Controller } from './webhooks-v1.controller';
export { sampleWebhookBody, TESTABLE_EVENT_TYPES } from './webhook-samples';
export { WEBHOOK_EVENT_TYPES } from './webhook-events';
