import { forbiddenLiteral, guardedLookup, isForbiddenAddress } from './outbound-address';

describe('addresses a webhook may not reach in production', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('refuses %s', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => expect(isForbiddenAddress(address)).toBe(false));

  it('checks IP literals in URLs, bracketed IPv6 included', () => {
    expect(forbiddenLiteral('127.0.0.1')).toBe('127.0.0.1');
    expect(forbiddenLiteral('[::1]')).toBe('::1');
    expect(forbiddenLiteral('8.8.8.8')).toBeNull();
    expect(forbiddenLiteral('example.com')).toBeNull();
  });

  it('refuses a host name that resolves to loopback, after resolution', async () => {
    const error = await new Promise<Error | null>((resolve) => guardedLookup('localhost', {}, (e) => resolve(e)));
    expect(error?.message).toMatch(/localhost resolves to .* private, loopback or link-local/);
  });
});
