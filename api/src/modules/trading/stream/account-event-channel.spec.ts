import type { AccountEvent } from '../events/trading.events';
import { accountEventNotice, AccountEventNotice, isNoticeFrom } from './account-event-channel';

const event = (seq: number, note = ''): AccountEvent => ({
  accountId: 'acc-1',
  seq,
  type: 'account.changed',
  data: { note },
  createdAt: '2026-11-22T10:00:00.000Z',
});

const parsed = (payload: string | null) => JSON.parse(payload!) as AccountEventNotice;

describe('announcing committed account events', () => {
  it('sends small batches inline, with their sequence range and origin', () => {
    expect(parsed(accountEventNotice('instance-a', [event(4), event(5)]))).toEqual({
      origin: 'instance-a',
      accountId: 'acc-1',
      fromSeq: 4,
      toSeq: 5,
      events: [event(4), event(5)],
    });
  });

  it('announces only the range when the events would not fit in a notification', () => {
    const payload = accountEventNotice('instance-a', [event(1, 'x'.repeat(8000))]);
    expect(parsed(payload)).toEqual({ origin: 'instance-a', accountId: 'acc-1', fromSeq: 1, toSeq: 1 });
    expect(Buffer.byteLength(payload!)).toBeLessThan(8000);
  });

  it('announces nothing for a transaction without events', () => {
    expect(accountEventNotice('instance-a', [])).toBeNull();
  });

  it('lets an instance recognise its own notices without parsing them', () => {
    for (const payload of [accountEventNotice('instance-a', [event(1)])!, accountEventNotice('instance-a', [event(1, 'x'.repeat(8000))])!]) {
      expect(isNoticeFrom(payload, 'instance-a')).toBe(true);
      expect(isNoticeFrom(payload, 'instance-b')).toBe(false);
      expect(isNoticeFrom(payload, 'instance')).toBe(false);
    }
  });
});
