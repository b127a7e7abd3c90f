import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CodeSample } from '../components/CodeSample';
import { DocText } from './DocText';
import { exampleOf, mediaExample } from './examples';
import { refName, requiredScopes, resolve, typeLabel, type OperationEntry } from './openApiModel';
import type { OpenApiDocument, Operation, Response } from './openApiTypes';
import { SchemaView } from './SchemaView';
import { curlSnippet, isEventStream, jsonMedia, requestExample, typescriptSnippet } from './snippets';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** One server-sent event as it arrives: its id (the sequence, or the cursor), its type, its data. */
function streamExample(event: unknown): string {
  const e = (event ?? {}) as { type?: string; sequence?: number; data?: { sequence?: number } };
  const id = e.sequence ?? e.data?.sequence ?? 1;
  return `id: ${id}\nevent: ${e.type ?? 'message'}\ndata: ${JSON.stringify(event ?? {})}\n`;
}

function Snippets({ doc, entry, baseUrl }: { doc: OpenApiDocument; entry: OperationEntry; baseUrl: string }) {
  const [tab, setTab] = useState<'curl' | 'ts'>('curl');
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, value: 'curl' | 'ts') => setTab(value)} aria-label="Code sample language">
        <Tab value="curl" label="curl" id="snippet-tab-curl" aria-controls="snippet-panel" />
        <Tab value="ts" label="TypeScript (SDK)" id="snippet-tab-ts" aria-controls="snippet-panel" />
      </Tabs>
      <Box role="tabpanel" id="snippet-panel" aria-labelledby={`snippet-tab-${tab}`}>
        {tab === 'curl' ? (
          <CodeSample label="curl" code={curlSnippet(doc, entry, baseUrl)} />
        ) : (
          <CodeSample label="TypeScript" code={typescriptSnippet(doc, entry, baseUrl)} />
        )}
      </Box>
    </Box>
  );
}

/** What a receiver does with a delivery: verify it with the SDK, then act on its type. */
const verifySnippet = (event: string) => `import { verifyWebhook } from '@brokerbridge/sdk';

// rawBody: the request body exactly as received (a string), before any JSON parsing.
const event = verifyWebhook(rawBody, request.headers, process.env.BROKERBRIDGE_WEBHOOK_SECRET!);
if (event.type === '${event}') {
  console.log(event.data);
}`;

/**
 * One operation (or one webhook event) on its own page: what it does, the scopes it needs, its
 * parameters and body, its answers, and examples to copy: the call in curl and through the SDK,
 * the request body and the answer, all from the document.
 */
export function OperationView({ doc, entry, baseUrl, webhook = false }: { doc: OpenApiDocument; entry: OperationEntry; baseUrl: string; webhook?: boolean }) {
  const { method, path, operation, parameters } = entry;
  const body = resolve<NonNullable<Operation['requestBody']>>(doc, operation.requestBody);
  const bodyMedia = jsonMedia(body && 'content' in body ? body.content : undefined);
  const scopes = requiredScopes(operation);
  const responses = Object.entries(operation.responses ?? {}).map(([status, value]) => ({ status, response: resolve<Response>(doc, value) }));
  const success = responses.find((r) => r.status.startsWith('2'));
  const successExample = success && !isEventStream(operation) ? mediaExample(doc, jsonMedia(success.response?.content)) : undefined;
  const failure = responses.find((r) => /^4/.test(r.status) && jsonMedia(r.response?.content));
  const failureExample = failure ? mediaExample(doc, jsonMedia(failure.response?.content)) : undefined;
  const example = requestExample(doc, operation);

  return (
    <Box component="article" aria-labelledby="operation-title">
      <Typography variant="h1" id="operation-title" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        {entry.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Box component="span" className="ref-chip ref-method">
          {webhook ? 'POST to your endpoint' : method.toUpperCase()}
        </Box>
        {!webhook && (
          <Box component="code" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {path}
          </Box>
        )}
      </Box>
      {operation.summary && (
        <Typography sx={{ mt: 1.5, fontWeight: 500 }}>
          <DocText text={operation.summary} />
        </Typography>
      )}
      {operation.description && (
        <Typography sx={{ mt: 1, color: 'text.secondary', whiteSpace: 'pre-line' }}>
          <DocText text={operation.description} />
        </Typography>
      )}
      {scopes.length > 0 && (
        <div className="ref-scopes">
          Key scopes:{' '}
          {scopes.map((s) => (
            <span key={s} className="ref-chip">
              {s}
            </span>
          ))}
        </div>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: { xs: 1, lg: 4 }, mt: 1 }}>
        <Box>
          {parameters.length > 0 && (
            <>
              <h2 className="ref-heading">{webhook ? 'Headers' : 'Parameters'}</h2>
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
                    {(p.example ?? exampleOf(doc, p.schema)) !== undefined && (
                      <p className="ref-limits">example {JSON.stringify(p.example ?? exampleOf(doc, p.schema))}</p>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {bodyMedia?.schema && (
            <>
              <h2 className="ref-heading">{`${webhook ? 'Payload' : 'Request body'}${refName(bodyMedia.schema) ? `: ${refName(bodyMedia.schema)}` : ''}`}</h2>
              <SchemaView doc={doc} schema={bodyMedia.schema} />
            </>
          )}
          {!webhook && (
            <>
              <h2 className="ref-heading">Responses</h2>
              <ul className="ref-fields">
                {responses.map(({ status, response }) => {
                  const media = jsonMedia(response?.content);
                  return (
                    <li key={status}>
                      <span className={status.startsWith('2') ? 'ref-status-ok' : 'ref-status-error'}>{status}</span>{' '}
                      <span className="ref-note">
                        <DocText text={[response?.description, media?.schema && `(${typeLabel(doc, media.schema)})`].filter(Boolean).join(' ')} />
                      </span>
                    </li>
                  );
                })}
              </ul>
              {success && jsonMedia(success.response?.content)?.schema && (
                <>
                  <h2 className="ref-heading">{`Response fields${refName(jsonMedia(success.response?.content)?.schema) ? `: ${refName(jsonMedia(success.response?.content)?.schema)}` : ''}`}</h2>
                  <SchemaView doc={doc} schema={jsonMedia(success.response?.content)?.schema} />
                </>
              )}
            </>
          )}
        </Box>
        <Box>
          {webhook ? (
            <CodeSample label="Verify and handle it (TypeScript)" code={verifySnippet(entry.slug)} />
          ) : (
            <Snippets doc={doc} entry={entry} baseUrl={baseUrl} />
          )}
          {webhook && <CodeSample label="Fire one at your endpoint now" code={`npx brokerbridge trigger ${entry.slug}`} />}
          {example !== undefined && <CodeSample label={webhook ? 'Payload example' : 'Request example'} code={json(example)} />}
          {successExample !== undefined && <CodeSample label={`Response example (${success!.status})`} code={json(successExample)} />}
          {isEventStream(operation) && (
            <CodeSample label="Stream example" code={streamExample(mediaExample(doc, success?.response?.content?.['text/event-stream']))} />
          )}
          {failureExample !== undefined && <CodeSample label={`Error example (${failure!.status})`} code={json(failureExample)} />}
        </Box>
      </Box>
    </Box>
  );
}
