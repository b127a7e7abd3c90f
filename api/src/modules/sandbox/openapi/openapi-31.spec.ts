import { toOpenApi31 } from './openapi-31';

describe('toOpenApi31', () => {
  it('turns a nullable typed schema into a type union, null joining its enum', () => {
    expect(toOpenApi31({ type: 'string', nullable: true, example: null })).toEqual({ type: ['string', 'null'], example: null });
    expect(toOpenApi31({ type: 'string', enum: ['a', 'b'], nullable: true })).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
  });

  it('turns a nullable reference into a choice of it or null, keeping its description beside', () => {
    expect(toOpenApi31({ type: 'object', allOf: [{ $ref: '#/components/schemas/RejectReason' }], nullable: true, description: 'why' })).toEqual({
      anyOf: [{ allOf: [{ $ref: '#/components/schemas/RejectReason' }] }, { type: 'null' }],
      description: 'why',
    });
  });

  it('reaches every depth and leaves what is not nullable as it was', () => {
    const document = {
      paths: { '/v1/x': { get: { parameters: [{ schema: { type: 'integer', nullable: false } }] } } },
      list: [{ nullable: true, type: 'number' }],
    };
    expect(toOpenApi31(document)).toEqual({
      paths: { '/v1/x': { get: { parameters: [{ schema: { type: 'integer' } }] } } },
      list: [{ type: ['number', 'null'] }],
    });
  });
});
