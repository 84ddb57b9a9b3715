/**
 * WordPress application passwords (issue #17, docs/api.md §4.1): clients of The Events Calendar
 * authenticate with `Authorization: Basic base64(<user>:<application password>)`. Here the
 * application password is a Strapi API token — the secret that already carries a set of
 * permissions — and the user part is ignored: an API token belongs to the site, not to a user, so
 * there is nothing to match it against (WordPress's own clients send the login they were given;
 * any value works). Spaces in the secret are dropped: WordPress shows application passwords in
 * groups of four ("abcd efgh ijkl ...") and accepts them either way.
 *
 * Pure: the header in, what it says out.
 */

export type BasicCredentials =
  | { kind: 'none' }
  | { kind: 'malformed' }
  /** `secret`: the password without its spaces (a token); `password`: as sent (a user's password). */
  | { kind: 'basic'; user: string; secret: string; password: string };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** What an Authorization header holds for Basic. */
export function basicCredentials(header: string | undefined): BasicCredentials {
  const match = header?.match(/^\s*Basic(?:\s+(.*))?$/i);
  if (!match) return { kind: 'none' };
  const encoded = (match[1] ?? '').trim();
  if (!encoded || !BASE64.test(encoded) || encoded.length % 4 !== 0) return { kind: 'malformed' };
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return { kind: 'malformed' };
  const password = decoded.slice(colon + 1);
  const secret = password.replace(/\s+/g, '');
  if (!secret) return { kind: 'malformed' };
  return { kind: 'basic', user: decoded.slice(0, colon), secret, password };
}
