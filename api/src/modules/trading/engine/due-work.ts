import type Decimal from 'decimal.js';
import { limitCrossed } from './decide-order';
import { currentOrNextSession } from './market-hours';
import { pathPrice, PathScanner } from './price-path';
import type { Side, TradingSymbol } from './types';

/** A sandbox order still working, as the clock's processing sees it. */
export interface WorkingOrder {
  id: string;
  symbol: TradingSymbol;
  side: Side;
  /** The limit the seeded path fills it at; null when its script, not the path, decides (or a market order). */
  crossLimit: Decimal | null;
  /** A day order's close; null for gtc. */
  expiresAt: Date | null;
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
 * day orders at their close. Ties keep the orders' own order (oldest first). Only session
 * minutes are scanned, so 30 days cost some 8,000 minutes per symbol with resting limits.
 */
export function dueActions(orders: WorkingOrder[], from: Date, to: Date, seed: number): DueAction[] {
  const actions: DueAction[] = [];
  const inRange = (at: Date | null): at is Date => at !== null && at.getTime() > from.getTime() && at.getTime() <= to.getTime();
  for (const order of orders) {
    if (inRange(order.nextStepAt)) actions.push({ at: order.nextStepAt, orderId: order.id, kind: 'step' });
    if (inRange(order.expiresAt)) actions.push({ at: order.expiresAt, orderId: order.id, kind: 'expire' });
  }
  for (const [orderId, at] of firstCrossings(orders, from, to, seed)) actions.push({ at, orderId, kind: 'fill' });
  const position = new Map(orders.map((o, i) => [o.id, i]));
  return actions.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || KIND_RANK[a.kind] - KIND_RANK[b.kind] || position.get(a.orderId)! - position.get(b.orderId)!,
  );
}

/** Each crossable order's first session minute in (from, to] at which the path crosses its limit, before it expires. */
function firstCrossings(orders: WorkingOrder[], from: Date, to: Date, seed: number): Map<string, Date> {
  const found = new Map<string, Date>();
  const bySymbol = new Map<TradingSymbol, WorkingOrder[]>();
  for (const order of orders) if (order.crossLimit) bySymbol.set(order.symbol, [...(bySymbol.get(order.symbol) ?? []), order]);
  if (bySymbol.size === 0) return found;
  const limits = new Map(orders.filter((o) => o.crossLimit).map((o) => [o.id, o.crossLimit!.toNumber()]));
  const scanners = new Map([...bySymbol.keys()].map((symbol) => [symbol, new PathScanner(seed, symbol)]));
  for (const t of sessionMinutes(from, to)) {
    const at = new Date(t);
    for (const [symbol, waiting] of bySymbol) {
      const approx = scanners.get(symbol)!.priceApprox(at);
      let exact: Decimal | undefined;
      for (const order of waiting) {
        if (found.has(order.id) || (order.expiresAt && t >= order.expiresAt.getTime())) continue;
        const limit = limits.get(order.id)!;
        // Within a cent of the limit the approximate price may round the other way: ask the exact one.
        const maybe = order.side === 'buy' ? approx <= limit + 0.011 : approx >= limit - 0.011;
        if (!maybe) continue;
        exact ??= pathPrice(seed, symbol, at);
        if (limitCrossed(order.side, order.crossLimit!, exact)) found.set(order.id, at);
      }
    }
    if (found.size === limits.size) break;
  }
  return found;
}

/** Minute boundaries t with from < t <= to while a session is open (open <= t < close). */
export function* sessionMinutes(from: Date, to: Date): Generator<number> {
  let session = currentOrNextSession(from);
  while (session.open.getTime() <= to.getTime()) {
    const first = Math.max(session.open.getTime(), Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
    const last = Math.min(session.close.getTime() - MINUTE_MS, Math.floor(to.getTime() / MINUTE_MS) * MINUTE_MS);
    for (let t = first; t <= last; t += MINUTE_MS) yield t;
    session = currentOrNextSession(session.close);
  }
}
