/**
 * Venues and organizers (docs/tec-behaviour.md §3.1.3, §4.3, §4.4): list arguments, write arguments, and their
 * translation into the linked service's inputs. One definition per kind where TEC's differ.
 */
import venueSchema from '../../content-types/venue/schema.json';
import { siteFieldsInput, siteFieldsParam } from './site-fields';
import organizerSchema from '../../content-types/organizer/schema.json';
import { parseDateInput } from '../../utils/dates';
import type { LinkedInput, LinkedKind, LinkedListQuery } from '../../domain/linked';
import type { OrganizerRow, VenueRow } from '../../domain/types';
import { defaultListStatuses, POST_STATUSES } from '../../domain/visibility';
import { updateActionOf } from '../../domain/caller';
import { isIntegerLike, isNumberLike, isTruthyFlag } from './coerce';
import {
  context,
  dateArg,
  page,
  password,
  perPage,
  siteZoneOf,
  statusList,
  translationLanguage,
} from './common';
import { imageParam } from './image';
import { ref } from './refs';
import { param, type ParamContext, type ParsedParams } from './types';
import {
  columnFits,
  isClearingValue,
  isHttpUrl,
  nonEmptyString,
  type AttributeSchema,
} from './values';

export const updateAction = (kind: LinkedKind) => updateActionOf(kind);

export function linkedListParams(kind: LinkedKind) {
  return [
    page,
    perPage,
    param({
      name: 'search',
      in: 'query',
      type: 'string',
      description: `${kind === 'venue' ? 'Venues' : 'Organizers'} whose name, description or details contain every word of this text`,
      validate: nonEmptyString,
    }),
    param({
      name: 'event',
      in: 'query',
      type: 'integer',
      description: `Only the ${kind}s of this event`,
      validate: isIntegerLike,
      refs: (v) => [ref.records('event', [String(v)], false)],
      accepts: (v, c) => c.refs.records('event', [String(v)], false) !== null,
      parse: (v, c) => (c.refs.records('event', [String(v)], false) ?? [0])[0],
    }),
    param({
      name: 'has_events',
      in: 'query',
      description: `true: ${kind}s with at least one event (not a draft or pending); false: without`,
      parse: isTruthyFlag,
    }),
    param({
      name: 'only_with_upcoming',
      in: 'query',
      default: 'false',
      description: `Only ${kind}s with an event that has not started yet`,
      parse: isTruthyFlag,
    }),
    statusList(updateAction(kind)),
    password,
    context,
    translationLanguage,
  ];
}

/** The route's `permissions` must name `updateAction(kind)` and `events.update` (v1/routes.ts). */
export function linkedListQuery(kind: LinkedKind, p: LinkedListArgs, c: ParamContext) {
  const mayEdit = c.may(updateAction(kind));
  const mayEditEvents = c.may(updateActionOf('event'));
  const statuses = p.status ?? defaultListStatuses(mayEdit);
  const query: LinkedListQuery = {
    lang: c.lang,
    statuses,
    search: p.search,
    eventId: p.event,
    hasEvents: p.has_events,
    // TEC looked only at the first page of upcoming events (docs/tec-behaviour.md §3.1.3 [!]); here: all of them.
    upcomingFrom: p.only_with_upcoming === true ? c.now : undefined,
    eventStatuses: defaultListStatuses(mayEditEvents),
    // The same access to protected fields as the records shown (docs/tec-behaviour.md §5.3).
    searchAccess: {
      all: p.context === 'edit' && mayEdit,
      password: typeof p.password === 'string' ? p.password : undefined,
    },
    page: p.page,
    perPage: p.per_page ?? c.config.perPage,
  };
  const echo: Array<[string, string | number | string[] | undefined]> = [
    ['page', query.page],
    ['per_page', query.perPage],
    ['search', query.search],
    ['event', query.eventId],
    ['has_events', p.has_events === undefined ? undefined : String(p.has_events)],
    ['only_with_upcoming', p.only_with_upcoming === true ? 'true' : undefined],
    // The effective statuses, like TEC's `status=publish` (docs/tec-behaviour.md §11.7); for editors the
    // explicit list rather than TEC's `any`, which this endpoint would refuse (docs/api.md §6).
    ['status', statuses],
    ['translation_language', p.translation_language],
  ];
  return { query, echo };
}

export type LinkedListArgs = ParsedParams<ReturnType<typeof linkedListParams>[number]>;

/** Text fields of each kind: wire name → attribute. `""` clears them (docs/tec-behaviour.md §4.3 [T]). */
const TEXT_FIELDS = {
  venue: [
    ['address', 'address'],
    ['city', 'city'],
    ['country', 'country'],
    ['province', 'province'],
    ['state', 'state'],
    ['zip', 'zip'],
    ['phone', 'phone'],
    ['stateprovince', 'stateprovince'],
  ],
  organizer: [
    ['phone', 'phone'],
    ['email', 'email'],
  ],
} as const satisfies Record<LinkedKind, ReadonlyArray<readonly [string, string]>>;

const SCHEMAS: Record<LinkedKind, { attributes: Record<string, AttributeSchema> }> = {
  venue: venueSchema,
  organizer: organizerSchema,
};

function textArg<const N extends string>(kind: LinkedKind, name: N, attribute: string) {
  const fits = columnFits(SCHEMAS[kind].attributes);
  return param({
    name,
    in: 'body',
    type: 'string',
    description: `The ${kind}'s ${name}; "" clears it`,
    validate: (v) => typeof v === 'string' && fits(attribute, v.trim()),
  });
}

export function linkedWriteParams(kind: LinkedKind, create: boolean) {
  const fits = columnFits(SCHEMAS[kind].attributes);
  // TEC types the map flags as strings and decides by truthiness (docs/tec-behaviour.md §11.11).
  const venueOnly = [
    param({
      name: 'show_map',
      in: 'body',
      type: 'string',
      description: 'Whether to show a map ("true"/"false")',
    }),
    param({
      name: 'show_map_link',
      in: 'body',
      type: 'string',
      description: 'Whether to show a link to a map ("true"/"false")',
    }),
    // An addition (TEC needs a paid add-on for coordinates): they drive `geoloc` event searches.
    param({
      name: 'geo_lat',
      in: 'body',
      description: 'Latitude, -90 to 90; null clears it',
      validate: (v) => v === null || v === '' || (isNumberLike(v) && Math.abs(Number(v)) <= 90),
    }),
    param({
      name: 'geo_lng',
      in: 'body',
      description: 'Longitude, -180 to 180; null clears it',
      validate: (v) => v === null || v === '' || (isNumberLike(v) && Math.abs(Number(v)) <= 180),
    }),
    // TEC accepts a timezone on venue writes and ignores it (docs/tec-behaviour.md §4.3 [T]).
    param({
      name: 'timezone',
      in: 'body',
      type: 'string',
      description: 'Accepted and ignored (TEC compatibility)',
    }),
  ];
  return [
    param({
      name: kind,
      in: 'body',
      type: 'string',
      required: create,
      description: `The ${kind}'s name`,
      validate: (v) => nonEmptyString(v) && fits('name', v.trim()),
    }),
    param({
      name: 'description',
      in: 'body',
      type: 'string',
      description: `The ${kind}'s description (HTML or Markdown)`,
    }),
    param({ name: 'excerpt', in: 'body', type: 'string', description: `The ${kind}'s excerpt` }),
    param({
      name: 'slug',
      in: 'body',
      type: 'string',
      description: `The ${kind}'s slug`,
      validate: nonEmptyString,
    }),
    ...TEXT_FIELDS[kind].map(([name, attribute]) => textArg(kind, name, attribute)),
    param({
      name: 'website',
      in: 'body',
      type: 'string',
      description: `The ${kind}'s website URL; "" clears it`,
      validate: (v) =>
        v === '' || (typeof v === 'string' && isHttpUrl(v.trim()) && fits('website', v.trim())),
    }),
    imageParam,
    param({
      name: 'author',
      in: 'body',
      type: 'integer',
      description: 'The id of the users-permissions user who is the author',
      validate: (v) => isIntegerLike(v) && Number(v) > 0,
      refs: (v) => [ref.user(Number(v))],
      accepts: (v, c) => c.refs.user(Number(v)),
    }),
    param({
      ...dateArg('date', 'The publication date, in the site timezone', 'body'),
      type: 'string',
    }),
    param({ ...dateArg('date_utc', 'The publication date in UTC', 'body'), type: 'string' }),
    param({
      name: 'status',
      in: 'body',
      type: 'string',
      description: 'The post status',
      enum: POST_STATUSES,
      validate: (v) => typeof v === 'string' && (POST_STATUSES as readonly string[]).includes(v),
    }),
    param({
      name: 'password',
      in: 'body',
      description: 'A password that protects the record; null or "" removes it (never returned)',
      // Its column is varchar(255): longer failed on PostgreSQL and MariaDB as a 500 (found by
      // hostile-input.test.ts with another seed); refused like an event's.
      validate: (v) => isClearingValue(v) || (typeof v === 'string' && fits('password', v)),
    }),
    param({ ...translationLanguage, in: 'body' }),
    ...(kind === 'venue' ? venueOnly : []),
    siteFieldsParam(kind),
  ];
}

export type LinkedWriteDef = ReturnType<typeof linkedWriteParams>[number];
type LinkedWriteArgs = ParsedParams<LinkedWriteDef>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * TEC's stateprovince when none is sent: the state for US addresses (or no country), else the
 * province (docs/tec-behaviour.md §4.3 [T]). Only derived when the address parts are being written.
 */
function stateprovince(
  p: LinkedWriteArgs,
  existing: VenueRow | OrganizerRow | null
): string | undefined {
  if (
    p.stateprovince !== undefined ||
    (p.state === undefined && p.province === undefined && p.country === undefined)
  )
    return undefined;
  const venue = existing !== null && 'country' in existing ? existing : null;
  const pick = (k: 'country' | 'state' | 'province') => String(p[k] ?? venue?.[k] ?? '').trim();
  const country = pick('country');
  return ['', 'US', 'United States'].includes(country) && pick('state')
    ? pick('state')
    : pick('province');
}

/**
 * Parsed write arguments → the service input. Only what was sent is written (docs/api.md §7).
 * Reads `c.may(updateAction(kind))`: the route's `permissions` name it (v1/routes.ts).
 */
export function linkedInput(
  kind: LinkedKind,
  p: LinkedWriteArgs,
  c: ParamContext,
  existing: VenueRow | OrganizerRow | null
): LinkedInput {
  const data: Record<string, unknown> = {};
  const put = (attribute: string, value: unknown) => {
    if (value !== undefined) data[attribute] = value;
  };
  put('name', text(p[kind]));
  put('description', p.description);
  put('excerpt', p.excerpt);
  put('slug', p.slug);
  for (const [name, attribute] of TEXT_FIELDS[kind]) put(attribute, text(p[name]));
  put('website', text(p.website));
  put('image', p.image);
  put('authorId', p.author);
  // The site's own fields (docs/api.md §14), checked against their types.
  Object.assign(data, siteFieldsInput(p, c, kind, existing === null) ?? {});
  if (p.date_utc !== undefined)
    put('postDate', parseDateInput(p.date_utc, 'UTC', c.now)!.toJSDate());
  else if (p.date !== undefined)
    put('postDate', parseDateInput(p.date, siteZoneOf(c), c.now)!.toJSDate());
  put(
    'password',
    p.password === undefined ? undefined : isClearingValue(p.password) ? null : p.password
  );
  // Filled in here rather than sent: TEC derives them after its duplicate search, which looks only
  // at what the request supplied (docs/tec-behaviour.md §4.3).
  const derived: string[] = [];
  if (kind === 'venue') {
    const region = stateprovince(p, existing);
    if (region !== undefined) derived.push('stateprovince');
    put('stateprovince', region);
    // Truthiness decides; a create that omits them shows the map (docs/tec-behaviour.md §4.3 [T][U]).
    put(
      'showMap',
      p.show_map === undefined ? (existing ? undefined : true) : isTruthyFlag(p.show_map)
    );
    put(
      'showMapLink',
      p.show_map_link === undefined ? (existing ? undefined : true) : isTruthyFlag(p.show_map_link)
    );
    put(
      'geoLat',
      p.geo_lat === undefined
        ? undefined
        : p.geo_lat === null || p.geo_lat === ''
          ? null
          : Number(p.geo_lat)
    );
    put(
      'geoLng',
      p.geo_lng === undefined
        ? undefined
        : p.geo_lng === null || p.geo_lng === ''
          ? null
          : Number(p.geo_lng)
    );
  }
  return {
    data,
    ...(derived.length ? { derived } : {}),
    requestedStatus: p.status,
    mayPublish: c.may(updateAction(kind)),
  };
}
