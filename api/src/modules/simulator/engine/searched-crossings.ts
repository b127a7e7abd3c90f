import { CrossableOrder, firstCrossingsYielding } from './first-crossings';

/**
 * The first crossings found for some orders over (from, to] (epoch ms), kept so that a later
 * search over a range that starts no earlier reads only what it adds: a clock move's crossings
 * are searched before its transaction, and the transaction searches only what changed since.
 */
export interface SearchedCrossings {
  from: number;
  to: number;
  /** Each searched order's terms (see termsOf): an order whose terms changed since is searched afresh. */
  terms: Map<string, string>;
  crossings: Map<string, Date>;
}

const termsOf = (o: CrossableOrder) =>
  `${o.symbol} ${o.side} ${o.crossAs ?? 'limit'} ${o.crossLimit?.toFixed(2)} ${o.expiresAt?.getTime() ?? ''}${o.extendedHours ? ' extended' : ''}`;

/**
 * Each crossable order's first crossing in (from, to] (see CrossingSearch), reusing what `ahead`
 * found for an order with unchanged terms: a crossing it found after `from` stands (or is
 * beyond `to`), and an order it saw cross nowhere is searched only past the range it covered.
 * Yields the event loop every `sliceMs` of searching.
 */
export async function searchCrossings(
  orders: CrossableOrder[],
  from: Date,
  to: Date,
  seed: number,
  ahead?: SearchedCrossings,
  sliceMs?: number,
): Promise<SearchedCrossings> {
  const [start, end] = [from.getTime(), to.getTime()];
  const crossable = orders.filter((o) => o.crossLimit);
  const known = ahead && ahead.from <= start ? ahead : undefined;
  const crossings = new Map<string, Date>();
  const afresh: CrossableOrder[] = [];
  const beyond: CrossableOrder[] = [];
  for (const order of crossable) {
    const at = known?.terms.get(order.id) === termsOf(order) ? known!.crossings.get(order.id) : null;
    if (at === null || (at && at.getTime() <= start)) afresh.push(order);
    else if (at) {
      if (at.getTime() <= end) crossings.set(order.id, at);
    } else if (known!.to < end) (known!.to >= start ? beyond : afresh).push(order);
  }
  const searches: [CrossableOrder[], Date][] = [
    [afresh, from],
    [beyond, new Date(known?.to ?? start)],
  ];
  for (const [group, after] of searches) {
    if (group.length === 0) continue;
    for (const [id, at] of await firstCrossingsYielding(group, after, to, seed, sliceMs)) crossings.set(id, at);
  }
  return { from: start, to: end, terms: new Map(crossable.map((o) => [o.id, termsOf(o)])), crossings };
}
