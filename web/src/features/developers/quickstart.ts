/** What stands in for the key in the quickstart until one is created on this page. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** The first call of the quickstart: it creates a sandbox account, so it needs accounts:write. */
export function curlLine(origin: string, key: string | null): string {
  return `curl -H "Authorization: Bearer ${key ?? KEY_PLACEHOLDER}" -X POST ${origin}/v1/accounts`;
}

/** The same first steps in TypeScript with the generated SDK (the `sdk/` workspace package). */
export function sdkSnippet(origin: string, key: string | null): string {
  return [
    `import { createClient } from '@brokerbridge/sdk';`,
    ``,
    `const bb = createClient({ baseUrl: '${origin}', apiKey: '${key ?? KEY_PLACEHOLDER}' });`,
    `const account = await bb.createAccount({ label: 'first' });`,
    `const order = await bb.placeOrder(account.id, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 10, timeInForce: 'day' });`,
    `console.log(order.status);`,
  ].join('\n');
}
