import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType } from './webhook-events';

/** What `POST /v1/webhooks/{id}/test` may fire: `webhook.test` (the default) or any event an endpoint can subscribe to. */
export const TESTABLE_EVENT_TYPES = [WEBHOOK_TEST_EVENT, ...WEBHOOK_EVENT_TYPES] as const;
export type TestableEventType = (typeof TESTABLE_EVENT_TYPES)[number];

/** The sample's ids: stable, so a receiver's logs show at once that a delivery was a test. */
const SAMPLE = {
  accountId: '00000000-0000-4000-8000-00000000acc7',
  orderId: '00000000-0000-4000-8000-0000000000d1',
  fillId: '00000000-0000-4000-8000-0000000000f1',
  positionId: '00000000-0000-4000-8000-0000000000b1',
  connectionId: '00000000-0000-4000-8000-0000000000c1',
  appId: '00000000-0000-4000-8000-0000000000a1',
} as const;

type OrderStatus = 'pending' | 'partially_filled' | 'filled' | 'canceled' | 'rejected' | 'expired';

function order(at: string, status: OrderStatus, filledQuantity = 0): Record<string, unknown> {
  return {
    id: SAMPLE.orderId,
    clientOrderId: 'sample-0001',
    symbol: 'AAPL',
    side: 'buy',
    type: 'limit',
    quantity: 10,
    limitPrice: '185.50',
    timeInForce: 'day',
    status,
    filledQuantity,
    averageFillPrice: filledQuantity > 0 ? '185.50' : null,
    rejectReason:
      status === 'rejected'
        ? {
            code: 'INSUFFICIENT_BUYING_POWER',
            message: 'Buying power 1000.00 is below the 1855.00 this order needs',
            required: '1855.00',
            available: '1000.00',
          }
        : null,
    createdAt: at,
    updatedAt: at,
  };
}

const fill = (at: string, quantity: number) => ({
  id: SAMPLE.fillId,
  orderId: SAMPLE.orderId,
  symbol: 'AAPL',
  side: 'buy',
  quantity,
  price: '185.50',
  realizedPnl: '0.00',
  filledAt: at,
});

const connection = (status: 'active' | 'broken' | 'revoked', at: string) => ({
  id: SAMPLE.connectionId,
  appId: SAMPLE.appId,
  broker: 'harborline',
  status,
  brokenReason: status === 'broken' ? 'reauth_required' : null,
  reauthBy: status === 'broken' ? at : new Date(Date.parse(at) + 7 * 86_400_000).toISOString(),
  accountIds: [SAMPLE.accountId],
});

/** Each event's payload (without accountId and sequence), in the /v1 shapes: camelCase, money as decimal strings. */
const PAYLOADS: Record<WebhookEventType, (at: string) => Record<string, unknown>> = {
  'order.accepted': (at) => ({ order: order(at, 'pending') }),
  'order.partially_filled': (at) => ({ order: order(at, 'partially_filled', 3), fill: fill(at, 3) }),
  'order.filled': (at) => ({ order: order(at, 'filled', 10), fill: fill(at, 10) }),
  'order.canceled': (at) => ({ order: order(at, 'canceled') }),
  'order.rejected': (at) => ({ order: order(at, 'rejected') }),
  'order.expired': (at) => ({ order: order(at, 'expired') }),
  'account.updated': () => ({
    account: {
      id: SAMPLE.accountId,
      cash: '98145.00',
      equity: '100000.00',
      buyingPower: '198145.00',
      marginUsed: '0.00',
      marketValue: '1855.00',
      reservedCash: '0.00',
      realizedPnl: '0.00',
    },
  }),
  'position.updated': () => ({
    position: {
      id: SAMPLE.positionId,
      symbol: 'AAPL',
      quantity: 10,
      averageCost: '185.5000',
      marketPrice: '185.50',
      marketValue: '1855.00',
      unrealizedPnl: '0.00',
    },
  }),
  'connection.broken': (at) => ({ connection: connection('broken', at) }),
  'connection.repaired': (at) => ({ connection: connection('active', at) }),
  'connection.created': (at) => ({ connection: connection('active', at) }),
  'connection.revoked': (at) => ({ connection: connection('revoked', at) }),
};

/** Where each sample sits in its (imaginary) account's stream: the order a real account would give them. */
const SEQUENCES: Record<WebhookEventType, number> = {
  'order.accepted': 1,
  'order.partially_filled': 2,
  'order.filled': 3,
  'position.updated': 4,
  'account.updated': 5,
  'order.canceled': 6,
  'order.rejected': 7,
  'order.expired': 8,
  'connection.broken': 9,
  'connection.repaired': 10,
  'connection.created': 11,
  'connection.revoked': 12,
};

/**
 * A realistic body for an event of `type`, as a delivery of that event carries it (Standard
 * Webhooks' `{type, timestamp, data}`, the data in the /v1 shapes, with accountId and sequence),
 * about sample objects. Fired by the test call and shown as each webhook's example in the
 * OpenAPI document; a test holds every sample to its schema there.
 */
export function sampleWebhookBody(type: TestableEventType, at: Date, endpointId: string): Record<string, unknown> {
  const timestamp = at.toISOString();
  if (type === WEBHOOK_TEST_EVENT) return { type, timestamp, data: { endpointId } };
  return { type, timestamp, data: { accountId: SAMPLE.accountId, sequence: SEQUENCES[type], ...PAYLOADS[type](timestamp) } };
}
