import type { AccountEvent } from '../events/trading.events';
import type { AccountStreams } from './account-streams';

/** An account's event as a follower sends it: the stored shape, without the account id. */
export interface FollowedEvent {
  seq: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
}

/** Stored events after `after` up to `upTo`, oldest first, at most `limit`. */
export type ReadEvents = (after: number, upTo: number, limit: number) => Promise<FollowedEvent[]>;

const FILL_BATCH = 500;

/**
 * Follows one account's events for one reader (an SSE stream, a demo socket): every event after
 * `after`, then the new ones as they commit, in sequence with no gap and no repeat. Live events
 * are followed before the stored ones are read, anything at or below what was sent is dropped,
 * and a gap is filled from the table: a change relayed from another instance can arrive after a
 * later one committed here, or a notice can overtake the one before it.
 * `send` gets a batch at a time (a committed change's events, or a page of stored ones).
 * `caughtUp` settles once the stored events have been sent; `stop` ends the following.
 */
export function followAccount(
  streams: AccountStreams,
  accountId: string,
  after: number,
  read: ReadEvents,
  send: (events: FollowedEvent[]) => void,
  onError: (error: Error) => void,
): { caughtUp: Promise<void>; stop: () => void } {
  let sent = after;
  let queue: Promise<void> = Promise.resolve();
  const run = (work: () => Promise<void> | void) => (queue = queue.then(work).catch(onError));
  const fill = async (upTo: number) => {
    for (;;) {
      const batch = await read(sent, upTo, FILL_BATCH);
      if (batch.length > 0) {
        send(batch);
        // Every change of `sent` runs in `queue`, one after another: none happened during the read.
        // eslint-disable-next-line require-atomic-updates
        sent = batch[batch.length - 1].seq;
      }
      if (batch.length < FILL_BATCH) return;
    }
  };
  const stop = streams.subscribe(accountId, (events: AccountEvent[]) => {
    void run(async () => {
      const last = events[events.length - 1].seq;
      if (last <= sent) return;
      if (events[0].seq > sent + 1) await fill(events[0].seq - 1);
      // A change's events are consecutive: what is left of them starts right after what was sent, or a gap stays open.
      const next = events.filter((e) => e.seq > sent);
      if (next.length === 0 || next[0].seq !== sent + 1) return;
      send(next.map(({ seq, type, data, createdAt }) => ({ seq, type, data, createdAt })));
      sent = last;
    });
  });
  return { caughtUp: run(() => fill(Number.MAX_SAFE_INTEGER)), stop };
}
