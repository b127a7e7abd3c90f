/** Calendar buckets of the dashboard charts, in UTC so every instance draws the same ones. */
export interface Bucket {
  start: Date;
  end: Date;
  label: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

export function startOfMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/** The `count` months ending with the one holding `at`, oldest first, labelled "Jan". */
export function lastMonths(at: Date, count: number): Bucket[] {
  return Array.from({ length: count }, (_, i) => {
    const offset = count - 1 - i;
    const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - offset, 1));
    const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - offset + 1, 1));
    return { start, end, label: MONTHS[start.getUTCMonth()] };
  });
}

/** The `count` Monday-based weeks ending with the one holding `at`, oldest first, labelled "Nov 17". */
export function lastWeeks(at: Date, count: number): Bucket[] {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(monday.getTime() - (count - 1 - i) * 7 * DAY_MS);
    const end = new Date(start.getTime() + 7 * DAY_MS);
    return { start, end, label: `${MONTHS[start.getUTCMonth()]} ${start.getUTCDate()}` };
  });
}

/** ISO date of a bucket start, the key seeded history is stored under. */
export function bucketKey(start: Date): string {
  return start.toISOString().slice(0, 10);
}
