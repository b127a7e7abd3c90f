import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type Operation, type Parameter, type Reference, type Schema } from './openApiTypes';

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}

/** Follows a local `#/components/...` pointer; an outside or broken one yields undefined. */
export function resolve<T>(doc: OpenApiDocument, value: T | Reference | undefined, seen = new Set<string>()): T | undefined {
  if (!isReference(value)) return value;
  if (!value.$ref.startsWith('#/') || seen.has(value.$ref)) return undefined;
  seen.add(value.$ref);
  let node: unknown = doc;
  for (const part of value.$ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return resolve<T>(doc, node as T | Reference | undefined, seen);
}

/** The schema's name when it is a `#/components/schemas/X` reference ("Order"), for headings. */
export function refName(value: unknown): string | undefined {
  return isReference(value) ? value.$ref.split('/').pop() : undefined;
}

/** "string", "integer (int64)", "Order[]", "string | null": what a field holds, in one line. */
export function typeLabel(doc: OpenApiDocument, value: Schema | Reference | undefined): string {
  const name = refName(value);
  if (name) return name;
  const schema = resolve<Schema>(doc, value);
  if (!schema) return 'any';
  if (schema.oneOf ?? schema.anyOf) return (schema.oneOf ?? schema.anyOf)!.map((s) => typeLabel(doc, s)).join(' | ');
  if (schema.allOf?.length === 1) return typeLabel(doc, schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [schema.properties ? 'object' : 'any'];
  const label = types
    .map((t) => (t === 'array' ? `${typeLabel(doc, schema.items)}[]` : schema.format && t !== 'null' ? `${t} (${schema.format})` : t))
    .join(' | ');
  return schema.nullable ? `${label} | null` : label;
}

export interface OperationEntry {
  /** Stable anchor for links: "post-/v1/accounts". */
  id: string;
  /** Its page's last path segment: the operationId ("createAccount"), else the anchor. */
  slug: string;
  /** What the sidebar calls it: "Create account", from the operationId; a webhook's event name. */
  name: string;
  method: HttpMethod;
  path: string;
  operation: Operation;
  parameters: Parameter[];
}

export interface OperationGroup {
  tag: string;
  description?: string;
  operations: OperationEntry[];
}

/** Operations grouped by their first tag, in the document's tag order; untagged ones go last. */
export function groupOperations(doc: OpenApiDocument, source: OpenApiDocument['paths'] = doc.paths): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  for (const tag of doc.tags ?? []) groups.set(tag.name, { tag: tag.name, description: tag.description, operations: [] });
  for (const [path, item] of Object.entries(source ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, { tag, operations: [] });
      // Path-level parameters apply to every method unless the operation redefines them.
      const own = (operation.parameters ?? []).map((p) => resolve<Parameter>(doc, p)).filter((p): p is Parameter => Boolean(p));
      const shared = (item.parameters ?? [])
        .map((p) => resolve<Parameter>(doc, p))
        .filter((p): p is Parameter => Boolean(p) && !own.some((o) => o.name === p!.name && o.in === p!.in));
      const id = `${method}-${path}`;
      const slug = operation.operationId ?? id;
      groups.get(tag)!.operations.push({
        id,
        slug,
        name: humanName(operation.operationId) ?? `${method.toUpperCase()} ${path}`,
        method,
        path,
        operation,
        parameters: [...shared, ...own],
      });
    }
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

/** Scopes an operation asks for, from its security requirements (`{ bearer: ['accounts:write'] }`). */
export function requiredScopes(operation: Operation): string[] {
  return [...new Set([...(operation.security ?? []).flatMap((requirement) => Object.values(requirement).flat()), ...(operation['x-scopes'] ?? [])])];
}

/** "createWebhookEndpoint" -> "Create webhook endpoint". */
export function humanName(operationId: string | undefined): string | undefined {
  if (!operationId) return undefined;
  const words = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The webhooks (`doc.webhooks`): one entry per event, named after it ("order.filled"), in the document's order. */
export function webhookEntries(doc: OpenApiDocument): OperationEntry[] {
  return Object.entries(doc.webhooks ?? {}).flatMap(([event, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      const parameters = (operation.parameters ?? []).map((p) => resolve<Parameter>(doc, p)).filter((p): p is Parameter => Boolean(p));
      return { id: `webhook-${event}`, slug: event, name: event, method, path: event, operation, parameters };
    }),
  );
}
