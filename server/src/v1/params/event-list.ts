/**
 * GET /events: every argument of docs/tec-behaviour.md §3.1.2 with TEC's validation, plus docs/api.md §6's decisions.
 * `eventListQuery` turns the parsed arguments into the service's query (wall-time bounds, ids).
 */
import { DateTime } from 'luxon';
import { dayEnd, dayStart, normalizeTimezone, parseDateInput, toWall } from '../../utils/dates';
import type { EventListQuery, Window } from '../../domain/events';
import { defaultListStatuses } from '../../domain/visibility';
import { updateActionOf } from '../../domain/caller';
import { isIntegerLike, isScalarList, isTruthyFlag, toList } from './coerce';
import {
  context,
  dateArg,
  idPath,
  page,
  password,
  perPage,
  refList,
  statusList,
  translationLanguage,
} from './common';
import { ref } from './refs';
import { hideSubsequentRecurrences } from './recurrence';
import { statusListParams } from './event-status';
import { param, type ParamContext, type ParsedParams } from './types';

const UPDATE = updateActionOf('event');

const nonEmptyString = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The reference `post_parent` makes: the event of that id, any language version. */
const parentRefs = (v: unknown) => [String(Number(v))];

const strictDates = param({
  name: 'strict_dates',
  in: 'query',
  description: 'Use the dates exactly as given instead of widening them to whole days',
  default: 'false',
  validate: nonEmptyString,
  parse: isTruthyFlag,
});

/** Applied before validation: always there on the events list (validate.ts). */
const geolocRadius = param({
  name: 'geoloc_radius',
  in: 'query',
  type: 'number',
  default: 10,
  description: 'Radius of a geographic search, in kilometres',
  validate: (v) => Number(v) > 0,
});

export const eventListParams = [
  page,
  perPage,
  dateArg('start_date', 'Events that start on or after this date (default: now)'),
  dateArg('end_date', 'Events that end on or before this date (default: two years from now)'),
  dateArg('starts_before', 'Events that start before this date'),
  dateArg('starts_after', 'Events that start after this date'),
  dateArg('ends_before', 'Events that end before this date'),
  dateArg('ends_after', 'Events that end after this date'),
  strictDates,
  param({
    name: 'search',
    in: 'query',
    type: 'string',
    description: 'Events whose title, description or excerpt contain this text',
    validate: nonEmptyString,
  }),
  param({
    name: 'categories',
    in: 'query',
    description: 'Event category ids or slugs, comma-separated or an array',
    ...refList('category', true),
  }),
  param({
    name: 'tags',
    in: 'query',
    description: 'Tag ids or slugs, comma-separated or an array',
    ...refList('tag', true),
  }),
  param({
    name: 'venue',
    in: 'query',
    description: 'Venue ids, comma-separated or an array',
    ...refList('venue', false),
  }),
  param({
    name: 'organizer',
    in: 'query',
    description: 'Organizer ids, comma-separated or an array',
    ...refList('organizer', false),
  }),
  param({
    name: 'featured',
    in: 'query',
    type: 'boolean',
    description: 'Only featured (true) or only non-featured (false) events',
  }),
  statusList(UPDATE),
  ...statusListParams,
  param({
    name: 'geoloc',
    in: 'query',
    type: 'boolean',
    description: 'Only events whose venue has coordinates',
  }),
  param({
    name: 'geoloc_lat',
    in: 'query',
    type: 'number',
    description: 'Latitude of the centre of a geographic search',
  }),
  param({
    name: 'geoloc_lng',
    in: 'query',
    type: 'number',
    description: 'Longitude of the centre of a geographic search',
  }),
  geolocRadius,
  param({
    name: 'include',
    in: 'query',
    items: 'integer',
    description: 'Only these event ids (the date window is ignored)',
    validate: (v) =>
      isScalarList(v) &&
      toList(v).length > 0 &&
      toList(v).every((i) => /^\d+$/.test(i) && Number(i) > 0),
    parse: (v) => toList(v).map(Number),
  }),
  param({
    name: 'post_parent',
    in: 'query',
    type: 'integer',
    description: 'Only the children of this event',
    validate: isIntegerLike,
    refs: (v) => [ref.records('event', parentRefs(v), false)],
    accepts: (v, c) => c.refs.records('event', parentRefs(v), false) !== null,
    // Any language version of the parent names the parent in the request's language (docs/api.md §2).
    parse: (v, c) => c.refs.records('event', parentRefs(v), false)?.[0],
  }),
  param({
    name: 'ticketed',
    in: 'query',
    type: 'boolean',
    description: 'Events with (true) or without (false) tickets; no event has tickets',
  }),
  hideSubsequentRecurrences,
  password,
  context,
  translationLanguage,
];

/** GET /events/{id}/occurrences (docs/api.md §12): a series' occurrences, every one unless dates narrow them. */
export const occurrenceListParams = [
  idPath,
  page,
  perPage,
  dateArg('start_date', 'Occurrences that start on or after this date (default: the first)'),
  dateArg('end_date', 'Occurrences that end on or before this date (default: the last stored)'),
  strictDates,
  statusList(UPDATE),
  password,
  context,
  translationLanguage,
];

const RELATIVE = ['starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;

/**
 * The site timezone in luxon's spelling: the option may be an offset such as '+02:00', which is a
 * valid option (config validator) but not a zone luxon's setZone accepts as given.
 */
const siteZoneOf = (c: ParamContext) => normalizeTimezone(c.config.timezone) ?? 'UTC';

/** A bound as the site-local wall time TEC compares against (docs/tec-behaviour.md §3.1.2 date rules). */
function bound(
  value: string | number,
  c: ParamContext,
  strict: boolean,
  edge: 'start' | 'end'
): string {
  // Validated by dateArg (common.ts) in the same zone.
  const dt = parseDateInput(value, siteZoneOf(c), c.now)!;
  if (strict) return toWall(dt);
  return edge === 'start' ? dayStart(dt) : dayEnd(dt);
}

/**
 * The date window. Defaults (docs/api.md §6): start = now, end = two years later, widened to whole days
 * unless strict. Any relative bound drops the defaults (TEC); `include` ignores every date (docs/api.md
 * §6, a fix: TEC re-applied the default window).
 */
/**
 * The arguments of the events list, of which the occurrences list (docs/api.md §12) has some: the
 * page always, every other one when sent.
 */
export type EventListArgs = Partial<ParsedParams<(typeof eventListParams)[number]>> & {
  page: number;
};

function window(
  p: EventListArgs,
  c: ParamContext,
  defaults = true
): { window: Window; echo: Record<string, string> } {
  if (p.include) return { window: {}, echo: {} };
  const strict = p.strict_dates === true;
  const hasRelative = !defaults || RELATIVE.some((k) => p[k] !== undefined);
  const now = DateTime.fromJSDate(c.now).setZone(siteZoneOf(c));
  const startIn = p.start_date ?? (hasRelative ? undefined : toWall(now));
  const endIn = p.end_date ?? (hasRelative ? undefined : toWall(now.plus({ years: 2 })));
  const echo: Record<string, string> = {};
  const w: Window = {};
  if (startIn !== undefined) w.startFrom = echo.start_date = bound(startIn, c, strict, 'start');
  if (endIn !== undefined) w.endTo = echo.end_date = bound(endIn, c, strict, 'end');
  // TEC snaps every relative bound to the end of its day in inclusive mode.
  if (p.starts_before !== undefined)
    w.startBefore = echo.starts_before = bound(p.starts_before, c, strict, 'end');
  if (p.starts_after !== undefined)
    w.startAfter = echo.starts_after = bound(p.starts_after, c, strict, 'end');
  if (p.ends_before !== undefined)
    w.endBefore = echo.ends_before = bound(p.ends_before, c, strict, 'end');
  if (p.ends_after !== undefined)
    w.endAfter = echo.ends_after = bound(p.ends_after, c, strict, 'end');
  return { window: w, echo };
}

export interface EventListRequest {
  query: EventListQuery;
  /** The effective arguments, in order, for rest_url / next_rest_url (docs/api.md §6: every one of them). */
  echo: Array<[string, string | number | boolean | number[] | string[] | undefined]>;
}

/**
 * The route's `permissions` must name `events.update` (v1/routes.ts). `seriesId`: the occurrences
 * of that series only, with no default window.
 */
export function eventListQuery(
  p: EventListArgs,
  c: ParamContext,
  seriesId?: number
): EventListRequest {
  const mayEdit = c.may(UPDATE);
  const statuses = p.status ?? defaultListStatuses(mayEdit);
  const { window: w, echo: dates } = window(p, c, seriesId === undefined);
  const perPageValue = p.per_page ?? c.config.perPage;
  const hasGeoCenter = p.geoloc_lat !== undefined && p.geoloc_lng !== undefined;
  const query: EventListQuery = {
    lang: c.lang,
    statuses,
    window: w,
    search: p.search,
    searchProtected: mayEdit,
    categoryIds: p.categories,
    tagIds: p.tags,
    venueIds: p.venue,
    organizerIds: p.organizer,
    featured: p.featured,
    includeIds: p.include,
    parentId: p.post_parent,
    ticketed: p.ticketed,
    firstOfSeries: p.hide_subsequent_recurrences === true,
    eventStatuses: p.event_status,
    attendanceModes: p.attendance_mode,
    seriesId,
    geo:
      p.geoloc === true || hasGeoCenter
        ? {
            center:
              p.geoloc_lat !== undefined && p.geoloc_lng !== undefined
                ? { lat: p.geoloc_lat, lng: p.geoloc_lng }
                : undefined,
            // Only the events list has geoloc arguments, and there the radius is defaulted.
            radiusKm: p.geoloc_radius ?? geolocRadius.default,
          }
        : undefined,
    page: p.page,
    perPage: perPageValue,
  };
  const echo: EventListRequest['echo'] = [
    ['page', query.page],
    ['per_page', perPageValue],
    ['start_date', dates.start_date],
    ['end_date', dates.end_date],
    ['starts_before', dates.starts_before],
    ['starts_after', dates.starts_after],
    ['ends_before', dates.ends_before],
    ['ends_after', dates.ends_after],
    ['strict_dates', p.strict_dates === true ? 'true' : undefined],
    ['search', query.search],
    ['categories', query.categoryIds],
    ['tags', query.tagIds],
    ['venue', query.venueIds],
    ['organizer', query.organizerIds],
    ['featured', query.featured],
    // The effective statuses, like TEC's `status=publish`; for editors the explicit list instead of
    // TEC's `any`, which the endpoint itself rejects (docs/api.md §6).
    ['status', statuses],
    ['include', query.includeIds],
    ['post_parent', query.parentId],
    ['ticketed', query.ticketed],
    ['geoloc', p.geoloc],
    ['geoloc_lat', p.geoloc_lat],
    ['geoloc_lng', p.geoloc_lng],
    ['geoloc_radius', query.geo ? query.geo.radiusKm : undefined],
    ['hide_subsequent_recurrences', query.firstOfSeries ? 'true' : undefined],
    ['event_status', query.eventStatuses],
    ['attendance_mode', query.attendanceModes],
    ['translation_language', p.translation_language],
  ];
  return { query, echo };
}
