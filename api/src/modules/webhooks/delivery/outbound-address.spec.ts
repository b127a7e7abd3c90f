import { forbiddenLiteral, forbiddenRange, guardedLookup } from './outbound-address';
import { SPECIAL_PURPOSE_RANGES } from './special-purpose-addresses';

/** An address `offset` into the range from its start (IPv4 dotted, IPv6 in full), and the range's last address. */
function addressesOf(cidr: string): string[] {
  const [network, length] = cidr.split('/');
  const v4 = network.includes('.');
  const bits = v4 ? 32 : 128;
  const value = v4
    ? network.split('.').reduce((n, part) => (n << 8n) | BigInt(part), 0n)
    : (() => {
        const [head, tail = ''] = network.split('::');
        const groups = [
          ...(head ? head.split(':') : []),
          ...Array(8 - (head ? head.split(':').length : 0) - (tail ? tail.split(':').length : 0)).fill('0'),
          ...(tail ? tail.split(':') : []),
        ];
        return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n);
      })();
  const hostBits = BigInt(bits - Number(length));
  const first = (value >> hostBits) << hostBits;
  const last = first | ((1n << hostBits) - 1n);
  const text = (n: bigint) =>
    v4
      ? [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 255n)).join('.')
      : Array.from({ length: 8 }, (_, i) => ((n >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)).join(':');
  return [...new Set([text(first), text(first + (last - first) / 2n), text(last)])];
}

describe('addresses a webhook may not reach in production', () => {
  // Every range of the IANA special-purpose registries (and multicast, ::/96, fec0::/10): its first, middle and last address.
  describe.each(SPECIAL_PURPOSE_RANGES.map(([cidr, name]) => [cidr, name]))('%s (%s)', (cidr) => {
    it.each(addressesOf(cidr))('refuses %s', (address) => expect(forbiddenRange(address)).not.toBeNull());
  });

  it.each([
    ['127.0.0.1', 'Loopback'],
    ['10.1.2.3', 'Private-Use'],
    ['169.254.169.254', 'Link Local'],
    ['192.0.0.9', 'Port Control Protocol Anycast'],
    ['::127.0.0.1', 'IPv4-compatible IPv6 (deprecated)'],
    ['::ffff:127.0.0.1', 'IPv4-mapped Address'],
    ['::ffff:8.8.8.8', 'IPv4-mapped Address'],
    ['fd00:ec2::254', 'Unique-Local'],
    ['2001:db8::1', 'Documentation'],
  ])('names the narrowest range of %s: %s', (address, name) => expect(forbiddenRange(address)).toBe(name));

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '192.0.1.255', '192.0.3.0', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    'allows the public address %s',
    (address) => expect(forbiddenRange(address)).toBeNull(),
  );

  it('checks IP literals in URLs, bracketed IPv6 included, as the URL parser writes them', () => {
    expect(forbiddenLiteral('127.0.0.1')).toBe('127.0.0.1 is a special-purpose address (Loopback) that webhooks may not reach');
    expect(forbiddenLiteral(new URL('https://[::127.0.0.1]/').hostname)).toMatch(/^::7f00:1 is a special-purpose address \(IPv4-compatible/);
    expect(forbiddenLiteral(new URL('https://0x7f.1/').hostname)).toMatch(/^127\.0\.0\.1 /);
    expect(forbiddenLiteral('8.8.8.8')).toBeNull();
    expect(forbiddenLiteral('example.com')).toBeNull();
  });

  it('refuses a host name that resolves to loopback, after resolution', async () => {
    const error = await new Promise<Error | null>((resolve) => guardedLookup('localhost', {}, (e) => resolve(e)));
    expect(error?.message).toMatch(/^localhost resolves to .* is a special-purpose address \(Loopback/);
  });
});
