/**
 * Which IP addresses an `image` URL download may connect to (docs/api.md §7): public unicast only.
 * The ranges come from ipaddr.js; this file only decides which of them are refused and names them
 * for the error message.
 *
 *   blockedRange('10.0.0.7')        // 'private'
 *   blockedRange('93.184.216.34')   // null: may be downloaded from
 */
import ipaddr from 'ipaddr.js';

export type BlockedRange =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'carrier-grade NAT'
  | 'unspecified'
  | 'multicast'
  | 'cloud metadata'
  | 'reserved';

/**
 * Instance metadata services that do not already sit in a refused range by address alone are
 * still named, so the message says why: AWS's IPv6 one (fd00:ec2::254, ULA), Alibaba's
 * (100.100.100.200, CGNAT) and the 169.254.169.254 of AWS, GCP, Azure and OpenStack (link-local).
 */
const METADATA = ['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254'].map((a) =>
  ipaddr.parse(a).toNormalizedString()
);

/** ipaddr.js range names → what the message says. Every other non-unicast range reads "reserved". */
const NAMES: Record<string, BlockedRange> = {
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'private',
  linkLocal: 'link-local',
  deprecatedSiteLocal: 'private',
  carrierGradeNat: 'carrier-grade NAT',
  unspecified: 'unspecified',
  multicast: 'multicast',
  broadcast: 'multicast',
};

/**
 * The refused range `address` lies in, or null for a public unicast address. Anything that is not
 * plainly public is refused, including IPv6 forms that embed an IPv4 address a gateway would reach
 * (NAT64, 6to4, Teredo); an IPv4-mapped IPv6 address is judged as the IPv4 address it is.
 * Not an IP address at all → 'reserved' (refuse what cannot be classified).
 */
export function blockedRange(address: string): BlockedRange | null {
  if (!ipaddr.isValid(address)) return 'reserved';
  const ip = ipaddr.process(address); // parse, and unwrap an IPv4-mapped IPv6 address
  if (METADATA.includes(ip.toNormalizedString())) return 'cloud metadata';
  const range = ip.range();
  if (range === 'unicast') return null;
  return NAMES[range] ?? 'reserved';
}
