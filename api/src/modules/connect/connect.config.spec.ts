import { loadConnectConfig } from './connect.config';

describe('loadConnectConfig', () => {
  it('takes the issuer from CONNECT_ISSUER, else PUBLIC_URL + /oauth, else leaves it to the first request', () => {
    expect(loadConnectConfig({ CONNECT_ISSUER: 'https://auth.example/oauth', PUBLIC_URL: 'https://site.example' }).issuer).toBe('https://auth.example/oauth');
    expect(loadConnectConfig({ PUBLIC_URL: 'https://site.example/' }).issuer).toBe('https://site.example/oauth');
    expect(loadConnectConfig({}).issuer).toBeUndefined();
  });

  it('defaults to 15-minute access tokens and 30-day refresh tokens, and refuses values out of range', () => {
    expect(loadConnectConfig({})).toMatchObject({ accessTokenSeconds: 900, refreshTokenSeconds: 2_592_000 });
    expect(() => loadConnectConfig({ CONNECT_ACCESS_TOKEN_SECONDS: '10' })).toThrow(/CONNECT_ACCESS_TOKEN_SECONDS/);
    expect(() => loadConnectConfig({ CONNECT_ISSUER: 'not a url' })).toThrow(/CONNECT_ISSUER/);
  });

  it('derives its keys from SESSION_SECRET, so instances sharing the secret share them', () => {
    const a = loadConnectConfig({ SESSION_SECRET: 'one-long-secret-of-thirty-two-chars!' });
    expect(loadConnectConfig({ SESSION_SECRET: 'one-long-secret-of-thirty-two-chars!' }).cookieKeys).toEqual(a.cookieKeys);
    expect(loadConnectConfig({ SESSION_SECRET: 'another-long-secret-of-32-chars!!!' }).cookieKeys).not.toEqual(a.cookieKeys);
    expect(a.ticketKey).not.toBe(a.cookieKeys[0]);
  });
});
