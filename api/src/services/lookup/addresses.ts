/**
 * Which IP addresses a lookup may connect to when it fetches a page a user named: public unicast only, so a
 * typed URL can never reach the server itself, its private network or the cloud's metadata service. The special
 * ranges are ipaddr.js's (IANA's special-purpose registries), read through `range()`.
 */
import ipaddr from 'ipaddr.js';

/** 2000::/3, the only IPv6 block with public servers: IPv4-compatible and unassigned space outside it is refused. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * The IPv4 address an IPv6 address carries to the same host: IPv4-mapped (::ffff:a.b.c.d), NAT64
 * (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::). Connecting to any of them reaches that IPv4 host.
 */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const range = ip.range();
  const [, high = 0, low = 0] = ip.parts;
  if (range === 'ipv4Mapped' || range === 'rfc6052') return ipaddr.IPv4.parse(ip.toByteArray().slice(12).join('.'));
  if (range === '6to4') return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  return undefined;
}

/**
 * Whether a page may be fetched from this address: a public unicast IPv4 or IPv6 address. Accepts "[::1]"
 * and zone ids ("fe80::1%eth0"); anything that is not an IP address (short dotted forms included) is refused.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).range() === 'unicast';
  if (!ipaddr.IPv6.isValid(text)) return false;
  const ip = ipaddr.IPv6.parse(text);
  const ipv4 = embeddedIpv4(ip);
  if (ipv4) return ipv4.range() === 'unicast';
  return ip.match(GLOBAL_UNICAST) && ip.range() === 'unicast';
}
