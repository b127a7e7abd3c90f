import { LRUCache } from 'lru-cache';

/**
 * `date.toISOString()`, remembered for the last few hundred instants. A change stamps every row
 * and event it writes with one moment, and a set price fills orders mostly placed at a few: its
 * hundred order.filled events format the same two or three instants hundreds of times (toISOString
 * was the app's largest single function in such a tick's profile).
 */
const REMEMBERED = 256;
const recent = new LRUCache<number, string>({ max: REMEMBERED });

export function isoTime(date: Date): string {
  const time = date.getTime();
  let iso = recent.get(time);
  if (iso === undefined) {
    // An invalid date throws here, as toISOString does, and is never remembered.
    iso = date.toISOString();
    recent.set(time, iso);
  }
  return iso;
}
