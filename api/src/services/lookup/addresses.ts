/**
 * Which IP addresses a lookup may connect to when it fetches a page a user named: public unicast only, so a
 * typed URL can never reach the server itself, its private network or the cloud's metadata service.
 */
import { BlockList, isIP } from 'node:net';

/** IANA's special-purpose IPv4 ranges (RFC 6890 and its updates): no public web server lives in any of them. */
const SPECIAL_IPV4: readonly (readonly [network: string, prefix: number, name: string])[] = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared address space (carrier-grade NAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata services)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation (TEST-NET-1)'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation (TEST-NET-2)'],
  ['203.0.113.0', 24, 'documentation (TEST-NET-3)'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved and broadcast'],
];

/**
 * Special ranges inside 2000::/3, the only IPv6 block with public servers; everything outside it (loopback,
 * unique-local, link-local, multicast, IPv4-compatible) is refused before this list is read.
 */
const SPECIAL_IPV6: readonly (readonly [network: string, prefix: number, name: string])[] = [
  ['2001::', 23, 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
];

const blockList = (ranges: typeof SPECIAL_IPV4, family: 'ipv4' | 'ipv6') => {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family);
  return list;
};
const specialIpv4 = blockList(SPECIAL_IPV4, 'ipv4');
const specialIpv6 = blockList(SPECIAL_IPV6, 'ipv6');

/** The 16 bytes of a valid IPv6 address (zone id already removed), "::" expanded, a trailing dotted quad read. */
function ipv6Bytes(ip: string): number[] {
  let text = ip.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

const zeros = (bytes: readonly number[]) => bytes.every((b) => b === 0);
const quadOf = (bytes: readonly number[]) => bytes.join('.');

/**
 * The IPv4 address an IPv6 address carries to the same host: IPv4-mapped (::ffff:a.b.c.d), NAT64
 * (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::). Connecting to any of them reaches that IPv4 host.
 */
function embeddedIpv4(bytes: readonly number[]): string | undefined {
  if (zeros(bytes.slice(0, 10)) && bytes[10] === 0xff && bytes[11] === 0xff) return quadOf(bytes.slice(12));
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(bytes.slice(4, 12))) return quadOf(bytes.slice(12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return quadOf(bytes.slice(2, 6));
  return undefined;
}

/**
 * Whether a page may be fetched from this address: a public unicast IPv4 or IPv6 address. Accepts "[::1]"
 * and zone ids ("fe80::1%eth0"); anything that is not an IP address is refused.
 */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(ip);
  if (family === 4) return !specialIpv4.check(ip, 'ipv4');
  if (family !== 6) return false;
  const bytes = ipv6Bytes(ip);
  const ipv4 = embeddedIpv4(bytes);
  if (ipv4 !== undefined) return !specialIpv4.check(ipv4, 'ipv4');
  // Outside 2000::/3: ::, ::1, IPv4-compatible, fc00::/7, fe80::/10, ff00::/8 and the unassigned rest.
  if ((bytes[0]! & 0xe0) !== 0x20) return false;
  return !specialIpv6.check(ip, 'ipv6');
}
