import { loadAppConfig } from './app.config';

describe('TRUST_PROXY', () => {
  it('trusts no forwarded header by default', () => {
    expect(loadAppConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count, or the addresses and CIDR ranges of known proxies', () => {
    expect(loadAppConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadAppConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadAppConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.7', '::1']);
  });

  it('stops the start on anything else, naming it', () => {
    expect(() => loadAppConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadAppConfig({ TRUST_PROXY: '10.0.0.999/8' })).toThrow(/TRUST_PROXY/);
  });
});
