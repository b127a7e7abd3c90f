import { memo } from 'react';
import { refName, requiredScopes, resolve, typeLabel, type OperationEntry } from './openApiModel';
import type { MediaType, OpenApiDocument, Operation, Response } from './openApiTypes';
import { DocText } from './DocText';
import { SchemaView } from './SchemaView';

function jsonBody(content: Record<string, MediaType> | undefined): MediaType | undefined {
  if (!content) return undefined;
  return content['application/json'] ?? Object.values(content)[0];
}

/**
 * One call: method and path, what it does, the scopes it needs, its parameters, body and answers.
 * Plain elements styled by the page (referenceStyles); memoised, as the page draws its cards a
 * few at a time and a drawn card never changes.
 */
export const OperationCard = memo(function OperationCard({ doc, entry }: { doc: OpenApiDocument; entry: OperationEntry }) {
  const { method, path, operation, parameters } = entry;
  const body = resolve<NonNullable<Operation['requestBody']>>(doc, operation.requestBody);
  const bodyMedia = jsonBody(body && 'content' in body ? body.content : undefined);
  const scopes = requiredScopes(operation);
  return (
    <article className="ref-card" id={entry.id} aria-label={`${method.toUpperCase()} ${path}`}>
      <div className="ref-card-head">
        {/* Neutral on purpose: the theme's info and warning fills are too light for white text (axe color-contrast). */}
        <span className="ref-chip ref-method">{method.toUpperCase()}</span>
        <h3 className="ref-path">{path}</h3>
        {operation.deprecated && <span className="ref-chip">deprecated</span>}
      </div>
      {operation.summary && <p className="ref-summary">{operation.summary}</p>}
      {operation.description && (
        <p className="ref-description">
          <DocText text={operation.description} />
        </p>
      )}
      {scopes.length > 0 && (
        <div className="ref-scopes">
          Scopes:{' '}
          {scopes.map((s) => (
            <span key={s} className="ref-chip">
              {s}
            </span>
          ))}
        </div>
      )}
      {parameters.length > 0 && (
        <>
          <h4 className="ref-heading">Parameters</h4>
          <ul className="ref-fields">
            {parameters.map((p) => (
              <li key={`${p.in}-${p.name}`}>
                <span className="ref-name">{p.name}</span>{' '}
                <span className="ref-type">
                  {p.in}, {typeLabel(doc, p.schema)}
                  {p.required ? ', required' : ''}
                </span>
                {p.description && (
                  <p className="ref-note">
                    <DocText text={p.description} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {bodyMedia?.schema && (
        <>
          <h4 className="ref-heading">{`Request body${refName(bodyMedia.schema) ? `: ${refName(bodyMedia.schema)}` : ''}`}</h4>
          <SchemaView doc={doc} schema={bodyMedia.schema} />
        </>
      )}
      <h4 className="ref-heading">Responses</h4>
      <ul className="ref-fields">
        {Object.entries(operation.responses ?? {}).map(([status, value]) => {
          const response = resolve<Response>(doc, value);
          const media = jsonBody(response?.content);
          return (
            <li key={status}>
              <span className={status.startsWith('2') ? 'ref-status-ok' : 'ref-status-error'}>{status}</span>{' '}
              <span className="ref-note">
                <DocText text={[response?.description, media?.schema && `(${typeLabel(doc, media.schema)})`].filter(Boolean).join(' ')} />
              </span>
              {status.startsWith('2') && media?.schema && (
                <div className="ref-response-schema">
                  <SchemaView doc={doc} schema={media.schema} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
});
