/**
 * WordPress core's user object for `users/me` (docs/api.md §16.1). A users-permissions user is
 * itself; an API token has no owner in Strapi, so it answers as a user of its own: its id, its name,
 * slug `token-{id}`. Those ids share one number space with users' only in appearance: `link` and
 * `_links` say which kind it is. `context=edit` adds the few fields we hold cheaply (WordPress adds
 * more: capabilities, locale, nickname...).
 */
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { CallerIdentity } from '../../domain/caller';
import { publicPageUrl } from '../urls';

export interface UserOutput {
  /** `{…}/wp/v2` of the request. */
  root: string;
  site: string;
  edit: boolean;
}

/** WordPress's avatars: Gravatar at its three sizes, "mystery person" when the address has none. */
function avatars(email: string | null) {
  const hash = createHash('md5')
    .update((email ?? '').trim().toLowerCase())
    .digest('hex');
  const at = (size: number) => `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`;
  return { 24: at(24), 48: at(48), 96: at(96) };
}

const slugOf = (me: CallerIdentity) =>
  me.kind === 'token'
    ? `token-${me.id}`
    : me.username.toLowerCase().replace(/[^a-z0-9_-]+/g, '-') || `user-${me.id}`;

function editFields(me: CallerIdentity) {
  const registered = me.createdAt
    ? DateTime.fromJSDate(new Date(me.createdAt)).toUTC().toISO({ suppressMilliseconds: true })
    : null;
  return me.kind === 'user'
    ? {
        username: me.username,
        email: me.email ?? '',
        roles: me.role ? [me.role] : [],
        registered_date: registered,
      }
    : {
        username: slugOf(me),
        email: '',
        roles: [`api-token-${me.type}`],
        registered_date: registered,
      };
}

export function serializeWpUser(me: CallerIdentity, out: UserOutput) {
  const slug = slugOf(me);
  return {
    id: me.id,
    ...(out.edit ? editFields(me) : {}),
    name: me.kind === 'user' ? me.username : me.name,
    url: '',
    description: me.kind === 'token' ? me.description : '',
    link: publicPageUrl(out.site, 'author', slug),
    slug,
    avatar_urls: avatars(me.kind === 'user' ? me.email : null),
    meta: [],
    // Only the route served: WordPress links /users/{id} and /users, which are not served here.
    _links: { self: [{ href: `${out.root}/users/me` }] },
  };
}
