import { DocText } from './DocText';
import { resolve, typeLabel } from './openApiModel';
import type { OpenApiDocument, Reference, Schema } from './openApiTypes';

/** Nesting beyond this is summarised by its type name: documents may be recursive. */
const MAX_DEPTH = 4;

function constraints(schema: Schema): string[] {
  const out: string[] = [];
  if (schema.enum) out.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.example !== undefined) out.push(`example ${JSON.stringify(schema.example)}`);
  return out;
}

/** The object's own properties, with allOf parts merged in (how DTO inheritance is written). */
function properties(doc: OpenApiDocument, schema: Schema): { props: Record<string, Schema | Reference>; required: string[] } {
  const parts = [schema, ...(schema.allOf ?? []).map((s) => resolve<Schema>(doc, s)).filter((s): s is Schema => Boolean(s))];
  return {
    props: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

/** A schema as a nested list of fields: name, type, required, description and limits. Styled by referenceStyles. */
export function SchemaView({ doc, schema, depth = 0 }: { doc: OpenApiDocument; schema: Schema | Reference | undefined; depth?: number }) {
  const resolved = resolve<Schema>(doc, schema);
  if (!resolved) return null;
  const target = resolved.type === 'array' ? resolve<Schema>(doc, resolved.items) : resolved;
  if (!target) return null;
  const { props, required } = properties(doc, target);
  const names = Object.keys(props);
  if (names.length === 0 || depth >= MAX_DEPTH) {
    // A nested leaf's limits are already on its parent's line.
    const notes = depth === 0 ? constraints(target) : [];
    return notes.length ? <p className="ref-limits">{notes.join(' · ')}</p> : null;
  }
  return (
    <ul className={depth ? 'ref-fields ref-fields-nested' : 'ref-fields'}>
      {names.map((name) => {
        const field = resolve<Schema>(doc, props[name]) ?? {};
        const notes = constraints(field);
        return (
          <li key={name}>
            <span className="ref-name">{name}</span>{' '}
            <span className="ref-type">
              {typeLabel(doc, props[name])}
              {required.includes(name) ? ', required' : ''}
            </span>
            {field.description && (
              <p className="ref-note">
                <DocText text={field.description} />
              </p>
            )}
            {notes.length > 0 && <p className="ref-limits">{notes.join(' · ')}</p>}
            <SchemaView doc={doc} schema={props[name]} depth={depth + 1} />
          </li>
        );
      })}
    </ul>
  );
}
