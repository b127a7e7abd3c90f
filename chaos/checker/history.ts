// What the chaos suite records and reads back: the input of the checker (pure data, no I/O).

/** How one attempt ended, as the client saw it (Jepsen's ok / fail / info). */
export type Outcome = 'ok' | 'failed' | 'unknown';

/** One call: 2xx is ok, a 4xx failed (nothing happened), anything else (no answer, a 5xx) is unknown. */
export interface Attempt {
  outcome: Outcome;
  /** Epoch ms when the call was sent and when it ended. */
  start: number;
  end: number;
  status?: number;
  error?: string;
}

/** An order a client meant to place once; every attempt carries the same Idempotency-Key (or clientOrderId). */
export interface OrderOp {
  client: string;
  accountId: string;
  /** What names the order in the final state: its clientOrderId, or its body (see workload/signature.ts). */
  signature: string;
  attempts: Attempt[];
}

/** A cancel a client meant to make once, retried until answered. */
export interface CancelOp {
  client: string;
  accountId: string;
  orderId: string;
  attempts: Attempt[];
}

/** The final state, read from the database once the run is over. */
export interface FinalOrder {
  id: string;
  accountId: string;
  signature: string;
  status: string;
  quantity: number;
  filledQuantity: number;
}

export interface FinalFill {
  id: string;
  orderId: string;
  accountId: string;
  symbol: string;
  side: 'buy' | 'sell';
  quantity: number;
  /** Whole cents, so sums are exact. */
  priceCents: number;
}

export interface FinalAccount {
  id: string;
  openingCashCents: number;
  openingPositions: Record<string, number>;
  cashCents: number;
  positions: Record<string, number>;
}

/** What one client's event stream delivered, in arrival order, across its reconnects. */
export interface StreamLog {
  client: string;
  kind: 'socket' | 'sse';
  accountId: string;
  /** Sequence numbers as they arrived. */
  received: number[];
}

/** A committed account event, with the type a webhook endpoint subscribes to. */
export interface CommittedEvent {
  accountId: string;
  seq: number;
  type: string;
}

export interface WebhookEndpoint {
  id: string;
  /** The accounts of its owner: their events are its to deliver. */
  accountIds: string[];
  events: string[];
}

export interface WebhookReceipt {
  endpointId: string;
  webhookId: string;
  accountId: string;
  seq: number;
}

export interface Kill {
  at: number;
  instance: string;
  signal: 'SIGKILL' | 'SIGTERM';
  wasLeader: boolean;
  /** SIGTERM: when the process exited, and with which code. */
  exitedAt?: number;
  exitCode?: number | null;
}

/** A resting limit the price feed was to cross: when it crossed (first tick at or through it) and when it filled. */
export interface MatcherProbe {
  orderId: string;
  placedAt: number;
  crossedAt: number | null;
  filledAt: number | null;
}

export interface LimitProbe {
  name: string;
  limit: number;
  allowed: number;
  refused: number;
  /** Calls without an answer (an instance killed under them): the server may have counted them. */
  unknown: number;
}

export interface Verdict {
  property: string;
  holds: boolean;
  /** One line: what was checked, and the figure behind it. */
  summary: string;
  violations: string[];
}

/** The logical outcome of an operation: ok if any attempt was, else unknown if any was, else failed. */
export function outcomeOf(attempts: Attempt[]): Outcome {
  if (attempts.some((a) => a.outcome === 'ok')) return 'ok';
  return attempts.some((a) => a.outcome === 'unknown') ? 'unknown' : 'failed';
}

export function verdict(property: string, summary: string, violations: string[]): Verdict {
  return { property, holds: violations.length === 0, summary, violations };
}
