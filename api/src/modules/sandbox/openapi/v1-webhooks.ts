import type { PathItemObject, SchemaObject } from '@nestjs/swagger';
import { sampleWebhookBody, TESTABLE_EVENT_TYPES } from '../../webhooks';
import { EVENT_DESCRIPTIONS, eventSchemaName } from './webhook-payloads';

/** The examples' time, fixed so that the document (and the SDK generated from it) does not change from run to run. */
const EXAMPLE_TIME = new Date('2026-11-23T15:30:00.000Z');
const EXAMPLE_ENDPOINT = '7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f';

const HEADERS = [
  { name: 'webhook-id', description: 'The delivery’s id: the same on every retry and replay, so receivers can drop duplicates', example: 'msg_2mXv9Ew0Cj1zQk' },
  { name: 'webhook-timestamp', description: 'Unix seconds when this attempt was signed; refuse ones far from your clock', example: '1795447800' },
  {
    name: 'webhook-signature',
    description: '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint’s whsec_ secret; two, space-separated, for 24 h after a rotation',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
];

const camel = (type: string) => type.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase());

/**
 * OpenAPI 3.1's `webhooks`: each event a registered endpoint (or `brokerbridge listen`) receives,
 * as a POST with its signed headers and its payload schema, with a sample body as its example.
 */
export function v1Webhooks(): Record<string, PathItemObject> {
  return Object.fromEntries(
    TESTABLE_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: camel(type),
          tags: ['webhook events'],
          summary: EVENT_DESCRIPTIONS[type],
          description:
            'Signed by Standard Webhooks: verify with `verifyWebhook(rawBody, headers, secret)` from the SDK (or any Standard Webhooks library) before trusting it.',
          parameters: HEADERS.map(({ name, description, example }) => ({
            name,
            in: 'header' as const,
            required: true,
            description,
            schema: { type: 'string' },
            example,
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${eventSchemaName(type)}` },
                example: sampleWebhookBody(type, EXAMPLE_TIME, EXAMPLE_ENDPOINT),
              },
            },
          },
          responses: {
            '200': { description: 'Any 2xx acknowledges the delivery' },
            '410': { description: 'Gone: the endpoint is disabled and nothing more is sent to it' },
            default: { description: 'Anything else (or no answer in 15 s) is retried: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; Retry-After is honoured' },
          },
        },
      },
    ]),
  );
}

/** `WebhookEvent`: any of them, told apart by `type` (the SDK's union of typed events). */
export function webhookEventSchema(): SchemaObject {
  const refs = Object.fromEntries(TESTABLE_EVENT_TYPES.map((type) => [type, `#/components/schemas/${eventSchemaName(type)}`]));
  return {
    description: 'Any webhook body, told apart by `type`',
    oneOf: Object.values(refs).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'type', mapping: refs },
  };
}
