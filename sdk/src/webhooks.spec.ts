import { Webhook } from 'standardwebhooks';
import { EVENT_TYPES, verifyWebhook, WebhookVerificationError } from '.';

describe('verifyWebhook', () => {
  const secret = `whsec_${Buffer.from('a test secret of 24 bytes').toString('base64')}`;
  const body = JSON.stringify({
    type: 'order.filled',
    timestamp: '2026-11-23T15:30:00.000Z',
    data: { accountId: 'a', sequence: 2, order: { id: 'o', status: 'filled' }, fill: { id: 'f', quantity: 10, price: '185.50' } },
  });
  const signed = (payload = body, at = new Date()) => ({
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('msg_1', at, payload),
  });

  it('returns the event, typed by its type, for a delivery signed with the secret', () => {
    const event = verifyWebhook(body, signed(), secret);
    expect(event.type).toBe('order.filled');
    if (event.type === 'order.filled') expect(event.data.fill?.price).toBe('185.50');
  });

  it('takes headers as Node, fetch or a hand-written object gives them, and the body as a Buffer', () => {
    const headers = signed();
    expect(verifyWebhook(Buffer.from(body), new Headers(headers), secret).type).toBe('order.filled');
    const shouting = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), [v]]));
    expect(verifyWebhook(body, shouting, secret).type).toBe('order.filled');
  });

  it('refuses a changed body, another secret, an old timestamp and missing headers', () => {
    expect(() => verifyWebhook(body.replace('185.50', '1.00'), signed(), secret)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(body, signed(), `whsec_${Buffer.from('another secret, 24 bytes').toString('base64')}`)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(body, signed(body, new Date(Date.now() - 10 * 60_000)), secret)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(body, {}, secret)).toThrow(WebhookVerificationError);
  });

  it('says it needs the raw body when handed a parsed one', () => {
    expect(() => verifyWebhook(JSON.parse(body), signed(), secret)).toThrow(/raw body/);
  });

  it('lists every event type, webhook.test included', () => {
    expect(EVENT_TYPES).toContain('order.expired');
    expect(EVENT_TYPES).toContain('webhook.test');
  });
});
