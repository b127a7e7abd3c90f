import { loadAppConfig } from './app.config';

describe('TRUST_PROXY', () => {
  it('trusts no forwarded header by default', () => {
    expect(loadAppConfig({}).trustProxy).toBe(false);
  });

  it('takes the addresses, CIDR ranges and proxy-addr names of known proxies', () => {
    expect(loadAppConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.7', '::1']);
    expect(loadAppConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadAppConfig({ TRUST_PROXY: 'uniquelocal,linklocal, 203.0.113.9' }).trustProxy).toEqual(['uniquelocal', 'linklocal', '203.0.113.9']);
  });

  it('refuses a hop count, saying what to give instead: it would believe any client that reaches the app directly', () => {
    expect(() => loadAppConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: "1" is a hop count.*loopback/s);
    expect(() => loadAppConfig({ TRUST_PROXY: '0' })).toThrow(/hop count/);
  });

  it('stops the start on anything else, naming it', () => {
    expect(() => loadAppConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" is not an address, CIDR range or proxy name/);
    expect(() => loadAppConfig({ TRUST_PROXY: '10.0.0.999/8' })).toThrow(/"10.0.0.999\/8" is not an address/);
    expect(() => loadAppConfig({ TRUST_PROXY: 'loopback; rm' })).toThrow(/TRUST_PROXY must name the proxies/);
  });
});
