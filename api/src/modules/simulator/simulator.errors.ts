// What the simulator refuses, as plain errors: it knows nothing of HTTP or of which door called it.
// Each door answers them in its own words, in one place (the demo's demo-errors.filter.ts, the
// sandbox's sandbox-errors.filter.ts). `code` names the refusal; a door's code may differ.

import type { OrderRefused } from './brokers/check-order';

export abstract class SimulatorError extends Error {
  abstract readonly code: 'ORDER_NOT_FOUND' | 'ORDER_NOT_CANCELABLE' | 'ACCOUNT_NOT_FOUND' | 'CLOCK_BACKWARDS' | 'INVALID_CURSOR' | 'UNSUPPORTED_BY_BROKER';
}

/** No order of this id in this account. */
export class OrderNotFound extends SimulatorError {
  readonly code = 'ORDER_NOT_FOUND';
  constructor() {
    super('Order not found');
  }
}

/** Only a working order (pending, partially filled) can be canceled. */
export class OrderNotCancelable extends SimulatorError {
  readonly code = 'ORDER_NOT_CANCELABLE';
  constructor(readonly status: string) {
    super(`Only pending orders can be canceled; this order is ${status}`);
  }
}

/** The account is gone (an idle demo account expired, a sandbox account deleted) or never was. */
export class AccountNotFound extends SimulatorError {
  readonly code = 'ACCOUNT_NOT_FOUND';
  constructor() {
    super('The account does not exist');
  }
}

/** An account's clock only moves forward. */
export class ClockBackwards extends SimulatorError {
  readonly code = 'CLOCK_BACKWARDS';
  constructor(
    readonly now: Date,
    readonly to: Date,
  ) {
    super(`The account's clock only moves forward: it reads ${now.toISOString()}, and ${to.toISOString()} is earlier.`);
  }
}

/** A page asked for after something that is no row's id (a cursor is the last row's id, see pageAfter). */
export class InvalidCursor extends SimulatorError {
  readonly code = 'INVALID_CURSOR';
  constructor() {
    super('after must be a cursor returned as nextCursor');
  }
}

/** The account's broker cannot take this order (checkOrder): refused before anything is written. */
export class OrderUnsupportedByBroker extends SimulatorError {
  readonly code = 'UNSUPPORTED_BY_BROKER';
  constructor(readonly refusal: OrderRefused) {
    super(refusal.message);
  }
}
