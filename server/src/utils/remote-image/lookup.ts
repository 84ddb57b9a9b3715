/**
 * The connect-time address check of `image` downloads. Node connects to exactly the addresses a
 * request's `lookup` hands back, so checking them there is what makes the check hold against DNS
 * answers pointing inside and against DNS rebinding (no second resolution happens). IP literals
 * skip `lookup` in Node, so they are checked before the request instead.
 */
import dns from 'node:dns';
import net from 'node:net';
import { blockedRange } from './addresses';
import { ImageRefused } from './refusal';

/** URL.hostname without the brackets of an IPv6 literal, lower case. */
export const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/** Hosts of the `imageHosts` option may resolve anywhere (tests, intranets). Exact names only. */
export function isAllowedHost(hostname: string, allowed: readonly string[]): boolean {
  const host = bareHost(hostname);
  return allowed.some((entry) => bareHost(entry.trim()) === host);
}

/** Throws when the host is an IP literal in a refused range. */
export function assertPublicLiteral(hostname: string): void {
  const host = bareHost(hostname);
  if (!net.isIP(host)) return;
  const range = blockedRange(host);
  if (range) throw new ImageRefused('address', { range });
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number
) => void;

/**
 * A `lookup` for http.request that answers only when every address of the name is public (one
 * refused address refuses the host: happy-eyeballs could pick any of them). `onRefused` sees the
 * refusal first, because Node may wrap or replace the error on its way to the request.
 */
export function publicOnlyLookup(onRefused: (refusal: ImageRefused) => void) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const range = addresses.map((a) => blockedRange(a.address)).find((r) => r !== null);
      if (range || !addresses.length) {
        const refusal = new ImageRefused('address', { range: range ?? 'reserved' });
        onRefused(refusal);
        return callback(refusal, '');
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
