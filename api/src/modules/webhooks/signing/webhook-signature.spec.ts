import { Webhook } from 'standardwebhooks';
import { newWebhookSecret } from './webhook-secret';
import { secretsInForce, signedHeaders } from './webhook-signature';

describe('signing a delivery by Standard Webhooks', () => {
  const body = '{"type":"order.filled","timestamp":"2026-11-23T22:00:00.000Z","data":{"accountId":"a","sequence":3,"note":"é ✓"}}';
  const now = new Date();

  it('is verified by the standardwebhooks package, unmodified, with the secret it was given', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = signedHeaders('msg_1', now, body, [secret]);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fails verification when one byte of the body differs, or with another secret', () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders('msg_1', now, body, [secret]);
    expect(() => new Webhook(secret).verify(body.replace('3', '4'), headers)).toThrow(/signature/);
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow(/signature/);
  });

  it('during a rotation sends both signatures, and either secret verifies', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const endpoint = { secret: current, previousSecret: previous, previousSecretExpiresAt: new Date(now.getTime() + 1000) };
    const headers = signedHeaders('msg_2', now, body, secretsInForce(endpoint, now));
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toBeTruthy();
    expect(new Webhook(previous).verify(body, headers)).toBeTruthy();
  });

  it('drops the previous secret once its overlap has ended', () => {
    const endpoint = { secret: 's1', previousSecret: 's0', previousSecretExpiresAt: now };
    expect(secretsInForce(endpoint, now)).toEqual(['s1']);
    expect(secretsInForce(endpoint, new Date(now.getTime() - 1))).toEqual(['s1', 's0']);
  });
});
