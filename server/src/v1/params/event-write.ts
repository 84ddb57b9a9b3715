/**
 * Event writes (reference §4.1–4.2, API.md §7): the arguments of create and update, and their
 * translation into the service's `EventInput`. Update takes only the fields sent (a deviation:
 * TEC resets omitted fields); `null`, `""` and `[]` clear what may be cleared.
 */
import type { DateTime } from 'luxon';
import { parseCostInput } from '../../utils/cost';
import { normalizeTimezone, parseDateInput, toWall, wallToDateTime, dayStart, dayEnd } from '../../utils/dates';
import type { EventInput } from '../../services/event-writes';
import { POST_STATUSES, type PostStatus } from '../../services/visibility';
import type { EventRow } from '../../services/types';
import eventSchema from '../../content-types/event/schema.json';
import { isIntegerLike, isScalarList, toList } from './coerce';
import { dateArg, translationLanguage, zoneOf } from './common';
import type { ParamContext, ParamDef, Parsed } from './types';

const nonEmptyString = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * The stored column's length limit: the content type's `maxLength`, and never more than 255 for a
 * `string` attribute, which Strapi stores as varchar(255) whatever its maxLength (PostgreSQL and
 * MySQL refuse longer values; SQLite keeps them). WordPress has no such limits, so TEC never refuses
 * a long value; ours are refused here as an invalid parameter (400) rather than failing in Strapi's
 * validation or the database (500, and a different one on each database).
 */
const attributes = eventSchema.attributes as Record<string, { type: string; maxLength?: number }>;
const STRING_COLUMN = 255;
function fits(attribute: string, v: string): boolean {
  const { type, maxLength = Infinity } = attributes[attribute];
  return v.length <= Math.min(maxLength, type === 'string' ? STRING_COLUMN : Infinity);
}

/** What API.md §7 calls "cleared": null, "" or []. */
export const isClearing = (v: unknown) => v === null || v === '' || (Array.isArray(v) && v.length === 0);

function isUrl(v: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

/**
 * Record ids are PostgreSQL `integer`s (Strapi's ids), which end at 2^31 - 1: a larger id cannot
 * exist, and must not reach a query, which PostgreSQL would refuse with an error (a 500) instead of
 * finding nothing. Numeric items of a reference list are checked here; slugs pass.
 */
const MAX_ID = 2_147_483_647;
const idsInRange = (refs: string[]) => refs.every((r) => !/^\d+$/.test(r.trim()) || Number(r) <= MAX_ID);

/** `venue`: an id, `{ id }`, or clearing (reference §4.7). Inline venue data arrives with the venues routes. */
function venueRef(v: unknown): string | null {
  if (typeof v === 'number' || typeof v === 'string') return String(v);
  if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'id' in v) return String((v as { id: unknown }).id);
  return null;
}

/** `organizer`: an id, a CSV of ids, or a list of ids and `{ id }` objects, order kept (reference §4.7). */
function organizerRefs(v: unknown): string[] | null {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? toList(v) : [v];
  const refs = items.map(venueRef);
  return refs.every((r) => r !== null && /^\d+$/.test(r)) ? (refs as string[]) : null;
}

const UPDATE = 'plugin::calendar.events.update';

function writeParams(create: boolean): ParamDef[] {
  const required = create;
  return [
    {
      name: 'title',
      in: 'body',
      type: 'string',
      required,
      description: 'The event title',
      validate: (v) => nonEmptyString(v) && fits('title', v as string),
    },
    { name: 'description', in: 'body', type: 'string', description: 'The event description (HTML or Markdown)', validate: nonEmptyString },
    { name: 'excerpt', in: 'body', type: 'string', description: 'The event excerpt', validate: nonEmptyString },
    { name: 'slug', in: 'body', type: 'string', description: 'The event slug', validate: nonEmptyString },
    {
      name: 'author',
      in: 'body',
      type: 'integer',
      description: 'The id of the users-permissions user who is the author',
      validate: async (v, c) => isIntegerLike(v) && Number(v) > 0 && Number(v) <= MAX_ID && (await c.lookup.userExists(Number(v))),
      parse: (v) => Number(v),
    },
    { ...dateArg('date', 'The publication date, in the event timezone', 'body'), type: 'string' },
    { ...dateArg('date_utc', 'The publication date in UTC', 'body'), type: 'string' },
    { ...dateArg('start_date', 'The event start, in the event timezone', 'body'), type: 'string', required },
    { ...dateArg('end_date', 'The event end, in the event timezone', 'body'), type: 'string', required },
    {
      name: 'timezone',
      in: 'body',
      type: 'string',
      description: 'The event timezone: an IANA name or a UTC offset (default: the site timezone)',
      validate: (v) => v === '' || (typeof v === 'string' && normalizeTimezone(v) !== null),
    },
    { name: 'all_day', in: 'body', type: 'boolean', description: 'Whether the event lasts whole days' },
    {
      name: 'image',
      in: 'body',
      description: 'The id or URL of an image of the media library; null or "" removes it',
      validate: async (v, c) => isClearing(v) || (typeof v === 'string' && idsInRange([v]) && (await c.lookup.imageId(v)) !== null),
      parse: async (v, c) => (isClearing(v) ? null : c.lookup.imageId(v as string)),
    },
    {
      name: 'cost',
      in: 'body',
      description: 'The cost: a string, comma-separated values or an array of strings',
      validate: (v) => {
        if (isClearing(v)) return true;
        const cost = parseCostInput(v);
        return cost !== null && fits('cost', cost.cost);
      },
      parse: (v) => (isClearing(v) ? null : parseCostInput(v)),
    },
    {
      name: 'website',
      in: 'body',
      description: 'The event website URL',
      validate: (v) => isClearing(v) || (typeof v === 'string' && isUrl(v.trim()) && fits('website', v.trim())),
      parse: (v) => (isClearing(v) ? '' : (v as string).trim()),
    },
    { name: 'show_map', in: 'body', type: 'boolean', description: 'Whether to show a map of the venue' },
    { name: 'show_map_link', in: 'body', type: 'boolean', description: 'Whether to show a link to a map of the venue' },
    { name: 'hide_from_listings', in: 'body', type: 'boolean', description: 'Whether to leave the event out of lists' },
    { name: 'sticky', in: 'body', type: 'boolean', description: 'Whether the event sticks to the top of month views' },
    { name: 'featured', in: 'body', type: 'boolean', description: 'Whether the event is featured' },
    {
      name: 'categories',
      in: 'body',
      description: 'Event category ids or slugs, comma-separated or an array; [] or "" removes all',
      validate: async (v, c) => isClearing(v) || (isScalarList(v) && idsInRange(toList(v)) && (await c.lookup.resolveIds('category', toList(v), c.lang, true)) !== null),
      parse: async (v, c) => (isClearing(v) ? [] : c.lookup.resolveIds('category', toList(v), c.lang, true)),
    },
    {
      name: 'tags',
      in: 'body',
      description: 'Tag ids or slugs, comma-separated or an array; [] or "" removes all',
      validate: async (v, c) => isClearing(v) || (isScalarList(v) && idsInRange(toList(v)) && (await c.lookup.resolveIds('tag', toList(v), c.lang, true)) !== null),
      parse: async (v, c) => (isClearing(v) ? [] : c.lookup.resolveIds('tag', toList(v), c.lang, true)),
    },
    {
      name: 'venue',
      in: 'body',
      description: 'The venue: an id or {"id": id}; null, "" or [] unlinks it',
      validate: async (v, c) => {
        if (isClearing(v)) return true;
        const ref = venueRef(v);
        return ref !== null && /^\d+$/.test(ref) && idsInRange([ref]) && (await c.lookup.resolveIds('venue', [ref], c.lang, false)) !== null;
      },
      parse: async (v, c) => (isClearing(v) ? null : ((await c.lookup.resolveIds('venue', [venueRef(v)!], c.lang, false)) ?? [null])[0]),
    },
    {
      name: 'organizer',
      in: 'body',
      description: 'The organizers: an id, or a list of ids or {"id": id}; null, "" or [] unlinks them',
      validate: async (v, c) => {
        if (isClearing(v)) return true;
        const refs = organizerRefs(v);
        return refs !== null && idsInRange(refs) && (await c.lookup.resolveIds('organizer', refs, c.lang, false)) !== null;
      },
      parse: async (v, c) => (isClearing(v) ? [] : c.lookup.resolveIds('organizer', organizerRefs(v)!, c.lang, false)),
    },
    {
      name: 'status',
      in: 'body',
      type: 'string',
      description: 'The post status (callers who may not publish get "pending" instead of "publish")',
      validate: (v) => typeof v === 'string' && (POST_STATUSES as readonly string[]).includes(v),
    },
    {
      name: 'password',
      in: 'body',
      description: 'A password that protects the event; null or "" removes it (never returned)',
      validate: (v) => isClearing(v) || (typeof v === 'string' && fits('password', v)),
      parse: (v) => (isClearing(v) ? null : v),
    },
    { ...translationLanguage, in: 'body' },
  ];
}

export const eventCreateParams = writeParams(true);
export const eventUpdateParams = writeParams(false);

interface Schedule {
  timezone: string;
  startUtc: Date;
  endUtc: Date;
  startLocal: string;
  endLocal: string;
  allDay: boolean;
}

/**
 * Start and end from what was sent and what is stored: naive dates are wall time in the event's
 * timezone (the one sent, else the stored one, else the site's); a timezone change alone keeps the
 * wall times and moves the instants (reference §4.2 [T]); all-day snaps to whole days; an end before
 * the start becomes the start (TEC, silently).
 */
function schedule(p: Parsed, c: ParamContext, existing: EventRow | null): Schedule | null {
  const tzSent = typeof p.timezone === 'string' && p.timezone !== '';
  const changesDates = p.start_date !== undefined || p.end_date !== undefined || p.all_day !== undefined || p.timezone !== undefined;
  if (!changesDates && existing) return null;
  // Naive dates are read in the zone sent; in the site's when "" is sent (TEC: an empty timezone is
  // the site timezone) or on create without one; else in the event's own, which is then kept.
  const siteZone = normalizeTimezone(c.config.timezone) ?? 'UTC';
  const kept = existing && p.timezone === undefined ? existing.timezone : null;
  const zone = tzSent ? normalizeTimezone(p.timezone as string)! : kept !== null ? normalizeTimezone(kept) ?? siteZone : siteZone;
  const at = (input: unknown, stored: string | undefined): DateTime =>
    input !== undefined ? parseDateInput(input as string, zone, c.now)! : wallToDateTime(stored!, zone);
  let start = at(p.start_date, existing?.startLocal);
  let end = at(p.end_date, existing?.endLocal);
  const allDay = (p.all_day as boolean | undefined) ?? existing?.allDay ?? false;
  if (allDay) {
    start = wallToDateTime(dayStart(start), zone);
    end = wallToDateTime(dayEnd(end), zone);
  }
  if (end < start) end = start;
  return { timezone: tzSent ? (p.timezone as string) : kept ?? zone, startUtc: start.toJSDate(), endUtc: end.toJSDate(), startLocal: toWall(start), endLocal: toWall(end), allDay };
}

function publicationDate(p: Parsed, c: ParamContext, zone: string): Date | undefined {
  if (p.date_utc !== undefined) return parseDateInput(p.date_utc as string, 'UTC', c.now)!.toJSDate();
  if (p.date !== undefined) return parseDateInput(p.date as string, zone, c.now)!.toJSDate();
  return undefined;
}

/** Parsed arguments → the service's input. `existing` is the stored event on update. */
export async function eventInput(p: Parsed, c: ParamContext, existing: EventRow | null): Promise<EventInput> {
  const sched = schedule(p, c, existing);
  const input: EventInput = {};
  const set = <K extends keyof EventInput>(key: K, value: EventInput[K] | undefined) => {
    if (value !== undefined) input[key] = value;
  };
  set('title', p.title as string | undefined);
  set('description', p.description as string | undefined);
  set('excerpt', p.excerpt as string | undefined);
  set('slug', p.slug as string | undefined);
  set('authorId', p.author as number | undefined);
  set('postDate', publicationDate(p, c, normalizeTimezone(sched?.timezone ?? existing?.timezone ?? '') ?? zoneOf(c)));
  if (sched) Object.assign(input, sched);
  if (p.cost !== undefined) {
    const cost = p.cost as ReturnType<typeof parseCostInput>;
    Object.assign(input, { cost: cost?.cost ?? null, currencySymbol: cost?.currencySymbol ?? null, currencyPosition: cost?.currencyPosition || null });
  }
  set('website', p.website as string | undefined);
  set('showMap', p.show_map as boolean | undefined);
  set('showMapLink', p.show_map_link as boolean | undefined);
  set('hideFromListings', p.hide_from_listings as boolean | undefined);
  set('sticky', p.sticky as boolean | undefined);
  set('featured', p.featured as boolean | undefined);
  set('imageId', p.image as number | null | undefined);
  set('venueId', p.venue as number | null | undefined);
  set('organizerIds', p.organizer as number[] | undefined);
  set('categoryIds', p.categories as number[] | undefined);
  set('tagIds', p.tags as number[] | undefined);
  set('password', p.password as string | null | undefined);
  set('requestedStatus', p.status as PostStatus | undefined);
  input.mayPublish = await c.caller.can(UPDATE);
  return input;
}
