/** The console's JSON, as /work/notes/sandbox-contract.md fixes it (the API's DTOs are the source). */

export const SCOPES = ['accounts:read', 'accounts:write', 'trading:write', 'sandbox:control', 'webhooks:manage'] as const;
export type Scope = (typeof SCOPES)[number];

export interface ApiKey {
  id: string;
  name: string;
  scopes: Scope[];
  /** `bb_test_<publicId>`: enough to tell keys apart, useless to call with. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Set on a rolled key: the end of its grace period. */
  expiresAt: string | null;
}

/** Only the create and roll answers carry the full key, and only that once. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export interface NewKeyRequest {
  name: string;
  scopes: Scope[];
}

export interface RequestLogEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  keyPrefix: string;
  createdAt: string;
  /** Redacted by the server (no keys or secrets), at most 2 KiB; "(event stream)" for a stream. */
  requestBody: string | null;
  responseBody: string | null;
}

/** The request log's filters; an empty one matches everything. */
export interface RequestFilters {
  /** "2xx", "4xx", "5xx" or a code such as "404". */
  status?: string;
  path?: string;
  /** A key's prefix. */
  key?: string;
}

export interface SandboxAccount {
  id: string;
  label: string | null;
  /** The id of the broker the account is at (GET /api/developer/brokers names it). */
  broker: string;
  cash: string;
  equity: string;
  buyingPower: string;
  marginUsed: string;
  marketValue: string;
  seed: number | null;
  /** The account's own clock time. */
  now: string;
  createdAt: string;
}

/** A simulated broker an account can be opened at (its capability document, as much as the console shows). */
export interface SandboxBroker {
  id: string;
  name: string;
  /** false: a read-only aggregator (tidewater), every order refused. */
  trading: boolean;
}

/** A sandbox account's clock and market hours (ISO-8601 UTC times). */
export interface SandboxClock {
  now: string;
  isOpen: boolean;
  nextOpen: string;
  nextClose: string;
  frozen: boolean;
  /** Account seconds per real second while running. */
  speed: number;
}

/** What the console does to a clock: freeze or resume it, or move it forward. */
export type ClockMove = { action: 'freeze' } | { action: 'resume' } | { action: 'advance'; seconds: number };

export interface SandboxOrder {
  id: string;
  clientOrderId: string | null;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'market' | 'limit' | 'stop' | 'stop_limit' | 'trailing_stop';
  /** Shares: whole, or to 9 decimal places. */
  quantity: number;
  /** Only on notional orders: the dollar amount asked. */
  notional?: string;
  limitPrice: string | null;
  /** Only on stop and stop_limit orders. */
  stopPrice?: string;
  /** Only on trailing_stop orders: one trail (the other null) and the water mark as of the last clock move. */
  trailPrice?: string | null;
  trailPercent?: string | null;
  waterMark?: string | null;
  timeInForce: 'day' | 'gtc' | 'ioc' | 'fok';
  /** Only on extended-hours orders (northwind). */
  extendedHours?: true;
  status: 'pending' | 'partially_filled' | 'filled' | 'canceled' | 'rejected' | 'expired';
  filledQuantity: number;
  averageFillPrice: string | null;
  rejectReason: { code: string; message: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface SandboxEvent {
  sequence: number;
  type: string;
  /** In the account's clock time. */
  occurredAt: string;
  /** The real time it was written (the console's events only; null for older ones). */
  recordedAt?: string | null;
  data: Record<string, unknown>;
}

export interface SandboxPosition {
  symbol: string;
  quantity: number;
  averageCost: string;
  marketPrice: string;
  marketValue: string;
  unrealizedPnl: string;
}

/** GET /v1/accounts/{id}/quotes: bid, ask and last at the account's clock time `at`. */
export interface SandboxQuotes {
  at: string;
  isOpen: boolean;
  items: { symbol: string; bid: string; ask: string; last: string }[];
}

export interface Items<T> {
  items: T[];
}

/** A cursor page of /v1 (`after=<nextCursor>` for the next; null at the end). */
export interface CursorPage<T> extends Items<T> {
  nextCursor: string | null;
}

/** A page of an account's event log; `nextSequence` is what to ask `after=` next. */
export interface EventPage extends Items<SandboxEvent> {
  nextSequence: number;
}
