import { apiSecurityHeaders, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  const headers = securityHeaders();

  it('carries our content security policy, with the third-party origins the site may load', () => {
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://s3.tradingview.com');
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('lets websockets reach our own origin only', () => {
    const connectSrc = (csp: string) => /connect-src ([^;]*)/.exec(csp)![1].split(' ');
    expect(connectSrc(headers['Content-Security-Policy'])).not.toEqual(expect.arrayContaining(['ws:']));
    expect(connectSrc(headers['Content-Security-Policy'])).not.toEqual(expect.arrayContaining(['wss:']));
    expect(connectSrc(securityHeaders('https://brokerbridge.example')['Content-Security-Policy'])).toEqual(
      expect.arrayContaining(["'self'", 'wss://brokerbridge.example']),
    );
  });

  it('sets the usual hardening headers', () => {
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('is worked out once and cannot be changed by a response', () => {
    expect(Object.isFrozen(headers)).toBe(true);
  });
});

describe('apiSecurityHeaders', () => {
  const headers = apiSecurityHeaders();

  it('lets a JSON answer load nothing and be framed by nobody', () => {
    expect(headers).toEqual({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });

  it('is worked out once and cannot be changed by a response', () => {
    expect(Object.isFrozen(headers)).toBe(true);
  });
});
