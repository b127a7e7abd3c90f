import type { Client } from '../generated/client';
import { cancelOrder, createAccount, getAccount, getClock, getOrder, listAccounts, moveClock, placeOrder, resetAccount } from '../generated';
import type { Account, Order, PlaceOrderRequest } from '../generated';
import { createSandboxClient } from '../index';
import { CliError } from './cli-error';

/** The sandbox account `trigger` uses when it is given none: found by this label, or opened. */
export const CLI_ACCOUNT_LABEL = 'brokerbridge-cli';
/** Below this buying power the CLI's account is reset before a trigger, so buys keep filling. */
const MIN_BUYING_POWER = 20_000;

export const TRIGGERABLE_EVENTS = [
  'order.accepted',
  'order.partially_filled',
  'order.filled',
  'order.canceled',
  'order.rejected',
  'order.expired',
  'account.updated',
  'position.updated',
] as const;
export type TriggerableEvent = (typeof TRIGGERABLE_EVENTS)[number];

export interface TriggerOptions {
  baseUrl: string;
  apiKey: string;
  type: TriggerableEvent;
  /** A sandbox account of yours to act in; the CLI's own account when left out. */
  accountId?: string;
  log: (line: string) => void;
  fetch?: typeof fetch;
}

type Result<T> = { data?: T; error?: unknown; response?: Response };

async function must<T>(what: string, call: Promise<Result<T>>): Promise<T> {
  const { data, error, response } = await call;
  // No answer at all (fetch failed): the client hands the fetch error over as `error`.
  if (error instanceof Error) throw error;
  if (error !== undefined || data === undefined) throw CliError.fromBody(response?.status, error, what);
  return data;
}

const MARKET_BUY: PlaceOrderRequest = { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' };
/** Far below any price, so it rests until the script (or a cancel, or the close) ends it. */
const RESTING_BUY: PlaceOrderRequest = {
  symbol: 'AAPL',
  side: 'buy',
  type: 'limit',
  quantity: 1,
  limitPrice: '1.00',
  timeInForce: 'day',
  simulate: { outcome: 'rest' },
};

/**
 * What makes each event happen for real in a sandbox account (decision record
 * cli-trigger-makes-real-sandbox-activity): the event reaches `listen`, the account's stream and
 * every webhook endpoint subscribed to it, with the other events the same activity makes.
 */
const RECIPES: Record<TriggerableEvent, { says: string; run: (client: Client, accountId: string) => Promise<Order> }> = {
  'order.accepted': { says: 'a market buy of 1 AAPL', run: (c, a) => place(c, a, MARKET_BUY) },
  'order.filled': { says: 'a market buy of 1 AAPL', run: (c, a) => place(c, a, MARKET_BUY) },
  'account.updated': { says: 'a market buy of 1 AAPL (cash moves)', run: (c, a) => place(c, a, MARKET_BUY) },
  'position.updated': { says: 'a market buy of 1 AAPL (the position grows)', run: (c, a) => place(c, a, MARKET_BUY) },
  'order.partially_filled': {
    says: 'a market buy of 2 AAPL scripted to fill half now and half a minute of account time later',
    run: (c, a) => place(c, a, { ...MARKET_BUY, quantity: 2, simulate: { outcome: 'partial_fill', fillRatios: [0.5, 0.5], intervalSeconds: 60 } }),
  },
  'order.rejected': {
    says: 'a market buy of 1 AAPL scripted to be rejected (INSUFFICIENT_BUYING_POWER)',
    run: (c, a) => place(c, a, { ...MARKET_BUY, simulate: { outcome: 'reject', reason: 'INSUFFICIENT_BUYING_POWER' } }),
  },
  'order.canceled': {
    says: 'a resting limit buy of 1 AAPL at 1.00, then canceled',
    run: async (c, a) => {
      const order = await place(c, a, RESTING_BUY);
      return must('Canceling the order', cancelOrder({ client: c, path: { accountId: a, orderId: order.id } }));
    },
  },
  'order.expired': {
    says: 'a resting day limit buy of 1 AAPL at 1.00, then the account’s clock moved to that day’s close',
    run: async (c, a) => {
      const order = await place(c, a, RESTING_BUY);
      const clock = await must('Reading the account’s clock', getClock({ client: c, path: { accountId: a } }));
      await must('Moving the account’s clock to the close', moveClock({ client: c, path: { accountId: a }, body: { action: 'set', to: clock.nextClose } }));
      return must('Reading the order', getOrder({ client: c, path: { accountId: a, orderId: order.id } }));
    },
  },
};

function place(client: Client, accountId: string, body: PlaceOrderRequest): Promise<Order> {
  return must('Placing the order', placeOrder({ client, path: { accountId }, body }));
}

/**
 * `brokerbridge trigger <event>`: makes the event happen in a sandbox account (the CLI's own
 * unless told another), as `stripe trigger` does with its fixtures, and says what it did.
 */
export async function trigger(options: TriggerOptions): Promise<{ account: Account; order: Order }> {
  const client = createSandboxClient({ baseUrl: options.baseUrl, apiKey: options.apiKey, fetch: options.fetch });
  const recipe = RECIPES[options.type];
  options.log(`Setting up fixture for: ${options.type}`);
  const account = options.accountId
    ? await must('Reading the account', getAccount({ client, path: { accountId: options.accountId } }))
    : await cliAccount(client, options.log);
  options.log(`Running fixture: ${recipe.says} in account ${account.id}`);
  const order = await recipe.run(client, account.id);
  options.log(`Order ${order.id} is ${order.status}${order.averageFillPrice ? ` (filled ${order.filledQuantity} at ${order.averageFillPrice})` : ''}.`);
  options.log('Trigger succeeded! `brokerbridge listen` forwards the events it made.');
  return { account, order };
}

async function cliAccount(client: Client, log: (line: string) => void): Promise<Account> {
  let after: string | undefined;
  do {
    const page = await must('Listing your sandbox accounts', listAccounts({ client, query: { limit: 100, after } }));
    const found = page.items.find((a) => a.label === CLI_ACCOUNT_LABEL);
    if (found) {
      if (Number(found.buyingPower) >= MIN_BUYING_POWER) return found;
      log(`Resetting account ${found.id}: its buying power is down to ${found.buyingPower}.`);
      return must('Resetting the account', resetAccount({ client, path: { accountId: found.id } }));
    }
    after = page.nextCursor ?? undefined;
  } while (after);
  log(`Opening sandbox account "${CLI_ACCOUNT_LABEL}" for the CLI’s fixtures.`);
  return must('Opening a sandbox account', createAccount({ client, body: { label: CLI_ACCOUNT_LABEL } }));
}
