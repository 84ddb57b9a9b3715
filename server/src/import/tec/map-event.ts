/**
 * A TEC event record → this API's event create arguments (docs/api.md §7.2), with its venue,
 * organizers, categories and tags as links by id, and this API's additions when the source is this
 * API itself (§13 status and attendance, §14 the site's own fields).
 */
import type { ImportLinks, ImportRecord } from '../../domain/import';
import { costArg } from './cost';
import {
  customFields,
  label,
  MapError,
  publicationDate,
  recordId,
  statusArg,
  translationOf,
} from './map-common';
import { scheduleArgs } from './schedule';
import {
  bool,
  compact,
  html,
  idOf,
  imageUrl,
  isObject,
  isOwnApi,
  plain,
  website,
  type Raw,
} from './text';

const ids = (list: unknown) =>
  Array.isArray(list)
    ? list
        .map((item) => (isObject(item) ? idOf(item.id) : undefined))
        .filter((id) => id !== undefined)
    : [];

/** TEC: one venue object, `[]` for none, or (Events Calendar Pro) a list of venues. */
function venueLink(venue: unknown, warnings: string[]): string | undefined {
  if (isObject(venue)) return idOf(venue.id);
  const all = ids(venue);
  if (all.length > 1)
    warnings.push(`${all.length} venues: only the first is linked (one venue per event here)`);
  return all[0];
}

export function eventLinks(rec: Raw, warnings: string[]): ImportLinks | undefined {
  const links = compact({
    venue: venueLink(rec.venue, warnings),
    organizers: ids(rec.organizer),
    categories: ids(rec.categories),
    tags: ids(rec.tags),
  }) as ImportLinks;
  for (const key of ['organizers', 'categories', 'tags'] as const)
    if (!links[key]?.length) delete links[key];
  return Object.keys(links).length ? links : undefined;
}

/** docs/api.md §13: only this API has them; `null`/`""` mean the default there. */
function statusAndAttendance(rec: Raw) {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    event_status: text(rec.event_status),
    event_status_reason: html(rec.event_status_reason),
    attendance_mode: text(rec.attendance_mode),
    online_url: text(rec.online_url),
  };
}

/**
 * TEC's `website` falls back to the event's own permalink when none is stored
 * (docs/tec-behaviour.md §3.3; this API does the same): importing it would store the old site's
 * page as the website.
 */
function eventWebsite(rec: Raw, own: boolean, warnings: string[]) {
  const site = website(rec.website, own);
  if (site.warning) warnings.push(site.warning);
  return site.url && site.url !== rec.url ? site.url : undefined;
}

/** TEC and this API blank a password-protected event's content and show its flags as `null`. */
function assertUnlocked(rec: Raw) {
  if (rec.all_day === null || rec.show_map === null)
    throw new MapError(
      'password-protected: its content is hidden from this reader and its password is never returned; move it by hand'
    );
}

export function eventArgs(rec: Raw, warnings: string[]): Raw {
  assertUnlocked(rec);
  const own = isOwnApi(rec);
  const title = plain(rec.title, own);
  if (!title) throw new MapError('no title');
  return compact({
    title,
    description: html(rec.description),
    excerpt: html(rec.excerpt),
    slug: plain(rec.slug, own),
    status: statusArg(rec.status, warnings),
    date_utc: publicationDate(rec.date_utc),
    ...scheduleArgs(rec, warnings),
    image: imageUrl(rec.image),
    cost: costArg(rec, own),
    website: eventWebsite(rec, own, warnings),
    show_map: bool(rec.show_map),
    show_map_link: bool(rec.show_map_link),
    hide_from_listings: bool(rec.hide_from_listings),
    sticky: bool(rec.sticky),
    featured: bool(rec.featured),
    ...statusAndAttendance(rec),
    custom_fields: customFields(rec.custom_fields, own, warnings),
  });
}

export function mapEvent(rec: Raw, extra: Partial<ImportRecord> = {}): ImportRecord {
  const id = recordId(rec, 'event');
  const warnings: string[] = [];
  const args = eventArgs(rec, warnings);
  return compact({
    kind: 'event',
    remoteId: id,
    label: label('event', id, typeof args.title === 'string' ? args.title : undefined),
    args,
    links: eventLinks(rec, warnings),
    translationOf: translationOf(rec),
    warnings: warnings.length ? warnings : undefined,
    ...extra,
  }) as unknown as ImportRecord;
}
