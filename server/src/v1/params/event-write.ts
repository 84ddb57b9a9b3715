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
import { POST_STATUSES } from '../../domain/visibility';
import type { EventRow } from '../../domain/types';
import { isStoredId } from '../../domain/limits';
import { updateActionOf } from '../../domain/caller';
import eventSchema from '../../content-types/event/schema.json';
import { isIntegerLike } from './coerce';
import { dateArg, siteZoneOf, translationLanguage, translationOf, zoneOf } from './common';
import { eventLinks, linkParams } from './event-links';
import { imageParam, storedImage } from './image';
import { statusInput, statusWriteParams } from './event-status';
import { siteFieldsInput, siteFieldsParam } from './site-fields';
import { checkedRecurrence, recurrenceInput, recurrenceParam, scopeParam } from './recurrence';
import type { Recurrence } from '../../domain/recurrence';
import { ref } from './refs';
import { param, type ParamContext, type ParsedParams } from './types';
import {
  columnFits,
  isClearingValue as isClearing,
  isHttpUrl as isUrl,
  nonEmptyString,
} from './values';

/** Column limits of the event content type (see columnFits: varchar(255) whatever maxLength says). */
const fits = columnFits(eventSchema.attributes);

const UPDATE = updateActionOf('event');

function writeParams(create: boolean) {
  const required = create;
  return [
    param({
      name: 'title',
      in: 'body',
      type: 'string',
      required,
      description: 'The event title',
      validate: (v) => nonEmptyString(v) && fits('title', v),
    }),
    param({
      name: 'description',
      in: 'body',
      type: 'string',
      description: 'The event description (HTML or Markdown)',
      validate: nonEmptyString,
    }),
    param({
      name: 'excerpt',
      in: 'body',
      type: 'string',
      description: 'The event excerpt',
      validate: nonEmptyString,
    }),
    param({
      name: 'slug',
      in: 'body',
      type: 'string',
      description: 'The event slug',
      validate: nonEmptyString,
    }),
    param({
      name: 'author',
      in: 'body',
      type: 'integer',
      description: 'The id of the users-permissions user who is the author',
      validate: (v) => isIntegerLike(v) && isStoredId(Number(v)),
      refs: (v) => [ref.user(Number(v))],
      accepts: (v, c) => c.refs.user(Number(v)),
      parse: (v) => Number(v),
    }),
    param({
      ...dateArg('date', 'The publication date, in the site timezone', 'body'),
      type: 'string',
    }),
    param({ ...dateArg('date_utc', 'The publication date in UTC', 'body'), type: 'string' }),
    param({
      ...dateArg('start_date', 'The event start, in the event timezone', 'body'),
      type: 'string',
      required,
    }),
    param({
      ...dateArg('end_date', 'The event end, in the event timezone', 'body'),
      type: 'string',
      required,
    }),
    param({
      name: 'timezone',
      in: 'body',
      type: 'string',
      description: 'The event timezone: an IANA name or a UTC offset (default: the site timezone)',
      validate: (v) => v === '' || (typeof v === 'string' && normalizeTimezone(v) !== null),
    }),
    param({
      name: 'all_day',
      in: 'body',
      type: 'boolean',
      description: 'Whether the event lasts whole days',
    }),
    imageParam,
    param({
      name: 'cost',
      in: 'body',
      description: 'The cost: a string, comma-separated values or an array of strings',
      validate: (v) => {
        if (isClearing(v)) return true;
        const cost = parseCostInput(v);
        return cost !== null && fits('cost', cost.cost);
      },
      parse: (v) => (isClearing(v) ? null : parseCostInput(v)),
    }),
    param({
      name: 'website',
      in: 'body',
      description: 'The event website URL',
      validate: (v) =>
        isClearing(v) || (typeof v === 'string' && isUrl(v.trim()) && fits('website', v.trim())),
      // Valid values are a URL or a clearing one.
      parse: (v) => (typeof v === 'string' ? v.trim() : ''),
    }),
    param({
      name: 'show_map',
      in: 'body',
      type: 'boolean',
      description: 'Whether to show a map of the venue',
    }),
    param({
      name: 'show_map_link',
      in: 'body',
      type: 'boolean',
      description: 'Whether to show a link to a map of the venue',
    }),
    param({
      name: 'hide_from_listings',
      in: 'body',
      type: 'boolean',
      description: 'Whether to leave the event out of lists',
    }),
    param({
      name: 'sticky',
      in: 'body',
      type: 'boolean',
      description: 'Whether the event sticks to the top of month views',
    }),
    param({
      name: 'featured',
      in: 'body',
      type: 'boolean',
      description: 'Whether the event is featured',
    }),
    ...statusWriteParams(fits),
    siteFieldsParam('event'),
    ...linkParams,
    param({
      name: 'status',
      in: 'body',
      type: 'string',
      description:
        'The post status (callers who may not publish get "pending" instead of "publish")',
      enum: POST_STATUSES,
      validate: (v) => typeof v === 'string' && (POST_STATUSES as readonly string[]).includes(v),
    }),
    param({
      name: 'password',
      in: 'body',
      description: 'A password that protects the event; null or "" removes it (never returned)',
      validate: (v) => isClearing(v) || (typeof v === 'string' && fits('password', v)),
      // Valid values are a password or a clearing one.
      parse: (v) => (typeof v === 'string' && !isClearing(v) ? v : null),
    }),
    recurrenceParam,
    ...(create ? [] : [scopeParam('body')]),
    param({ ...translationLanguage, in: 'body' }),
    ...(create ? [translationOf('event')] : []),
  ];
}

export const eventCreateParams = writeParams(true);
export const eventUpdateParams = writeParams(false);

/** What create and update parse into (`scope` and `translation_of` each on one of them). */
export type EventWriteArgs = ParsedParams<ReturnType<typeof writeParams>[number]>;

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
function schedule(p: EventWriteArgs, c: ParamContext, existing: EventRow | null): Schedule | null {
  const sentZone = p.timezone !== undefined && p.timezone !== '' ? p.timezone : null;
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
  const zone =
    sentZone !== null
      ? normalizeTimezone(sentZone)!
      : kept !== null
        ? (normalizeTimezone(kept) ?? siteZone)
        : siteZone;
  const at = (input: string | number | undefined, stored: string | undefined): DateTime =>
    input !== undefined ? parseDateInput(input, zone, c.now)! : wallToDateTime(stored!, zone);
  let start = at(p.start_date, existing?.startLocal);
  let end = at(p.end_date, existing?.endLocal);
  const allDay = p.all_day ?? existing?.allDay ?? false;
  if (allDay) {
    start = wallToDateTime(dayStart(start), zone);
    end = wallToDateTime(dayEnd(end), zone);
  }
  if (end < start) end = start;
  return {
    timezone: sentZone ?? kept ?? zone,
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
function publicationDate(p: EventWriteArgs, c: ParamContext): Date | undefined {
  if (p.date_utc !== undefined) return parseDateInput(p.date_utc, 'UTC', c.now)!.toJSDate();
  if (p.date !== undefined) return parseDateInput(p.date, siteZoneOf(c), c.now)!.toJSDate();
  return undefined;
}

/**
 * Parsed arguments → the service's input. `existing` is the stored event on update. Reads
 * `c.may(events.update)`: the route's `permissions` name it (v1/routes.ts).
 */
export function eventInput(
  p: EventWriteArgs,
  c: ParamContext,
  existing: EventRow | null
): EventInput {
  const sched = schedule(p, c, existing);
  const input: EventInput = {};
  const set = <K extends keyof EventInput>(key: K, value: EventInput[K] | undefined) => {
    if (value !== undefined) input[key] = value;
  };
  set('title', p.title);
  set('description', p.description);
  set('excerpt', p.excerpt);
  set('slug', p.slug);
  set('authorId', p.author);
  set('postDate', publicationDate(p, c));
  if (sched) Object.assign(input, sched);
  if (p.cost !== undefined) {
    const { cost } = p;
    Object.assign(input, {
      cost: cost?.cost ?? null,
      currencySymbol: cost?.currencySymbol ?? null,
      currencyPosition: cost?.currencyPosition || null,
    });
  }
  set('website', p.website);
  set('showMap', p.show_map);
  set('showMapLink', p.show_map_link);
  set('hideFromListings', p.hide_from_listings);
  set('sticky', p.sticky);
  set('featured', p.featured);
  Object.assign(input, statusInput(p));
  set('siteFields', siteFieldsInput(p, c, 'event', existing === null));
  if (p.image !== undefined) input.imageId = storedImage(p.image);
  input.links = eventLinks(p);
  set('translationOf', p.translation_of ?? undefined);
  set('password', p.password);
  set('requestedStatus', p.status);
  input.mayPublish = c.may(UPDATE);
  set('recurrence', seriesRule(p, c, existing, sched));
  return input;
}

/**
 * The rule to store: the one sent, checked against the schedule being written; or, when only the
 * schedule changes, the stored rule checked against it (a move may leave it too many occurrences).
 */
function seriesRule(
  p: EventWriteArgs,
  c: ParamContext,
  existing: EventRow | null,
  sched: Schedule | null
): Recurrence | null | undefined {
  const row = sched ?? existing;
  if (!row) return undefined;
  const anchor = anchorOf(row, zoneOf(c));
  if (p.recurrence !== undefined) return recurrenceInput(p.recurrence, anchor, c);
  if (sched && existing?.recurrence && !existing.occurrence)
    checkedRecurrence(existing.recurrence, anchor, c);
  return undefined;
}
