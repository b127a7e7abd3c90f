import { exampleOf, mediaExample } from './examples';
import { resolve, type OperationEntry } from './openApiModel';
import type { MediaType, OpenApiDocument, Operation, Parameter } from './openApiTypes';

export function jsonMedia(content: Record<string, MediaType> | undefined): MediaType | undefined {
  return content?.['application/json'];
}

/** The request body's example, or undefined when the call takes none. */
export function requestExample(doc: OpenApiDocument, operation: Operation): unknown {
  const body = resolve<NonNullable<Operation['requestBody']>>(doc, operation.requestBody);
  return body && 'content' in body ? mediaExample(doc, jsonMedia(body.content)) : undefined;
}

/** Whether the call answers with a server-sent event stream. */
export function isEventStream(operation: Operation): boolean {
  return Object.values(operation.responses ?? {}).some((r) => 'content' in r && Boolean(r.content?.['text/event-stream']));
}

const paramExample = (doc: OpenApiDocument, p: Parameter) => p.example ?? exampleOf(doc, p.schema) ?? `<${p.name}>`;

function pathWithExamples(doc: OpenApiDocument, entry: OperationEntry): string {
  const path = entry.parameters
    .filter((p) => p.in === 'path')
    .reduce((out, p) => out.replace(`{${p.name}}`, encodeURIComponent(String(paramExample(doc, p)))), entry.path);
  const query = entry.parameters.filter((p) => p.in === 'query' && p.required);
  return query.length ? `${path}?${query.map((p) => `${p.name}=${encodeURIComponent(String(paramExample(doc, p)))}`).join('&')}` : path;
}

const needsKey = (doc: OpenApiDocument, operation: Operation) => (operation.security ?? doc.security ?? [{}]).some((r) => Object.keys(r).length > 0);
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The call as a curl command, the key from $BROKERBRIDGE_API_KEY, the body from the document's examples. */
export function curlSnippet(doc: OpenApiDocument, entry: OperationEntry, baseUrl: string): string {
  const { method, operation } = entry;
  const body = requestExample(doc, operation);
  const lines = [
    `curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`}${isEventStream(operation) ? ' -N' : ''} "${baseUrl}${pathWithExamples(doc, entry)}"`,
  ];
  if (needsKey(doc, operation)) lines.push(`-H "Authorization: Bearer $BROKERBRIDGE_API_KEY"`);
  if (isEventStream(operation)) lines.push('-H "Accept: text/event-stream"');
  if (body !== undefined) lines.push('-H "Content-Type: application/json"', `-d ${shellQuote(JSON.stringify(body, null, 2))}`);
  return lines.join(' \\\n  ');
}

/** A value as a TypeScript literal: JSON with the keys that need no quotes unquoted. */
function literal(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2)
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')
    .split('\n')
    .join(`\n${indent}`);
}

/** The same call through the SDK (`@brokerbridge/sdk`), whose functions are named after the operationIds. */
export function typescriptSnippet(doc: OpenApiDocument, entry: OperationEntry, baseUrl: string): string {
  const { operation } = entry;
  const fn = operation.operationId ?? 'call';
  const path = Object.fromEntries(entry.parameters.filter((p) => p.in === 'path').map((p) => [p.name, paramExample(doc, p)]));
  const query = Object.fromEntries(entry.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, paramExample(doc, p)]));
  const body = requestExample(doc, operation);
  const options = ['client'];
  if (Object.keys(path).length) options.push(`path: ${literal(path, '  ')}`);
  if (Object.keys(query).length) options.push(`query: ${literal(query, '  ')}`);
  if (body !== undefined) options.push(`body: ${literal(body, '  ')}`);
  const stream = isEventStream(operation);
  if (!stream) options.push('throwOnError: true');
  const args = `{\n  ${options.join(',\n  ')},\n}`;
  const head = [
    `import { createSandboxClient, ${fn} } from '@brokerbridge/sdk';`,
    '',
    `const client = createSandboxClient({ baseUrl: '${baseUrl}', apiKey: process.env.BROKERBRIDGE_API_KEY! });`,
  ];
  const call = stream
    ? [`const { stream } = await ${fn}(${args});`, 'for await (const event of stream) console.log(event);']
    : Object.keys(operation.responses ?? {}).some((s) => s.startsWith('2') && s !== '204')
      ? [`const { data } = await ${fn}(${args});`, 'console.log(data);']
      : [`await ${fn}(${args});`];
  return [...head, ...call].join('\n');
}
