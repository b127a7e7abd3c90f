import { CONNECT_ERROR_CODES } from './connect-error-codes';
import { API, BOTH, V1, type ErrorCodeEntry } from './error-code-entry';

/** The developer API's own codes (keys, sandbox, idempotency, webhooks): part of ERROR_CATALOG. */
export const V1_ERROR_CODES: readonly ErrorCodeEntry[] = [
  // API keys and scopes.
  {
    code: 'AUTH.INVALID_API_KEY',
    status: 401,
    message: 'Send a valid API key as "Authorization: Bearer bb_test_..."; this one is missing, unknown, revoked or expired.',
    description:
      'Every /v1 call needs `Authorization: Bearer bb_test_<publicId>_<secret>`. Create a key in the console at /developers; a revoked key, or a rolled one past its grace period, answers this.',
    surfaces: V1,
  },
  {
    code: 'AUTH.INSUFFICIENT_SCOPE',
    status: 403,
    message: 'This API key lacks the sandbox:control scope this call needs.',
    description:
      'The key is valid but lacks the scope this call needs (named in details.scope). Create a key with that scope; new keys carry every sandbox scope unless you remove some.',
    surfaces: V1,
  },
  {
    code: 'DEVELOPER.KEY_QUOTA',
    status: 409,
    message: 'You already have 20 live API keys: revoke one before creating another.',
    description: 'At most 20 live keys per developer. Revoke one you no longer use.',
    surfaces: API,
  },
  {
    code: 'DEVELOPER.KEY_NOT_FOUND',
    status: 404,
    message: 'API key not found',
    description: 'No live key of yours has this id (it may have been revoked).',
    surfaces: API,
  },
  {
    code: 'DEVELOPER.ACCOUNT_QUOTA',
    status: 409,
    message: 'You already have 100 sandbox accounts: delete one before creating another.',
    description: 'At most 100 sandbox accounts per developer. Delete one (DELETE /v1/accounts/{id}) or reset and reuse it.',
    surfaces: BOTH,
  },
  // Sandbox accounts, orders and control.
  {
    code: 'SANDBOX.ACCOUNT_NOT_FOUND',
    status: 404,
    message: 'Sandbox account not found',
    description: 'No sandbox account of this key’s developer has this id: it was deleted, or it belongs to someone else.',
    surfaces: BOTH,
  },
  {
    code: 'SANDBOX.CLIENT_ORDER_ID_REUSED',
    status: 409,
    message: 'clientOrderId bot-0001 already names another order (…) with a different body.',
    description:
      'A clientOrderId names one order. Sending it again with a different body is refused rather than silently replayed; details.orderId is the order it names.',
    surfaces: V1,
  },
  {
    code: 'SANDBOX.CLOCK_BACKWARDS',
    status: 409,
    message: "The account's clock only moves forward: it reads 2026-11-23T21:00:00.000Z, and 2026-11-20T15:00:00.000Z is earlier.",
    description: 'An account’s clock moves forward only. Set a later time, or reset the account to start over.',
    surfaces: V1,
  },
  {
    code: 'ASSET.NOT_FOUND',
    status: 404,
    message: 'No asset XYZ in the catalogue: GET /v1/assets lists them.',
    description: 'The symbol is not one the sandbox trades. GET /v1/assets lists every symbol, with the brokers that trade it.',
    surfaces: V1,
  },
  {
    code: 'MARKET_DATA.BEYOND_HISTORY',
    status: 422,
    message: 'Tidewater Brokers serves 365 days of history: start must be after 2025-11-22T15:10:30.000Z.',
    description:
      'The bars asked start (or end) before the broker’s history: history.depthDays before its data’s now. details.earliest is the first instant served: ask again from there.',
    surfaces: V1,
  },
  { code: 'TRADING.ORDER_NOT_FOUND', status: 404, message: 'Order not found', description: 'No order with this id in this account.', surfaces: BOTH },
  {
    code: 'TRADING.ORDER_NOT_CANCELABLE',
    status: 409,
    message: 'Only pending orders can be canceled; this order is filled',
    description: 'Only pending (or partially filled) orders can be canceled; details.status is the order’s status now.',
    surfaces: BOTH,
  },
  {
    code: 'TRADING.ACCOUNT_NOT_FOUND',
    status: 404,
    message: 'The demo account no longer exists',
    description: 'The trading demo’s account was closed (inactive accounts are removed). Start the demo again.',
    surfaces: API,
  },
  {
    code: 'TRADING.NO_ACCOUNT',
    status: 404,
    message: 'No demo account yet: start the demo (POST /api/trading/account) first',
    description: 'The trading demo has no account for this visitor yet.',
    surfaces: API,
  },
  {
    code: 'IDEMPOTENCY.KEY_REUSED',
    status: 409,
    message: 'This Idempotency-Key was used with another request; use a new key for a new request.',
    description: 'An Idempotency-Key replays only the request it was first sent with (same method, path and body). Use a new key for a new request.',
    surfaces: V1,
  },
  {
    code: 'IDEMPOTENCY.IN_PROGRESS',
    status: 409,
    message: 'A request with this Idempotency-Key is still running; retry once it has finished.',
    description: 'The first request with this key has not finished. Retry in a moment: you will get its answer, with Idempotent-Replayed: true.',
    surfaces: V1,
  },
  {
    code: 'BROKER.UNAVAILABLE',
    status: 503,
    message: 'The broker is unavailable: retry after Retry-After seconds (a scripted fault).',
    description: 'A scripted broker_unavailable fault (POST /v1/accounts/{id}/faults): retry after Retry-After seconds, as you would for a real broker outage.',
    surfaces: V1,
  },
  {
    code: 'CONNECTION.BROKEN',
    status: 409,
    message: 'This connection is broken: send the user through the authorization endpoint again with connection_id=<the connection id> to repair it.',
    description:
      "A Connect connection broke (its broker's re-login horizon passed on the account clock, or POST /v1/sandbox/connections/{id}/break): its access tokens answer this on its accounts until the user goes through the portal again with connection_id; details.connectionId and details.reason say which and why. A scripted connection_broken fault (POST /v1/accounts/{id}/faults) answers it too, with details.scripted = true: reconnect, then retry.",
    surfaces: V1,
  },
  // Brokers: each account's broker profile (GET /v1/brokers/{id}) and its rules.
  {
    code: 'BROKER.NOT_FOUND',
    status: 404,
    message: 'No broker has this id: the brokers are northwind, harborline, meridian, summit-ridge, tidewater.',
    description: 'No broker has this id. GET /v1/brokers lists them all.',
    surfaces: V1,
  },
  {
    code: 'ORDER.UNSUPPORTED_BY_BROKER',
    status: 422,
    message: 'Meridian Clearing does not accept limit orders with timeInForce ioc (it takes day, gtc).',
    description:
      'The account’s broker cannot take this order, so nothing was written: details.capability names what it lacks (trading, asset: it does not trade the symbol, orderType, timeInForce, shortSelling: a sale beyond the shares held of a symbol it cannot borrow), details.rule the entry of its profile or of the asset catalogue (assets.<symbol>.brokers or assets.<symbol>.easyToBorrow, as GET /v1/assets lists) that decides, details.broker the broker, and details.brokerCode and details.brokerMessage the broker’s own words. GET /v1/accounts/{id}/capabilities says what the account can send; POST /v1/accounts/{id}/orders/preview asks without placing.',
    surfaces: V1,
  },
  {
    code: 'BROKER.ORDER_WRITES_THROTTLED',
    status: 429,
    message: 'Harborline Brokerage takes 10 order writes a minute per account: retry after Retry-After seconds.',
    description:
      'The account’s broker throttles order writes (placing and canceling) per account (capabilities.orderWritesPerMinute, harborline 10). Wait for Retry-After seconds. details.broker, details.limit and details.rule say which rule answered.',
    surfaces: V1,
  },
  {
    code: 'BROKER.RATE_LIMITED',
    status: 429,
    message: 'Meridian Clearing takes 60 calls a minute per account: retry after Retry-After seconds.',
    description:
      'The account’s broker limits the calls about each account (capabilities.rateLimitPerMinute, meridian 60), beside your key’s own limit. Wait for Retry-After seconds. details.broker, details.limit and details.rule say which rule answered.',
    surfaces: V1,
  },
  // Webhooks.
  {
    code: 'WEBHOOK.ENDPOINT_NOT_FOUND',
    status: 404,
    message: 'Webhook endpoint not found',
    description: 'No webhook endpoint of yours has this id.',
    surfaces: BOTH,
  },
  {
    code: 'WEBHOOK.DELIVERY_NOT_FOUND',
    status: 404,
    message: 'Webhook delivery not found',
    description: 'No delivery with this id was made to this endpoint.',
    surfaces: BOTH,
  },
  {
    code: 'WEBHOOK.ENDPOINT_QUOTA',
    status: 409,
    message: 'At most 10 webhook endpoints per developer; delete one first',
    description: 'At most 10 webhook endpoints per developer. Delete one, or subscribe one endpoint to more events.',
    surfaces: V1,
  },
  {
    code: 'WEBHOOK.URL_NOT_ALLOWED',
    status: 400,
    message: 'This URL cannot receive webhooks: only https URLs are accepted',
    description:
      'In production, webhook URLs must be https and must not point at private, loopback or link-local addresses. To receive events on your laptop, run `npx brokerbridge listen --forward-to <your local URL>`.',
    surfaces: V1,
  },
  {
    code: 'WEBHOOK.ENDPOINT_DISABLED',
    status: 409,
    message: 'This endpoint is disabled (The endpoint answered 410 Gone); nothing is sent to it',
    description: 'The endpoint answered 410 Gone once, so nothing more is sent to it. Create it again to receive events.',
    surfaces: BOTH,
  },
  // BrokerBridge Connect: partner apps, access tokens, the connect portal (connect-error-codes.ts).
  ...CONNECT_ERROR_CODES,
];
