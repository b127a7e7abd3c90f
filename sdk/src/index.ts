// The generated client uses the fetch types (BodyInit, ...): Node has them at run time, TypeScript only with the DOM lib.
/// <reference lib="dom" />
import { createClient, createConfig, type Client } from './generated/client';

export * from './generated';
export type { Client } from './generated/client';
export { EVENT_TYPES, verifyWebhook, WebhookVerificationError } from './webhooks';
export type { EventType, WebhookEventOf, WebhookHeaders } from './webhooks';

export interface SandboxClientOptions {
  /** Where the API runs, e.g. http://localhost:3000 (no /v1: the paths carry it). */
  baseUrl: string;
  /** bb_test_<publicId>_<secret>, from the console at /developers. */
  apiKey: string;
  fetch?: typeof fetch;
}

/**
 * A client for every call of the SDK (`placeOrder({ client, path: { accountId }, body })`):
 * it sends the key as a Bearer token on each request.
 */
export function createSandboxClient(options: SandboxClientOptions): Client {
  return createClient(createConfig({ baseUrl: options.baseUrl, auth: () => options.apiKey, fetch: options.fetch }));
}
