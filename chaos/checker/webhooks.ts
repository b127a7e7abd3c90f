import { type CommittedEvent, type Verdict, verdict, type WebhookEndpoint, type WebhookReceipt } from './history';

/** Every committed event reaches every endpoint subscribed to it at least once, always under one webhook-id, never another event's. */
export function checkWebhooks(events: CommittedEvent[], endpoints: WebhookEndpoint[], receipts: WebhookReceipt[]): Verdict {
  const ids = new Map<string, Set<string>>();
  const eventOfId = new Map<string, string>();
  const violations: string[] = [];
  for (const r of receipts) {
    const key = `${r.endpointId} ${r.accountId} ${r.seq}`;
    ids.set(key, (ids.get(key) ?? new Set()).add(r.webhookId));
    const other = eventOfId.get(r.webhookId);
    if (other !== undefined && other !== key) violations.push(`webhook-id ${r.webhookId} names two events: ${other} and ${key}`);
    eventOfId.set(r.webhookId, key);
  }
  let expected = 0;
  for (const endpoint of endpoints) {
    const accounts = new Set(endpoint.accountIds);
    const wanted = new Set(endpoint.events);
    for (const event of events) {
      if (!accounts.has(event.accountId) || !wanted.has(event.type)) continue;
      expected += 1;
      const got = ids.get(`${endpoint.id} ${event.accountId} ${event.seq}`);
      if (!got) violations.push(`endpoint ${endpoint.id} never received ${event.type} ${event.seq} of ${event.accountId}`);
      else if (got.size > 1) violations.push(`endpoint ${endpoint.id} received ${event.type} ${event.seq} of ${event.accountId} under ${got.size} webhook-ids`);
    }
  }
  const redelivered = receipts.length - new Set(receipts.map((r) => `${r.endpointId} ${r.webhookId}`)).size;
  return verdict(
    'webhooks: every event at least once, one webhook-id',
    `${expected} (endpoint, event) pairs, ${receipts.length} deliveries received (${redelivered} again after a lost answer)`,
    violations,
  );
}
