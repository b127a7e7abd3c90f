import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('is the same for the same body whatever the order of its keys', () => {
    expect(requestFingerprint('POST', '/v1/accounts', { label: 'a', cash: '1.00', positions: [{ symbol: 'AAPL', quantity: 1 }] })).toBe(
      requestFingerprint('POST', '/v1/accounts', { positions: [{ quantity: 1, symbol: 'AAPL' }], cash: '1.00', label: 'a' }),
    );
  });

  it('differs for another body, path or method', () => {
    const base = requestFingerprint('POST', '/v1/accounts', { label: 'a' });
    expect(requestFingerprint('POST', '/v1/accounts', { label: 'b' })).not.toBe(base);
    expect(requestFingerprint('POST', '/v1/accounts/x/reset', { label: 'a' })).not.toBe(base);
    expect(requestFingerprint('PUT', '/v1/accounts', { label: 'a' })).not.toBe(base);
    expect(requestFingerprint('POST', '/v1/accounts', undefined)).not.toBe(base);
  });
});
