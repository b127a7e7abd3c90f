/** What stands in for the key in the quickstart until one is created on this page. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** The first call of the quickstart: it creates a sandbox account, so it needs accounts:write. */
export function curlLine(origin: string, key: string | null): string {
  return `curl -H "Authorization: Bearer ${key ?? KEY_PLACEHOLDER}" -X POST ${origin}/v1/accounts`;
}

/**
 * The same first steps in TypeScript with the SDK generated from /v1/openapi.json (the `sdk/`
 * workspace package, @brokerbridge/sdk), written as its README does.
 */
export function sdkSnippet(origin: string, key: string | null): string {
  return [
    `import { createSandboxClient, createAccount, placeOrder } from '@brokerbridge/sdk';`,
    ``,
    `const client = createSandboxClient({ baseUrl: '${origin}', apiKey: '${key ?? KEY_PLACEHOLDER}' });`,
    `const { data: account } = await createAccount({ client, body: { label: 'first' }, throwOnError: true });`,
    `const { data: order } = await placeOrder({`,
    `  client,`,
    `  path: { accountId: account.id },`,
    `  body: { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 10, timeInForce: 'day' },`,
    `  throwOnError: true,`,
    `});`,
    `console.log(order.status);`,
  ].join('\n');
}
