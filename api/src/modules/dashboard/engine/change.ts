type ChangeType = 'increase' | 'decrease' | 'neutral';

export interface Change {
  change: number;
  changeType: ChangeType;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function typed(change: number): Change {
  const rounded = round2(change);
  return { change: rounded, changeType: rounded > 0 ? 'increase' : rounded < 0 ? 'decrease' : 'neutral' };
}

/**
 * Relative change of a count, in percent. Growth from nothing counts as +100% (there is no
 * finite ratio), and no data on either side is no change.
 */
export function relativeChange(current: number, previous: number | null): Change {
  if (previous === null || (previous === 0 && current === 0)) return typed(0);
  if (previous === 0) return typed(100);
  return typed(((current - previous) / previous) * 100);
}

/** Change of a value that already is a percentage (uptime, error rate): the difference in points. */
export function pointChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return typed(0);
  return typed(current - previous);
}

export { round2 };
