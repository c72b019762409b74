import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses.js';

const refused: [string, string][] = [
  ['127.0.0.1', 'IPv4 loopback'],
  ['127.255.255.254', 'the rest of 127/8'],
  ['0.0.0.0', 'this host'],
  ['10.1.2.3', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12, first'],
  ['172.31.255.255', 'private 172.16/12, last'],
  ['192.168.1.1', 'private 192.168/16'],
  ['169.254.169.254', 'the cloud metadata service (link-local)'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['192.0.0.170', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['198.18.0.1', 'benchmarking'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast (SSDP)'],
  ['255.255.255.255', 'broadcast'],
  ['::1', 'IPv6 loopback'],
  ['[::1]', 'IPv6 loopback as a URL writes it'],
  ['::', 'the unspecified address'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata service'],
  ['0:0:0:0:0:ffff:10.0.0.1', 'IPv4-mapped private, written out'],
  ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2002:c0a8:101::1', '6to4 of a private address'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone id'],
  ['fc00::1', 'unique local'],
  ['fd12:3456:789a::1', 'unique local (fd)'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['2001::1', 'Teredo'],
  ['2001:2::1', 'benchmarking'],
  ['3fff::1', 'documentation (3fff::/20)'],
  ['localhost', 'a name, not an address'],
  ['', 'nothing'],
  ['1.2.3', 'a short dotted form (URL parsing expands it first)'],
];

const allowed: [string, string][] = [
  ['8.8.8.8', 'a public IPv4 address'],
  ['93.184.215.14', 'a public web server'],
  ['172.32.0.1', 'just past private 172.16/12'],
  ['100.128.0.1', 'just past carrier-grade NAT'],
  ['2606:4700:4700::1111', 'a public IPv6 address'],
  ['[2a00:1450:4001:81c::200e]', 'a public IPv6 address in brackets'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['64:ff9b::808:808', 'NAT64 of a public address'],
  ['2002:808:808::1', '6to4 of a public address'],
];

describe('isPublicAddress', () => {
  it.each(refused)('refuses %s (%s)', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(allowed)('allows %s (%s)', (address) => expect(isPublicAddress(address)).toBe(true));
});
