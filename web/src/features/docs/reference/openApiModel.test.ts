import { groupOperations, requiredScopes, resolve, typeLabel } from './openApiModel';
import { openApiFixture as doc } from './openApiFixture';
import type { Schema } from './openApiTypes';

describe('openApiModel', () => {
  it('follows local references, and gives up on outside or circular ones', () => {
    expect(resolve<Schema>(doc, { $ref: '#/components/schemas/Account' })?.required).toEqual(['id']);
    expect(resolve(doc, { $ref: 'https://elsewhere.example/schema.json' })).toBeUndefined();
    const loop = { ...doc, components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } } } };
    expect(resolve(loop, { $ref: '#/components/schemas/A' })).toBeUndefined();
  });

  it('names types in one line', () => {
    const props = (doc.components!.schemas!.CreateAccountDto as Schema).properties!;
    expect(typeLabel(doc, props.positions)).toBe('OpeningPosition[]');
    expect(typeLabel(doc, { type: 'string', format: 'uuid' })).toBe('string (uuid)');
    expect(typeLabel(doc, { type: 'string', nullable: true })).toBe('string | null');
    expect(typeLabel(doc, { type: ['integer', 'null'] })).toBe('integer | null');
    expect(typeLabel(doc, { oneOf: [{ type: 'string' }, { $ref: '#/components/schemas/Order' }] })).toBe('string | Order');
  });

  it('groups operations by tag in document order, with path-level parameters first', () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => g.tag)).toEqual(['accounts', 'orders']);
    const cancel = groups[1].operations[0];
    expect(cancel).toMatchObject({ id: 'delete-/v1/accounts/{accountId}/orders/{orderId}', method: 'delete' });
    expect(cancel.parameters.map((p) => p.name)).toEqual(['accountId', 'orderId']);
  });

  it('reads scopes from security requirements and our x-scopes extension', () => {
    expect(requiredScopes(doc.paths!['/v1/accounts'].post!)).toEqual(['accounts:write']);
    expect(requiredScopes({ security: [{ bearer: ['trading:write'] }] })).toEqual(['trading:write']);
  });
});
