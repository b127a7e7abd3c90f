import { type CancelOp, type FinalAccount, type FinalFill, type FinalOrder, type OrderOp, outcomeOf, type Verdict, verdict } from './history';

const keyOf = (accountId: string, signature: string) => `${accountId} ${signature}`;

/**
 * Every acknowledged order exists exactly once; an unknown one at most once (exactly once when
 * a retry was acknowledged: that is an ok); a refused one not at all; no order exists that no
 * client placed; an acknowledged cancel left its order canceled.
 */
export function checkOrders(ops: OrderOp[], cancels: CancelOp[], orders: FinalOrder[]): Verdict {
  const stored = new Map<string, FinalOrder[]>();
  for (const order of orders) {
    const key = keyOf(order.accountId, order.signature);
    stored.set(key, [...(stored.get(key) ?? []), order]);
  }
  const violations: string[] = [];
  const placed = new Set<string>();
  let retried = 0;
  for (const op of ops) {
    const key = keyOf(op.accountId, op.signature);
    placed.add(key);
    const count = stored.get(key)?.length ?? 0;
    const outcome = outcomeOf(op.attempts);
    if (outcome === 'ok' && op.attempts[0].outcome === 'unknown') retried += 1;
    if (outcome === 'ok' && count !== 1) violations.push(`${op.client}: acknowledged order ${op.signature} exists ${count} times`);
    if (outcome === 'unknown' && count > 1) violations.push(`${op.client}: unanswered order ${op.signature} exists ${count} times`);
    if (outcome === 'failed' && count !== 0) violations.push(`${op.client}: refused order ${op.signature} exists ${count} times`);
  }
  const accounts = new Set(ops.map((op) => op.accountId));
  for (const order of orders) {
    if (accounts.has(order.accountId) && !placed.has(keyOf(order.accountId, order.signature))) {
      violations.push(`order ${order.id} (${order.signature}) of account ${order.accountId} was placed by nobody`);
    }
  }
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const cancel of cancels) {
    const status = byId.get(cancel.orderId)?.status;
    if (outcomeOf(cancel.attempts) === 'ok' && status !== 'canceled')
      violations.push(`${cancel.client}: acknowledged cancel of ${cancel.orderId} left it ${status}`);
  }
  const unknown = ops.filter((op) => outcomeOf(op.attempts) === 'unknown').length;
  return verdict(
    'orders: acknowledged exactly once, unknown at most once',
    `${ops.length} orders (${retried} acknowledged on a retry after no answer, ${unknown} never answered), ${cancels.length} cancels`,
    violations,
  );
}

/** No fill is doubled: an order's fills add up to its filled quantity, never past its quantity, and no fill is stored twice. */
export function checkFills(orders: FinalOrder[], fills: FinalFill[]): Verdict {
  const violations: string[] = [];
  const filled = new Map<string, number>();
  const seen = new Set<string>();
  for (const fill of fills) {
    if (seen.has(fill.id)) violations.push(`fill ${fill.id} is stored twice`);
    seen.add(fill.id);
    filled.set(fill.orderId, (filled.get(fill.orderId) ?? 0) + fill.quantity);
  }
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const [orderId, quantity] of filled) {
    const order = byId.get(orderId);
    if (!order) violations.push(`fills of ${quantity} shares belong to no order (${orderId})`);
    else if (quantity > order.quantity) violations.push(`order ${orderId} of ${order.quantity} shares has fills of ${quantity}`);
    else if (quantity !== order.filledQuantity) violations.push(`order ${orderId} says ${order.filledQuantity} filled, its fills say ${quantity}`);
  }
  for (const order of orders) {
    if (order.filledQuantity > 0 && !filled.has(order.id)) violations.push(`order ${order.id} says ${order.filledQuantity} filled and has no fill`);
  }
  return verdict('fills: none doubled', `${fills.length} fills of ${filled.size} orders`, violations);
}

/** Each account's cash and positions are its opening ones plus the sum of its fills, to the cent and the share. */
export function checkLedger(accounts: FinalAccount[], fills: FinalFill[]): Verdict {
  const violations: string[] = [];
  const byAccount = new Map<string, FinalFill[]>();
  for (const fill of fills) byAccount.set(fill.accountId, [...(byAccount.get(fill.accountId) ?? []), fill]);
  for (const account of accounts) {
    let cash = account.openingCashCents;
    const positions = new Map(Object.entries(account.openingPositions));
    for (const fill of byAccount.get(account.id) ?? []) {
      const sign = fill.side === 'buy' ? 1 : -1;
      cash -= sign * fill.quantity * fill.priceCents;
      positions.set(fill.symbol, (positions.get(fill.symbol) ?? 0) + sign * fill.quantity);
    }
    if (cash !== account.cashCents) violations.push(`account ${account.id}: cash ${account.cashCents / 100}, its fills say ${cash / 100}`);
    for (const symbol of new Set([...positions.keys(), ...Object.keys(account.positions)])) {
      const [expected, actual] = [positions.get(symbol) ?? 0, account.positions[symbol] ?? 0];
      if (expected !== actual) violations.push(`account ${account.id}: ${actual} ${symbol} held, its fills say ${expected}`);
    }
  }
  return verdict('ledger: cash and positions are the sum of the fills', `${accounts.length} accounts`, violations);
}
