/** What stands in for the key in the quickstart until one is created on this page. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** The first call of the quickstart: it creates a sandbox account, so it needs accounts:write. */
export function curlLine(origin: string, key: string | null): string {
  return `curl -H "Authorization: Bearer ${key ?? KEY_PLACEHOLDER}" -X POST ${origin}/v1/accounts`;
}

/**
 * The same first steps in TypeScript with the SDK generated from /v1/openapi.json by
 * @hey-api/openapi-ts (the `sdk/` workspace package): one configured client, one function per
 * operation, `{ path, body }` in and `{ data, error }` out.
 */
export function sdkSnippet(origin: string, key: string | null): string {
  return [
    `import { client, createAccount, placeOrder } from '@brokerbridge/sdk';`,
    ``,
    `client.setConfig({ baseUrl: '${origin}', headers: { Authorization: 'Bearer ${key ?? KEY_PLACEHOLDER}' } });`,
    ``,
    `const { data: account } = await createAccount({ body: { label: 'first' } });`,
    `const { data: order } = await placeOrder({`,
    `  path: { accountId: account!.id },`,
    `  body: { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 10, timeInForce: 'day' },`,
    `});`,
    `console.log(order?.status);`,
  ].join('\n');
}
