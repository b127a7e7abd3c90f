import type { EntityManager } from 'typeorm';
import type { AccountEvent } from '../events/trading.events';
import { ACCOUNT_EVENT_CHANNEL, announceAccountEvents, AccountEventNotice } from './account-event-channel';

function recorder() {
  const calls: unknown[][] = [];
  const m = { query: async (...args: unknown[]) => calls.push(args) } as unknown as EntityManager;
  return { m, notices: () => calls.map((c) => JSON.parse((c[1] as string[])[1]) as AccountEventNotice), calls };
}

const event = (seq: number, note = ''): AccountEvent => ({
  accountId: 'acc-1',
  seq,
  type: 'account.changed',
  data: { note },
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('announcing committed account events', () => {
  it('sends small batches inline, with their sequence range and origin', async () => {
    const { m, notices, calls } = recorder();
    await announceAccountEvents(m, 'instance-a', [event(4), event(5)]);
    expect(calls[0][0]).toBe('SELECT pg_notify($1, $2)');
    expect((calls[0][1] as string[])[0]).toBe(ACCOUNT_EVENT_CHANNEL);
    expect(notices()[0]).toEqual({ origin: 'instance-a', accountId: 'acc-1', fromSeq: 4, toSeq: 5, events: [event(4), event(5)] });
  });

  it('announces only the range when the events would not fit in a notification', async () => {
    const { m, notices } = recorder();
    await announceAccountEvents(m, 'instance-a', [event(1, 'x'.repeat(8000))]);
    expect(notices()[0]).toEqual({ origin: 'instance-a', accountId: 'acc-1', fromSeq: 1, toSeq: 1 });
  });

  it('announces nothing for a transaction without events', async () => {
    const { m, calls } = recorder();
    await announceAccountEvents(m, 'instance-a', []);
    expect(calls).toEqual([]);
  });
});
