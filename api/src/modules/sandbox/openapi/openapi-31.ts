type Json = unknown;

/**
 * OpenAPI 3.1 from what @nestjs/swagger writes: its schemas say "may be null" the 3.0 way
 * (`nullable: true`), which 3.1's JSON Schema 2020-12 dialect no longer knows (validators and
 * generators read it as an unknown keyword, and the null case is lost). A nullable typed
 * schema becomes `type: [t, 'null']` (null joins its enum, if any); a nullable reference (which
 * Nest writes as `{type: 'object', allOf: [{$ref}]}`) becomes `anyOf: [<the schema>, {type: 'null'}]`.
 * Everything else is copied as it is.
 */
export function toOpenApi31<T>(node: T): T {
  return convert(node) as T;
}

function convert(node: Json): Json {
  if (Array.isArray(node)) return node.map(convert);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, Json>;
  const copy = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, convert(value)]));
  if (nullable !== true) return copy;
  const composed = ['$ref', 'allOf', 'oneOf', 'anyOf'].some((key) => key in copy);
  if (typeof copy.type === 'string' && !composed) {
    const enumWithNull = Array.isArray(copy.enum) && !copy.enum.includes(null) ? { enum: [...copy.enum, null] } : {};
    return { ...copy, type: [copy.type, 'null'], ...enumWithNull };
  }
  // A reference (or a composition): the words that describe the property stay beside the choice.
  const { description, example, ...schema } = copy;
  if (composed && schema.type === 'object') delete schema.type;
  return {
    anyOf: [schema, { type: 'null' }],
    ...(description === undefined ? {} : { description }),
    ...(example === undefined ? {} : { example }),
  };
}
