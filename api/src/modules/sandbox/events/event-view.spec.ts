import { webhookShaped, webhookShapedJson } from './developer-events.service';
import { eventDto, eventJson } from './event-view';

describe('an account event on /v1', () => {
  it('carries the stored data as it is, the sequence and time around it', () => {
    const data = { accountId: 'a', sequence: 7, order: { id: 'o1', status: 'expired', limitPrice: '185.50' } };
    const e = eventDto({ seq: 7, type: 'order.expired', data, createdAt: '2026-11-23T21:00:00.000Z' });
    expect(e).toEqual({ sequence: 7, type: 'order.expired', occurredAt: '2026-11-23T21:00:00.000Z', data });
    expect(e.data).toBe(data as unknown);
  });

  it('is sent as the JSON of its shape, on the account stream and on the developer stream', () => {
    const data = { accountId: 'a', sequence: 8, order: { id: 'o1', status: 'filled', note: 'a "quoted"\nline' }, fill: { price: '150.00' } };
    const e = eventDto({ seq: 8, type: 'order.filled', data, createdAt: '2026-11-23T21:00:00.000Z' });
    expect(eventJson(e)).toBe(JSON.stringify(e));
    expect(webhookShapedJson(webhookShaped(e))).toBe(JSON.stringify(webhookShaped(e)));
  });
});
