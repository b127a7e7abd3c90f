import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { WEBHOOK_EVENT_TYPES } from '../../webhooks/webhook-events';
import { sampleWebhookBody, TESTABLE_EVENT_TYPES } from '../../webhooks/webhook-samples';
import { LOCAL_SERVER } from './v1-document';
import { buildV1DocumentOffline } from './v1-document.offline';

type Schema = Record<string, any>;

/** A validator of values against the document's own schemas (JSON Schema 2020-12, OpenAPI 3.1's dialect). */
function schemaValidator(document: object) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...structuredClone(document), $id: 'https://brokerbridge.test/openapi.json' });
  return (schema: Schema, value: unknown) => {
    const validate = ajv.compile({ $id: `https://brokerbridge.test/check-${Math.random()}`, ...rebase(schema) });
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

/** `#/components/...` inside a lone schema, pointed at the document it came from. */
const rebase = (schema: Schema): Schema =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"https://brokerbridge.test/openapi.json#/components/'));

const ROOT = join(__dirname, '..', '..', '..', '..', '..');

describe('the /v1 OpenAPI document', () => {
  let document: Awaited<ReturnType<typeof buildV1DocumentOffline>>;

  beforeAll(async () => {
    document = await buildV1DocumentOffline();
  });

  it('is a valid OpenAPI 3.1 document (validated by @apidevtools/swagger-parser), with no 3.0 keyword left', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect(JSON.stringify(document)).not.toMatch(/"nullable":/);
  });

  it('names its server, so imports (Postman, Insomnia) get a base URL; the app serves it with its own address', () => {
    expect(document.servers).toEqual([{ url: LOCAL_SERVER, description: expect.any(String) }]);
  });

  it('describes every webhook with its payload schema, signed headers and an example that the schema accepts', () => {
    const check = schemaValidator(document);
    const webhooks = (document as unknown as { webhooks: Record<string, { post: Schema }> }).webhooks;
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort());
    for (const [type, { post }] of Object.entries(webhooks)) {
      expect(post.parameters.map((p: Schema) => [p.in, p.name])).toEqual([
        ['header', 'webhook-id'],
        ['header', 'webhook-timestamp'],
        ['header', 'webhook-signature'],
      ]);
      const { schema, example } = post.requestBody.content['application/json'];
      expect({ type, errors: check(schema, example) }).toEqual({ type, errors: [] });
      expect(check(schema, { ...example, type: 'order.exploded' })).not.toEqual([]);
    }
    // The union the SDK types a verified webhook with.
    for (const type of TESTABLE_EVENT_TYPES)
      expect(check({ $ref: '#/components/schemas/WebhookEvent' }, sampleWebhookBody(type, new Date(), '7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f'))).toEqual([]);
  });

  it('gives every field of every schema an example its own schema accepts, so the reference shows requests and answers', () => {
    const check = schemaValidator(document);
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const [name, schema] of Object.entries(document.components!.schemas as Record<string, Schema>)) {
      for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        const composed = property.$ref || property.allOf || property.anyOf || property.items?.$ref;
        if (!('example' in property) && !composed) missing.push(`${name}.${field}`);
        if ('example' in property && check(property, property.example).length) wrong.push(`${name}.${field}: ${check(property, property.example)}`);
      }
    }
    expect({ missing, wrong }).toEqual({ missing: [], wrong: [] });
  });

  it('describes /v1 only, every call with an operationId, the API key and the error body', () => {
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThanOrEqual(9);
    expect(paths.every((p) => p.startsWith('/v1/'))).toBe(true);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { operationId?: string; security?: unknown; responses: Record<string, unknown> }>,
      )) {
        expect([path, method, operation.operationId]).toEqual([path, method, expect.stringMatching(/^[a-z][A-Za-z]+$/)]);
        expect(operation.security).toEqual([{ apiKey: [] }]);
        expect(operation.responses['401']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
      }
    }
    expect(document.components?.securitySchemes?.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is what the checked-in SDK was generated from (npm run sdk:generate)', () => {
    const check = spawnSync(process.execPath, [join(ROOT, 'scripts', 'sdk-generate.mjs'), '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  }, 120_000);
});
