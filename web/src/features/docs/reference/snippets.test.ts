import v1Document from '../../../../../sdk/openapi.json';
import { groupOperations } from './openApiModel';
import type { OpenApiDocument } from './openApiTypes';
import { curlSnippet, typescriptSnippet } from './snippets';

const v1 = v1Document as unknown as OpenApiDocument;
const entry = (slug: string) =>
  groupOperations(v1)
    .flatMap((g) => g.operations)
    .find((e) => e.slug === slug)!;
const BASE = 'http://localhost:3000';

describe('snippets', () => {
  it('curl: method, the path with example ids, the key from the environment and the example body', () => {
    const curl = curlSnippet(v1, entry('placeOrder'), BASE);
    expect(curl).toMatch(
      /^curl -X POST "http:\/\/localhost:3000\/v1\/accounts\/[0-9a-f-]{36}\/orders" \\\n {2}-H "Authorization: Bearer \$BROKERBRIDGE_API_KEY"/,
    );
    expect(curl).toContain('-H "Content-Type: application/json"');
    const body = JSON.parse(curl.slice(curl.indexOf("-d '") + 4, -1)) as Record<string, unknown>;
    expect(body).toMatchObject({ symbol: expect.any(String), side: expect.any(String), type: expect.any(String), quantity: expect.any(Number) });
  });

  it('curl: a GET has no -X, an event stream keeps the connection (-N) and asks for text/event-stream', () => {
    expect(curlSnippet(v1, entry('listAccounts'), BASE)).toBe(`curl "${BASE}/v1/accounts" \\\n  -H "Authorization: Bearer $BROKERBRIDGE_API_KEY"`);
    expect(curlSnippet(v1, entry('streamEvents'), BASE)).toContain('curl -N "');
    expect(curlSnippet(v1, entry('streamEvents'), BASE)).toContain('-H "Accept: text/event-stream"');
  });

  it('TypeScript: the SDK function named after the operation, with its path and body, throwing on errors', () => {
    const ts = typescriptSnippet(v1, entry('placeOrder'), BASE);
    expect(ts).toContain("import { createSandboxClient, placeOrder } from '@brokerbridge/sdk';");
    expect(ts).toContain(`createSandboxClient({ baseUrl: '${BASE}', apiKey: process.env.BROKERBRIDGE_API_KEY! })`);
    expect(ts).toMatch(
      /const \{ data \} = await placeOrder\(\{\n {2}client,\n {2}path: \{\n {4}accountId: "[0-9a-f-]{36}"\n {2}\},\n {2}body: \{\n {4}symbol: "/,
    );
    expect(ts).toContain('throwOnError: true,');
  });

  it('TypeScript: a stream is read with for await, a 204 returns nothing to print', () => {
    expect(typescriptSnippet(v1, entry('streamEvents'), BASE)).toContain('for await (const event of stream) console.log(event);');
    expect(typescriptSnippet(v1, entry('deleteAccount'), BASE)).toMatch(/\nawait deleteAccount\(\{/);
  });
});
