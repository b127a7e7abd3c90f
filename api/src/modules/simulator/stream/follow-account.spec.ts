import type { AccountEvent } from '../events/trading.events';
import { AccountStreams } from './account-streams';
import { followAccount, type FollowedEvent } from './follow-account';

const event = (seq: number): AccountEvent => ({ accountId: 'a', seq, type: 'order.accepted', data: { n: seq }, createdAt: '2026-01-01T00:00:00.000Z' });

/** The table holds events 1..`stored`; a follower's reads come from it. */
function setup(stored: number, after: number) {
  const streams = new AccountStreams();
  const table = Array.from({ length: stored }, (_, i) => event(i + 1));
  const sent: number[][] = [];
  const read = async (from: number, upTo: number, limit: number): Promise<FollowedEvent[]> =>
    table.filter((e) => e.seq > from && e.seq <= upTo).slice(0, limit);
  const follower = followAccount(
    streams,
    'a',
    after,
    read,
    (events) => sent.push(events.map((e) => e.seq)),
    (error) => sent.push([-1, Number(error.message)]),
  );
  return { streams, table, sent, follower };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('followAccount', () => {
  it('sends what was stored after `after`, then the new events as they come', async () => {
    const { streams, table, sent, follower } = setup(3, 1);
    await follower.caughtUp;
    table.push(event(4));
    streams.push([event(4)]);
    await settle();
    expect(sent).toEqual([[2, 3], [4]]);
  });

  it('fills a gap from the table when a change overtakes the one before it, and never repeats the late one', async () => {
    const { streams, table, sent, follower } = setup(2, 0);
    await follower.caughtUp;
    table.push(event(3), event(4), event(5));
    streams.push([event(5)]); // committed here, while 3-4 are still being relayed from another instance
    streams.push([event(3), event(4)]);
    await settle();
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('stops when told to', async () => {
    const { streams, sent, follower } = setup(0, 0);
    await follower.caughtUp;
    follower.stop();
    streams.push([event(1)]);
    await settle();
    expect(sent).toEqual([]);
    expect(streams.has('a')).toBe(false);
  });
});
