/** The Postgres channel on which committed account events are announced to every instance. */
export const ACCOUNT_EVENT_CHANNEL = 'trading_account_events';

/** One account's announced events: its id and the first and last sequence numbers. */
export type AnnouncedRange = [accountId: string, fromSeq: number, toSeq: number];

export interface AccountEventNotice {
  /** The app instance that committed the events (it delivered them to its own followers itself). */
  origin: string;
  ranges: AnnouncedRange[];
}

/** Under Postgres' 8,000-byte limit on a notification's payload, with room to spare. */
const NOTICE_BYTES = 7_500;

/**
 * The payloads announcing the sequence ranges of committed changes, as few as fit under the
 * payload limit: only the ranges, as an instance with a follower of the account reads the
 * events from `trading_events` and every other one (most, for most changes) skips them, where
 * carrying the events measured as a quarter of an order's CPU.
 */
export function accountEventNotices(origin: string, ranges: AnnouncedRange[]): string[] {
  const head = `{"origin":${JSON.stringify(origin)},"ranges":[`;
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = head.length + 2;
  for (const range of ranges) {
    const part = JSON.stringify(range);
    if (parts.length > 0 && bytes + part.length + 1 > NOTICE_BYTES) {
      payloads.push(`${head}${parts.join(',')}]}`);
      [parts, bytes] = [[], head.length + 2];
    }
    parts.push(part);
    bytes += part.length + 1;
  }
  if (parts.length > 0) payloads.push(`${head}${parts.join(',')}]}`);
  return payloads;
}

/**
 * Whether a payload was announced by `origin`, without parsing it: every instance hears its
 * own notices too, and has already delivered those events itself. `accountEventNotices` always
 * writes `origin` first.
 */
export function isNoticeFrom(payload: string, origin: string): boolean {
  return payload.startsWith(`{"origin":${JSON.stringify(origin)},`);
}
