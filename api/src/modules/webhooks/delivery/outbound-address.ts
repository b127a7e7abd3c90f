import { lookup } from 'node:dns';
import { isIP, LookupFunction } from 'node:net';
import { specialPurposeRange } from './special-purpose-addresses';

/**
 * Why a webhook may not go to `address` in production, or null: any special-purpose address
 * (our own host, the private network around it, the cloud metadata service at 169.254.169.254
 * or fd00:ec2::254, documentation, multicast, translation and tunnelling prefixes...: see
 * SPECIAL_PURPOSE_RANGES), IPv4-mapped and IPv4-compatible IPv6 forms included.
 */
export function forbiddenRange(address: string): string | null {
  if (isIP(address) === 0) return 'not an IP address';
  return specialPurposeRange(address);
}

/** The sentence a refused address gets (in the attempt's error and the API's 400). */
export const forbiddenAddressText = (address: string, range: string) => `${address} is a special-purpose address (${range}) that webhooks may not reach`;

class ForbiddenAddressError extends Error {
  constructor(host: string, address: string, range: string) {
    super(`${host} resolves to ${forbiddenAddressText(address, range)}`);
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
    for (const { address } of list) {
      const range = forbiddenRange(address);
      if (range) return callback(new ForbiddenAddressError(hostname, address, range), '', 0);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/** An IP literal in a URL is never looked up, so it is checked on its own: the sentence saying why it is refused, or null. */
export function forbiddenLiteral(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return null;
  const range = forbiddenRange(bare);
  return range ? forbiddenAddressText(bare, range) : null;
}
