import type { AccountEvent } from '../events/trading.events';
import { accountEventNotice, AccountEventNotice, isNoticeFrom } from './account-event-channel';

const event = (seq: number, note = ''): AccountEvent => ({
  accountId: 'acc-1',
  seq,
  type: 'account.updated',
  data: { note },
  createdAt: '2026-11-22T10:00:00.000Z',
});

const parsed = (payload: string | null) => JSON.parse(payload!) as AccountEventNotice;

describe('announcing committed account events', () => {
  it('announces the sequence range and the origin, not the events themselves', () => {
    const payload = accountEventNotice('instance-a', [event(4), event(5, 'x'.repeat(8000))]);
    expect(parsed(payload)).toEqual({ origin: 'instance-a', accountId: 'acc-1', fromSeq: 4, toSeq: 5 });
    expect(Buffer.byteLength(payload!)).toBeLessThan(200);
  });

  it('announces nothing for a transaction without events', () => {
    expect(accountEventNotice('instance-a', [])).toBeNull();
  });

  it('lets an instance recognise its own notices without parsing them', () => {
    const payload = accountEventNotice('instance-a', [event(1)])!;
    expect(isNoticeFrom(payload, 'instance-a')).toBe(true);
    expect(isNoticeFrom(payload, 'instance-b')).toBe(false);
    expect(isNoticeFrom(payload, 'instance')).toBe(false);
  });
});
