import Decimal from 'decimal.js';
import type { Queryable } from '../../../database/queryable';
import { searchTrailingStops, TrailingSearch, WorkingTrailingStop } from '../engine';
import { storeWaterMarks, WorkingOrderRow } from './market.queries';

// Trailing stops on a clock move: their level moves with the path, so the crossing search of
// fixed levels cannot find them; each is walked from its stored water mark instead (see
// docs/decisions/stop-orders.md, "Trailing stops").

/** The working trailing stops the path triggers (a scripted one's script decides, as for every order). */
function trailingStopsOf(rows: WorkingOrderRow[]): WorkingTrailingStop[] {
  const decimal = (v: string | null | undefined) => (v === null || v === undefined ? null : new Decimal(v));
  return rows
    .filter((r) => r.order_type === 'trailing_stop' && r.simulate === null && r.water_mark)
    .map((r) => ({
      id: r.id,
      symbol: r.symbol,
      side: r.side,
      trailPrice: decimal(r.trail_price),
      trailPercent: decimal(r.trail_percent),
      waterMark: new Decimal(r.water_mark!),
      expiresAt: r.expires_at,
      placedAt: r.created_at,
    }));
}

/** When the path triggers the working trailing stops in (from, to]: a fill, as a stop's, for the due work. */
export function trailingTriggers(rows: WorkingOrderRow[], from: Date, to: Date, seed: number): Map<string, Date> {
  return triggersOf(searchTrailingStops(trailingStopsOf(rows), from, to, seed));
}

function triggersOf(found: Map<string, TrailingSearch>): Map<string, Date> {
  return new Map([...found].flatMap(([id, f]) => (f.triggeredAt ? [[id, f.triggeredAt] as const] : [])));
}

/**
 * trailingTriggers, storing in the move's transaction the water mark each trailing stop reaches
 * (at its trigger, or at `to`), before the due work reads the orders: a later move continues
 * from it, and a filled trailing stop shows the mark it triggered from.
 */
export async function advanceTrailingStops(
  db: Queryable,
  accountId: string,
  rows: WorkingOrderRow[],
  from: Date,
  to: Date,
  seed: number,
): Promise<Map<string, Date>> {
  const found = searchTrailingStops(trailingStopsOf(rows), from, to, seed);
  await storeWaterMarks(db, accountId, new Map([...found].map(([id, f]) => [id, f.waterMark.toFixed(2)])));
  return triggersOf(found);
}
