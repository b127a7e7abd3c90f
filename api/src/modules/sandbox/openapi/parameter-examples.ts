import type { OpenAPIObject } from '@nestjs/swagger';
import type { ParameterObject } from '@nestjs/swagger';
import { EXAMPLE } from '../dto/examples';

/**
 * Every /v1 parameter by where and what it is: its example and, for ids, its format. Controllers
 * read ids with `@Param` pipes, which leave no trace in the document; one table here, rather than
 * an `@ApiParam` on each of two dozen handlers, gives the reference's snippets real values.
 */
const PARAMETERS: Record<string, { example: unknown; format?: string; description?: string }> = {
  'path:accountId': { example: EXAMPLE.accountId, format: 'uuid', description: 'A sandbox account of yours' },
  'path:orderId': { example: EXAMPLE.orderId, format: 'uuid' },
  'path:id': { example: '7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f', format: 'uuid', description: 'A webhook endpoint of yours' },
  'path:deliveryId': { example: '1c9d8e7f-6a5b-4c3d-8e2f-0a1b2c3d4e5f', format: 'uuid' },
  'path:symbol': { example: 'SPY', description: 'A symbol of the catalogue (GET /v1/assets)' },
  'query:limit': { example: 50 },
  'query:after': { example: EXAMPLE.cursor },
  'query:status': { example: 'pending' },
  'header:Idempotency-Key': { example: 'order-2026-11-23-0001' },
  'header:Last-Event-ID': { example: '7' },
};

/** Fills in what the table knows and the parameter does not already say. */
export function withParameterExamples(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      for (const parameter of ((operation as { parameters?: ParameterObject[] })?.parameters ?? []) as ParameterObject[]) {
        const known = PARAMETERS[`${parameter.in}:${parameter.name}`];
        if (!known) continue;
        parameter.example ??= known.example;
        parameter.description ??= known.description;
        if (known.format && parameter.schema && !('$ref' in parameter.schema)) parameter.schema.format ??= known.format;
      }
    }
  }
  return document;
}
