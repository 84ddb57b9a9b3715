/**
 * Event writes (docs/tec-behaviour.md §4.1–4.2, docs/api.md §7): the arguments of create and update, and their
 * translation into the service's `EventInput`. Update takes only the fields sent (a deviation:
 * TEC resets omitted fields); `null`, `""` and `[]` clear what may be cleared.
 */
import type { DateTime } from 'luxon';
import { parseCostInput } from '../../utils/cost';
import {
  normalizeTimezone,
  parseDateInput,
  toWall,
  wallToDateTime,
  dayStart,
  dayEnd,
} from '../../utils/dates';
import { anchorOf, type EventInput } from '../../domain/events';
import { POST_STATUSES, type PostStatus } from '../../domain/visibility';
import type { EventRow } from '../../domain/types';
import { isStoredId } from '../../domain/limits';
import { updateActionOf } from '../../domain/caller';
import eventSchema from '../../content-types/event/schema.json';
import { isIntegerLike } from './coerce';
import { dateArg, siteZoneOf, translationLanguage, translationOf, zoneOf } from './common';
import { eventLinks, linkParams } from './event-links';
import { imageParam } from './image';
import { statusInput, statusWriteParams } from './event-status';
import { siteFieldsInput, siteFieldsParam } from './site-fields';
import {
  checkedRecurrence,
  recurrenceInput,
  recurrenceParam,
  scopeParam,
  type RecurrenceArg,
} from './recurrence';
import type { Recurrence } from '../../domain/recurrence';
import { ref } from './refs';
import type { ParamContext, ParamDef, Parsed } from './types';
import {
  columnFits,
  isClearingValue as isClearing,
  isHttpUrl as isUrl,
  nonEmptyString,
} from './values';

/** Column limits of the event content type (see columnFits: varchar(255) whatever maxLength says). */
const fits = columnFits(
  eventSchema.attributes as Record<string, { type: string; maxLength?: number }>
);

const UPDATE = updateActionOf('event');

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
    {
      name: 'description',
      in: 'body',
      type: 'string',
      description: 'The event description (HTML or Markdown)',
      validate: nonEmptyString,
    },
    {
      name: 'excerpt',
      in: 'body',
      type: 'string',
      description: 'The event excerpt',
      validate: nonEmptyString,
    },
    {
      name: 'slug',
      in: 'body',
      type: 'string',
      description: 'The event slug',
      validate: nonEmptyString,
    },
    {
      name: 'author',
      in: 'body',
      type: 'integer',
      description: 'The id of the users-permissions user who is the author',
      validate: (v) => isIntegerLike(v) && isStoredId(Number(v)),
      refs: (v) => [ref.user(Number(v))],
      accepts: (v, c) => c.refs.user(Number(v)),
      parse: (v) => Number(v),
    },
    { ...dateArg('date', 'The publication date, in the site timezone', 'body'), type: 'string' },
    { ...dateArg('date_utc', 'The publication date in UTC', 'body'), type: 'string' },
    {
      ...dateArg('start_date', 'The event start, in the event timezone', 'body'),
      type: 'string',
      required,
    },
    {
      ...dateArg('end_date', 'The event end, in the event timezone', 'body'),
      type: 'string',
      required,
    },
    {
      name: 'timezone',
      in: 'body',
      type: 'string',
      description: 'The event timezone: an IANA name or a UTC offset (default: the site timezone)',
      validate: (v) => v === '' || (typeof v === 'string' && normalizeTimezone(v) !== null),
    },
    {
      name: 'all_day',
      in: 'body',
      type: 'boolean',
      description: 'Whether the event lasts whole days',
    },
    imageParam,
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
      validate: (v) =>
        isClearing(v) || (typeof v === 'string' && isUrl(v.trim()) && fits('website', v.trim())),
      parse: (v) => (isClearing(v) ? '' : (v as string).trim()),
    },
    {
      name: 'show_map',
      in: 'body',
      type: 'boolean',
      description: 'Whether to show a map of the venue',
    },
    {
      name: 'show_map_link',
      in: 'body',
      type: 'boolean',
      description: 'Whether to show a link to a map of the venue',
    },
    {
      name: 'hide_from_listings',
      in: 'body',
      type: 'boolean',
      description: 'Whether to leave the event out of lists',
    },
    {
      name: 'sticky',
      in: 'body',
      type: 'boolean',
      description: 'Whether the event sticks to the top of month views',
    },
    { name: 'featured', in: 'body', type: 'boolean', description: 'Whether the event is featured' },
    ...statusWriteParams(fits),
    siteFieldsParam('event'),
    ...linkParams,
    {
      name: 'status',
      in: 'body',
      type: 'string',
      description:
        'The post status (callers who may not publish get "pending" instead of "publish")',
      enum: POST_STATUSES,
      validate: (v) => typeof v === 'string' && (POST_STATUSES as readonly string[]).includes(v),
    },
    {
      name: 'password',
      in: 'body',
      description: 'A password that protects the event; null or "" removes it (never returned)',
      validate: (v) => isClearing(v) || (typeof v === 'string' && fits('password', v)),
      parse: (v) => (isClearing(v) ? null : v),
    },
    recurrenceParam,
    ...(create ? [] : [scopeParam('body')]),
    { ...translationLanguage, in: 'body' },
    ...(create ? [translationOf('event')] : []),
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
 * wall times and moves the instants (docs/tec-behaviour.md §4.2 [T]); all-day snaps to whole days; an end before
 * the start becomes the start (TEC, silently).
 */
function schedule(p: Parsed, c: ParamContext, existing: EventRow | null): Schedule | null {
  const tzSent = typeof p.timezone === 'string' && p.timezone !== '';
  const changesDates =
    p.start_date !== undefined ||
    p.end_date !== undefined ||
    p.all_day !== undefined ||
    p.timezone !== undefined;
  if (!changesDates && existing) return null;
  // Naive dates are read in the zone sent; in the site's when "" is sent (TEC: an empty timezone is
  // the site timezone) or on create without one; else in the event's own, which is then kept.
  const siteZone = normalizeTimezone(c.config.timezone) ?? 'UTC';
  const kept = existing && p.timezone === undefined ? existing.timezone : null;
  const zone = tzSent
    ? normalizeTimezone(p.timezone as string)!
    : kept !== null
      ? (normalizeTimezone(kept) ?? siteZone)
      : siteZone;
  const at = (input: unknown, stored: string | undefined): DateTime =>
    input !== undefined
      ? parseDateInput(input as string, zone, c.now)!
      : wallToDateTime(stored!, zone);
  let start = at(p.start_date, existing?.startLocal);
  let end = at(p.end_date, existing?.endLocal);
  const allDay = (p.all_day as boolean | undefined) ?? existing?.allDay ?? false;
  if (allDay) {
    start = wallToDateTime(dayStart(start), zone);
    end = wallToDateTime(dayEnd(end), zone);
  }
  if (end < start) end = start;
  return {
    timezone: tzSent ? (p.timezone as string) : (kept ?? zone),
    startUtc: start.toJSDate(),
    endUtc: end.toJSDate(),
    startLocal: toWall(start),
    endLocal: toWall(end),
    allDay,
  };
}

/**
 * The publication date: `date` is the site's wall time as given, whatever the event's `timezone`
 * (TEC stores it as the WordPress post date, in site time: `tomorrow 9am` shows as 09:00 on a UTC
 * site for a New York event, docs/api.md §7.2); `date_utc` is UTC and wins.
 */
function publicationDate(p: Parsed, c: ParamContext): Date | undefined {
  if (p.date_utc !== undefined)
    return parseDateInput(p.date_utc as string, 'UTC', c.now)!.toJSDate();
  if (p.date !== undefined)
    return parseDateInput(p.date as string, siteZoneOf(c), c.now)!.toJSDate();
  return undefined;
}

/**
 * Parsed arguments → the service's input. `existing` is the stored event on update. Reads
 * `c.may(events.update)`: the route's `permissions` name it (v1/routes.ts).
 */
export function eventInput(p: Parsed, c: ParamContext, existing: EventRow | null): EventInput {
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
  set('postDate', publicationDate(p, c));
  if (sched) Object.assign(input, sched);
  if (p.cost !== undefined) {
    const cost = p.cost as ReturnType<typeof parseCostInput>;
    Object.assign(input, {
      cost: cost?.cost ?? null,
      currencySymbol: cost?.currencySymbol ?? null,
      currencyPosition: cost?.currencyPosition || null,
    });
  }
  set('website', p.website as string | undefined);
  set('showMap', p.show_map as boolean | undefined);
  set('showMapLink', p.show_map_link as boolean | undefined);
  set('hideFromListings', p.hide_from_listings as boolean | undefined);
  set('sticky', p.sticky as boolean | undefined);
  set('featured', p.featured as boolean | undefined);
  Object.assign(input, statusInput(p));
  set('siteFields', siteFieldsInput(p, c, 'event', existing === null));
  set('imageId', p.image as number | null | undefined);
  input.links = eventLinks(p);
  set('translationOf', p.translation_of as string | undefined);
  set('password', p.password as string | null | undefined);
  set('requestedStatus', p.status as PostStatus | undefined);
  input.mayPublish = c.may(UPDATE);
  set('recurrence', seriesRule(p, c, existing, sched));
  return input;
}

/**
 * The rule to store: the one sent, checked against the schedule being written; or, when only the
 * schedule changes, the stored rule checked against it (a move may leave it too many occurrences).
 */
function seriesRule(
  p: Parsed,
  c: ParamContext,
  existing: EventRow | null,
  sched: Schedule | null
): Recurrence | null | undefined {
  const row = sched ?? existing;
  if (!row) return undefined;
  const anchor = anchorOf(row, zoneOf(c));
  if (p.recurrence !== undefined) return recurrenceInput(p.recurrence as RecurrenceArg, anchor, c);
  if (sched && existing?.recurrence && !existing.occurrence)
    checkedRecurrence(existing.recurrence, anchor, c);
  return undefined;
}
