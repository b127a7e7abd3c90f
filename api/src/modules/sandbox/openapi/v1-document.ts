import type { INestApplication, Type } from '@nestjs/common';

import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ConnectModule } from '../../connect/connect.module';
import { API_KEY_SECURITY } from '../../developer';
import { WebhooksModule } from '../../webhooks/webhooks.module';
import { SandboxModule } from '../sandbox.module';
import { toOpenApi31 } from './openapi-31';
import { withParameterExamples } from './parameter-examples';
import { v1Webhooks, webhookEventSchema } from './v1-webhooks';
import { EVENT_ENVELOPES, eventSchemaName } from './webhook-payloads';

// Paragraphs separated by a blank line, none wrapped: readers (the reference page, Postman) wrap them.
const DESCRIPTION = `The BrokerBridge developer sandbox: paper-trading accounts on the same simulator as the demo.

Authenticate with \`Authorization: Bearer bb_test_<publicId>_<secret>\` (create keys at /developers); a key is read from that header only, never from the query or the body. Invalid keys count per client address: past RATE_LIMIT_API_INVALID_KEYS_PER_MINUTE (60 by default) a minute, 429 RATE_LIMITED with Retry-After.

Errors share one body: {statusCode, code, message, errors?, details?, correlationId, docUrl}. Each error body's docUrl links the code's entry on the errors page; /v1/errors.json lists every code. Every response carries X-Request-Id and X-RateLimit-Limit/Remaining/Reset. Money is a decimal string. Lists page with ?limit=&after=<nextCursor>. A body is a JSON object in UTF-8 (Content-Type: application/json, no byte order mark); null, a scalar or an array is a 400.

A POST may carry Idempotency-Key (kept at least 24 h): the same key and body replay the first answer with Idempotent-Replayed: true; another body is 409 IDEMPOTENCY.KEY_REUSED; while the first runs, 409 IDEMPOTENCY.IN_PROGRESS. An order placed with a key is placed exactly once, across crashes too: a retry after an attempt that never answered replays the order that attempt placed (as it stands now), or places it if it did not.

Market hours: each account's clock follows the NYSE calendar (2026-01-01 to 2027-12-31, New York time; weekends only outside it). While it says the market is closed, a market order is accepted pending, holding buying power at the last price, and fills at the next open at the open's price (as the clock is moved past it, or in real time); an immediate-or-cancel order is canceled (NOT_FILLABLE_NOW); limit orders rest, and fill only in a session; a set price moves the price but fills nothing until the open. The trading demo's market never closes.

Brokers: every account is at one broker (POST /v1/accounts {broker}, default northwind; a Connect connection's accounts are at its broker). GET /v1/brokers gives each broker's capability document, versioned; GET /v1/accounts/{id}/capabilities narrows it by your permissions. One order body for every broker: an order the account's broker cannot take (an order type or time in force it does not offer, or a symbol it does not trade: GET /v1/assets lists each symbol's brokers) is refused before anything is written, 422 ORDER.UNSUPPORTED_BY_BROKER with details {capability, broker, brokerCode, brokerMessage, rule}; POST /v1/accounts/{id}/orders/preview answers what placing it would, writing nothing. Short sales (capabilities.shortSelling, summit-ridge): a sale beyond the shares held opens or adds to a short position (a negative quantity) if the symbol is easy to borrow (GET /v1/assets easyToBorrow; a hard-to-borrow one is 422 ORDER.UNSUPPORTED_BY_BROKER, capability shortSelling, rule assets.<SYMBOL>.easyToBorrow); a buy covers a short first, and what is left of it opens a long position. Margin, Reg T: equity = cash + long value − short value; buying power = 2 × equity − long value − 1.5 × short value − what working orders hold (a buy beyond the short it covers at its price, a short sale at 150% of its price); an order that would take buying power below zero is rejected INSUFFICIENT_BUYING_POWER; maintenance is 30% of the short value (no margin calls in the sandbox). At the other brokers a sale beyond the shares held is rejected INSUFFICIENT_SHARES. Brokers may limit calls per account (rateLimitPerMinute: 429 BROKER.RATE_LIMITED) and order writes per account (orderWritesPerMinute: 429 BROKER.ORDER_WRITES_THROTTLED), with Retry-After.

Webhooks are signed by Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the whsec_ secret; both signatures for 24 h after a rotation), so the standardwebhooks packages verify them. Attempts: now, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; 2xx succeeds, 410 disables the endpoint, Retry-After is honoured, 15 s timeout, redirects are not followed. A retry or replay keeps its webhook-id.`;

/** Where the checked-in document (and the SDK generated from it) says the API runs: a local \`npm start\`. */
export const LOCAL_SERVER = 'http://localhost:3000';

/**
 * The /v1 surface only (the console's and the site's routes are left out), built from the
 * controllers' decorators and the DTOs: the API reference and the SDK both come from it.
 */
export function buildV1Document(app: INestApplication, include: Type[] = [SandboxModule, WebhooksModule, ConnectModule]): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('BrokerBridge Sandbox API')
    .setVersion('1')
    .setDescription(DESCRIPTION)
    .addServer(LOCAL_SERVER, 'This app (the served document names the address it was fetched from)')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'bb_test_<publicId>_<secret>' }, API_KEY_SECURITY)
    .build();
  const document = SwaggerModule.createDocument(app, config, { include, extraModels: EVENT_ENVELOPES.map((e) => e.model) });
  document.paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => path.startsWith('/v1/')));
  document.components!.schemas!.WebhookEvent = webhookEventSchema();
  document.webhooks = v1Webhooks();
  keepSchemasInUse(document, [...EVENT_ENVELOPES.map((e) => eventSchemaName(e.type)), 'WebhookEvent']);
  return toOpenApi31(withParameterExamples(document));
}

/**
 * Drops the schemas only the left-out routes use (the console's own answers live in the same
 * modules): what the /v1 paths, the webhooks and the named roots refer to, transitively, stays.
 */
function keepSchemasInUse(document: OpenAPIObject, roots: string[]): void {
  const schemas = document.components?.schemas ?? {};
  const kept = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) keep(value.slice('#/components/schemas/'.length));
      else visit(value);
    }
  };
  const keep = (name: string) => {
    if (kept.has(name) || !(name in schemas)) return;
    kept.add(name);
    visit(schemas[name]);
  };
  visit(document.paths);
  visit(document.webhooks);
  roots.forEach(keep);
  for (const name of Object.keys(schemas)) if (!kept.has(name)) delete schemas[name];
}

/** The document as served at `origin`: its one server is the address the client reached it at, so imports (Postman, Insomnia) get a base URL. */
export function withServer(document: OpenAPIObject, origin: string): OpenAPIObject {
  return { ...document, servers: [{ url: origin, description: 'This app' }] };
}
