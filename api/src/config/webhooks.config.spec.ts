import { loadWebhooksConfig } from './webhooks.config';

describe('webhooks configuration', () => {
  it('refuses private and loopback receivers in production unless told otherwise, and allows them elsewhere', () => {
    expect(loadWebhooksConfig({ NODE_ENV: 'production' }).allowPrivateAddresses).toBe(false);
    expect(loadWebhooksConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }).allowPrivateAddresses).toBe(true);
    expect(loadWebhooksConfig({ NODE_ENV: 'development' }).allowPrivateAddresses).toBe(true);
    expect(loadWebhooksConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false' }).allowPrivateAddresses).toBe(false);
  });

  it('times an attempt out after 15 s by default', () => {
    expect(loadWebhooksConfig({})).toMatchObject({ timeoutMs: 15_000, pollMs: 1000, concurrency: 16 });
  });

  it('stops the start on a bad value, naming it', () => {
    expect(() => loadWebhooksConfig({ WEBHOOK_TIMEOUT_MS: '5' })).toThrow(/WEBHOOK_TIMEOUT_MS/);
    expect(() => loadWebhooksConfig({ WEBHOOK_CONCURRENCY: 'many' })).toThrow(/WEBHOOK_CONCURRENCY/);
  });
});
