import type { AccountEvent } from '../events/trading.events';
import { AccountStreams } from './account-streams';

const event = (accountId: string, seq: number): AccountEvent => ({ accountId, seq, type: 'account.updated', data: {}, createdAt: '2026-11-28T10:00:00.000Z' });

describe('AccountStreams', () => {
  it('gives a change to every follower of its account, and to no other', () => {
    const streams = new AccountStreams();
    const heard: string[] = [];
    streams.subscribe('acc-1', (events) => heard.push(`a:${events.map((e) => e.seq).join()}`));
    streams.subscribe('acc-1', (events) => heard.push(`b:${events.map((e) => e.seq).join()}`));
    streams.subscribe('acc-2', () => heard.push('other'));
    streams.push([event('acc-1', 1), event('acc-1', 2)]);
    expect(heard).toEqual(['a:1,2', 'b:1,2']);
  });

  it('knows the last sequence pushed to each followed account (what the sweep checks against)', () => {
    const streams = new AccountStreams();
    const stop = streams.subscribe('acc-1', () => undefined);
    streams.subscribe('acc-2', () => undefined);
    streams.push([event('acc-9', 7)]);
    expect(streams.followed()).toEqual(
      new Map([
        ['acc-1', undefined],
        ['acc-2', undefined],
      ]),
    );
    streams.push([event('acc-1', 3), event('acc-1', 4)]);
    // A late, older event (a sweep's read) does not move it back.
    streams.push([event('acc-1', 2)]);
    expect(streams.followed().get('acc-1')).toBe(4);
    stop();
    expect([...streams.followed().keys()]).toEqual(['acc-2']);
    streams.subscribe('acc-1', () => undefined);
    expect(streams.followed().get('acc-1')).toBeUndefined();
  });
});
