import { lookup } from 'node:dns';
import { BlockList, isIP, LookupFunction } from 'node:net';

/**
 * Where a webhook must never go in production: our own host, the private network around it,
 * and the cloud metadata service (169.254.169.254 is link-local, fd00:ec2::254 unique-local).
 */
const FORBIDDEN = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv6');
}

export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return FORBIDDEN.check(mapped[1], 'ipv4');
  }
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class ForbiddenAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private, loopback or link-local address`);
  }
}

/**
 * A DNS lookup for the outgoing socket that refuses forbidden addresses. Checking the address
 * the socket actually connects to (not a lookup made before) leaves no gap for DNS rebinding.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as { address: string; family: number }[];
    const bad = list.find((a) => isForbiddenAddress(a.address));
    if (bad) return callback(new ForbiddenAddressError(hostname, bad.address), '', 0);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/** An IP literal in a URL is never looked up, so it is checked on its own. */
export function forbiddenLiteral(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) && isForbiddenAddress(bare) ? bare : null;
}
