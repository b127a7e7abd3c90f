/**
 * A value as Postgres gives a jsonb column back: object keys ordered shorter first, then by
 * their bytes. A view built in TypeScript from what was just written then serializes exactly
 * like the same view read from the table later.
 */
export function asStoredJsonb<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asStoredJsonb) as T;
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return Object.fromEntries(keys.map((k) => [k, asStoredJsonb((value as Record<string, unknown>)[k])])) as T;
}
