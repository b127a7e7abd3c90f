import type { CommittedEvent, WebhookEndpoint, WebhookReceipt } from './history';
import { checkWebhooks } from './webhooks';

const events: CommittedEvent[] = [
  { accountId: 'a', seq: 1, type: 'order.accepted' },
  { accountId: 'a', seq: 2, type: 'order.filled' },
  { accountId: 'b', seq: 1, type: 'order.filled' },
];
const endpoints: WebhookEndpoint[] = [{ id: 'e1', accountIds: ['a'], events: ['order.accepted', 'order.filled'] }];
const receipt = (seq: number, webhookId: string, accountId = 'a'): WebhookReceipt => ({ endpointId: 'e1', webhookId, accountId, seq });

describe('checkWebhooks', () => {
  it('holds when each event of the endpoint’s accounts arrived, a redelivery under the same id included', () => {
    const v = checkWebhooks(events, endpoints, [receipt(1, 'msg_1'), receipt(2, 'msg_2'), receipt(2, 'msg_2')]);
    expect(v.violations).toEqual([]);
    expect(v.summary).toMatch(/2 \(endpoint, event\) pairs, 3 deliveries received \(1 again/);
  });

  it('catches an event never delivered', () => {
    expect(checkWebhooks(events, endpoints, [receipt(1, 'msg_1')]).violations).toEqual(['endpoint e1 never received order.filled 2 of a']);
  });

  it('catches an event delivered under two ids, and an id reused for another event', () => {
    const v = checkWebhooks(events, endpoints, [receipt(1, 'msg_1'), receipt(2, 'msg_2'), receipt(2, 'msg_3'), receipt(1, 'msg_3')]);
    expect(v.violations).toEqual([
      'webhook-id msg_3 names two events: e1 a 2 and e1 a 1',
      'endpoint e1 received order.accepted 1 of a under 2 webhook-ids',
      'endpoint e1 received order.filled 2 of a under 2 webhook-ids',
    ]);
  });
});
