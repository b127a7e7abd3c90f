import { accountEventNotices, AccountEventNotice, AnnouncedRange, isNoticeFrom } from './account-event-channel';

const parsed = (payload: string) => JSON.parse(payload) as AccountEventNotice;
const accountId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('announcing committed account events', () => {
  it('announces the ranges of many changes, and the origin, in one payload', () => {
    const payloads = accountEventNotices('instance-a', [
      ['acc-1', 4, 5],
      ['acc-2', 1, 1],
    ]);
    expect(payloads.map(parsed)).toEqual([
      {
        origin: 'instance-a',
        ranges: [
          ['acc-1', 4, 5],
          ['acc-2', 1, 1],
        ],
      },
    ]);
  });

  it('splits the ranges over payloads under the 8,000-byte limit, losing none', () => {
    const ranges: AnnouncedRange[] = Array.from({ length: 500 }, (_, i) => [accountId(i), 1_000_000 + i, 2_000_000 + i]);
    const payloads = accountEventNotices('instance-a', ranges);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(payloads.flatMap((p) => parsed(p).ranges)).toEqual(ranges);
  });

  it('announces nothing when nothing committed', () => {
    expect(accountEventNotices('instance-a', [])).toEqual([]);
  });

  it('lets an instance recognise its own notices without parsing them', () => {
    const [payload] = accountEventNotices('instance-a', [['acc-1', 1, 1]]);
    expect(isNoticeFrom(payload, 'instance-a')).toBe(true);
    expect(isNoticeFrom(payload, 'instance-b')).toBe(false);
    expect(isNoticeFrom(payload, 'instance')).toBe(false);
  });
});
