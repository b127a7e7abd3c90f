import v1Document from '../../../../../sdk/openapi.json';
import { exampleOf } from './examples';
import { groupOperations, resolve, webhookEntries } from './openApiModel';
import { openApiFixture as doc } from './openApiFixture';
import type { OpenApiDocument, Response } from './openApiTypes';
import { jsonMedia, requestExample } from './snippets';
import { mediaExample } from './examples';

describe('exampleOf', () => {
  it('uses the fields’ own examples and builds objects, arrays, allOf and enums around them', () => {
    expect(exampleOf(doc, { $ref: '#/components/schemas/CreateAccountDto' })).toEqual({
      label: 'string',
      cash: '100000.00',
      positions: [{ symbol: 'string', quantity: 1 }],
    });
    expect(exampleOf(doc, { $ref: '#/components/schemas/Order' })).toEqual({ id: 'string', status: 'pending' });
    expect(exampleOf(doc, { $ref: '#/components/schemas/Account' })).toEqual({ id: 'string', label: null, cash: 'string' });
    expect(exampleOf(doc, { oneOf: [{ $ref: '#/components/schemas/OrderBase' }, { type: 'null' }] })).toBeNull();
  });

  it('stops on a recursive schema', () => {
    const loop: OpenApiDocument = {
      ...doc,
      components: { schemas: { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } } },
    };
    expect(JSON.stringify(exampleOf(loop, { $ref: '#/components/schemas/Node' }))).toMatch(/^\{"next":\{"next":/);
  });
});

// The checked-in /v1 document (sdk/openapi.json, the one the app serves): every body the reference
// shows is made of the DTOs' own examples, never of placeholders.
describe('the /v1 document’s examples', () => {
  const v1 = v1Document as unknown as OpenApiDocument;
  const entries = [...groupOperations(v1).flatMap((g) => g.operations), ...webhookEntries(v1)];

  it.each(entries.map((e) => [e.slug, e] as const))('%s: request and answers have real examples', (_slug, entry) => {
    const shown: unknown[] = [
      requestExample(v1, entry.operation),
      ...entry.parameters.filter((p) => p.in !== 'header' || !entry.id.startsWith('webhook')).map((p) => p.example ?? exampleOf(v1, p.schema)),
    ];
    for (const value of Object.values(entry.operation.responses ?? {})) shown.push(mediaExample(v1, jsonMedia(resolve<Response>(v1, value)?.content)));
    const text = JSON.stringify(shown);
    expect(text).not.toMatch(/"string"|"https:\/\/example\.com\/webhooks"/);
  });

  it('gives each operation a request example when it takes a body', () => {
    const withBody = entries.filter((e) => e.operation.requestBody);
    expect(withBody.length).toBeGreaterThan(5);
    for (const entry of withBody) expect(requestExample(v1, entry.operation)).toEqual(expect.any(Object));
  });
});
