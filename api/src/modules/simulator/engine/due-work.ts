import { CrossableOrder, firstCrossings, sessionWindows } from './first-crossings';

/** A sandbox order still working, as the clock's processing sees it. */
export interface WorkingOrder extends CrossableOrder {
  /** When its script does its next step (fill_after, the next partial fill, cancel_by_broker). */
  nextStepAt: Date | null;
}

type DueKind = 'step' | 'fill' | 'expire';
export interface DueAction {
  at: Date;
  orderId: string;
  kind: DueKind;
}

const MINUTE_MS = 60_000;
const KIND_RANK: Record<DueKind, number> = { step: 0, fill: 1, expire: 2 };

/**
 * What falls due when an account's clock moves from `from` to `to` (from excluded, to
 * included), in time order: scripted steps at their time, resting limits at the first
 * minute of a trading session in which the seeded path crosses them (before they expire),
 * day orders at their close. Ties keep the orders' own order (oldest first). The crossings
 * are searched session by session, skipping what the path cannot reach (see CrossingSearch).
 */
export function dueActions(orders: WorkingOrder[], from: Date, to: Date, seed: number): DueAction[] {
  return dueActionsWith(orders, from, to, firstCrossings(orders, from, to, seed));
}

/** dueActions, given the resting limits' first crossings in (from, to] (see searchCrossings). */
export function dueActionsWith(orders: WorkingOrder[], from: Date, to: Date, crossings: Map<string, Date>): DueAction[] {
  const actions: DueAction[] = [];
  const inRange = (at: Date | null): at is Date => at !== null && at.getTime() > from.getTime() && at.getTime() <= to.getTime();
  for (const order of orders) {
    if (inRange(order.nextStepAt)) actions.push({ at: order.nextStepAt, orderId: order.id, kind: 'step' });
    if (inRange(order.expiresAt)) actions.push({ at: order.expiresAt, orderId: order.id, kind: 'expire' });
  }
  for (const [orderId, at] of crossings) actions.push({ at, orderId, kind: 'fill' });
  const position = new Map(orders.map((o, i) => [o.id, i]));
  return actions.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || KIND_RANK[a.kind] - KIND_RANK[b.kind] || position.get(a.orderId)! - position.get(b.orderId)!,
  );
}

/** Minute boundaries t with from < t <= to while a session is open (open <= t < close). */
export function* sessionMinutes(from: Date, to: Date): Generator<number> {
  for (const [first, last] of sessionWindows(from, to)) for (let t = first; t <= last; t += MINUTE_MS) yield t;
}
