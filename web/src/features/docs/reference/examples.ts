import { resolve } from './openApiModel';
import type { MediaType, OpenApiDocument, Reference, Schema } from './openApiTypes';

/** Documents may be recursive: past this depth a branch is left out of the example. */
const MAX_DEPTH = 8;

const isNullSchema = (doc: OpenApiDocument, s: Schema | Reference) => resolve<Schema>(doc, s)?.type === 'null';
const nonNullType = (type: Schema['type']) => (Array.isArray(type) ? type.find((t) => t !== 'null') : type);

function placeholder(schema: Schema): unknown {
  switch (nonNullType(schema.type)) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date-time' ? '2026-11-23T15:30:00.000Z' : schema.format === 'uri' ? 'https://example.com/webhooks' : 'string';
    default:
      return undefined;
  }
}

/**
 * An example value for a schema: its own `example` where the document gives one (every DTO
 * field of /v1 does), else one built from its parts: objects from their properties, arrays
 * from one item, the first of an enum, a nullable field with no example as null.
 */
export function exampleOf(doc: OpenApiDocument, value: Schema | Reference | undefined, depth = 0): unknown {
  const schema = resolve<Schema>(doc, value);
  if (!schema || depth > MAX_DEPTH) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    if (variants.some((v) => isNullSchema(doc, v))) return null;
    return exampleOf(doc, variants[0], depth + 1);
  }
  if (schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'))) {
    if (!schema.properties && nonNullType(schema.type) !== 'array') return null;
  }
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => exampleOf(doc, part, depth + 1));
    if (parts.every((p) => typeof p === 'object' && p !== null && !Array.isArray(p))) return Object.assign({}, ...parts);
    return parts.find((p) => p !== undefined);
  }
  const type = nonNullType(schema.type);
  if (type === 'array') {
    const item = exampleOf(doc, schema.items, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const example = exampleOf(doc, property, depth + 1);
      if (example !== undefined) out[name] = example;
    }
    return out;
  }
  return placeholder(schema);
}

/** A request or response body's example: the media type's own, else its schema's. */
export function mediaExample(doc: OpenApiDocument, media: MediaType | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const named = Object.values(media.examples ?? {})[0];
  if (named?.value !== undefined) return named.value;
  return exampleOf(doc, media.schema);
}
