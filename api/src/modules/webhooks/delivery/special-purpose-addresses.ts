import { BlockList, isIP } from 'node:net';

/**
 * Every range of IANA's IPv4 and IPv6 Special-Purpose Address Registries (as of 2025: RFC 6890
 * and its updates), with multicast, the IPv4-compatible ::/96 (deprecated, RFC 4291; Linux does
 * not route it, other stacks may reach the IPv4 address it holds) and the old site-local
 * fec0::/10: a webhook is for a receiver's public address, and none of these is one, not even
 * the anycast services the registry marks globally reachable.
 */
export const SPECIAL_PURPOSE_RANGES: readonly (readonly [cidr: string, name: string])[] = [
  ['0.0.0.0/8', '"This network"'],
  ['10.0.0.0/8', 'Private-Use'],
  ['100.64.0.0/10', 'Shared Address Space'],
  ['127.0.0.0/8', 'Loopback'],
  ['169.254.0.0/16', 'Link Local'],
  ['172.16.0.0/12', 'Private-Use'],
  ['192.0.0.0/24', 'IETF Protocol Assignments'],
  ['192.0.0.0/29', 'IPv4 Service Continuity Prefix'],
  ['192.0.0.8/32', 'IPv4 dummy address'],
  ['192.0.0.9/32', 'Port Control Protocol Anycast'],
  ['192.0.0.10/32', 'Traversal Using Relays around NAT Anycast'],
  ['192.0.0.170/32', 'NAT64/DNS64 Discovery'],
  ['192.0.0.171/32', 'NAT64/DNS64 Discovery'],
  ['192.0.2.0/24', 'Documentation (TEST-NET-1)'],
  ['192.31.196.0/24', 'AS112-v4'],
  ['192.52.193.0/24', 'AMT'],
  ['192.88.99.0/24', 'Deprecated (6to4 Relay Anycast)'],
  ['192.168.0.0/16', 'Private-Use'],
  ['192.175.48.0/24', 'Direct Delegation AS112 Service'],
  ['198.18.0.0/15', 'Benchmarking'],
  ['198.51.100.0/24', 'Documentation (TEST-NET-2)'],
  ['203.0.113.0/24', 'Documentation (TEST-NET-3)'],
  ['224.0.0.0/4', 'Multicast'],
  ['240.0.0.0/4', 'Reserved'],
  ['255.255.255.255/32', 'Limited Broadcast'],
  ['::/128', 'Unspecified Address'],
  ['::1/128', 'Loopback Address'],
  ['::/96', 'IPv4-compatible IPv6 (deprecated)'],
  ['::ffff:0:0/96', 'IPv4-mapped Address'],
  ['::ffff:0:0:0/96', 'IPv4-translated Address'],
  ['64:ff9b::/96', 'IPv4-IPv6 Translation'],
  ['64:ff9b:1::/48', 'IPv4-IPv6 Translation (local use)'],
  ['100::/64', 'Discard-Only Address Block'],
  ['100:0:0:1::/64', 'Dummy IPv6 Prefix'],
  ['2001::/23', 'IETF Protocol Assignments'],
  ['2001::/32', 'TEREDO'],
  ['2001:1::1/128', 'Port Control Protocol Anycast'],
  ['2001:1::2/128', 'Traversal Using Relays around NAT Anycast'],
  ['2001:1::3/128', 'DNS-SD Service Registration Protocol Anycast'],
  ['2001:2::/48', 'Benchmarking'],
  ['2001:3::/32', 'AMT'],
  ['2001:4:112::/48', 'AS112-v6'],
  ['2001:10::/28', 'Deprecated (previously ORCHID)'],
  ['2001:20::/28', 'ORCHIDv2'],
  ['2001:30::/28', 'Drone Remote ID Protocol Entity Tags (DETs) Prefix'],
  ['2001:db8::/32', 'Documentation'],
  ['2002::/16', '6to4'],
  ['2620:4f:8000::/48', 'Direct Delegation AS112 Service'],
  ['3fff::/20', 'Documentation'],
  ['5f00::/16', 'Segment Routing (SRv6) SIDs'],
  ['fc00::/7', 'Unique-Local'],
  ['fe80::/10', 'Link-Local Unicast'],
  ['fec0::/10', 'Site-Local (deprecated)'],
  ['ff00::/8', 'Multicast'],
];

/**
 * One list per range, each checked only against addresses of its own family: Node's BlockList
 * matches an IPv4 address against IPv6 rules as its mapped form too, so ::ffff:0:0/96 in a
 * shared list would catch every IPv4 address. Most specific first, so the answer names the
 * narrowest range (192.0.0.9 is Port Control Protocol Anycast before IETF Protocol Assignments).
 */
const RANGES = SPECIAL_PURPOSE_RANGES.map(([cidr, name]) => {
  const [network, length] = cidr.split('/');
  const family = isIP(network) === 4 ? ('ipv4' as const) : ('ipv6' as const);
  const list = new BlockList();
  list.addSubnet(network, Number(length), family);
  return { family, length: Number(length), name, list };
}).sort((a, b) => b.length - a.length);

/** The name of the special-purpose range `address` (an IP address) lies in, or null for an ordinary public address. */
export function specialPurposeRange(address: string): string | null {
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  return RANGES.find((r) => r.family === family && r.list.check(address, family))?.name ?? null;
}
