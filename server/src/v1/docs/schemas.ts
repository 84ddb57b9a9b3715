/**
 * JSON Schemas (OpenAPI 3.1, i.e. JSON Schema 2020-12) of what the serializers really emit —
 * key for key and type for type, TEC's odd types included (docs/api.md §2): numeric strings for
 * `author` and the date details, `image: false`, `venue: []`, pruned venues and organizers. TEC's
 * own /doc describes several of these wrongly (docs/tec-behaviour.md §7); these follow the output.
 * Records are closed (`additionalProperties: false`) so that the API tests, which validate real
 * responses against them, notice a serializer that grows a key the document does not describe.
 */
import { POST_STATUSES } from '../../domain/visibility';
import { ATTENDANCE_MODES, EVENT_STATUSES } from '../../domain/event-status';
import { siteRecordSchema } from './site-fields';

export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const text = (description: string, extra: Schema = {}): Schema => ({
  type: 'string',
  description,
  ...extra,
});
const integer = (description: string): Schema => ({ type: 'integer', description });
const uri = (description: string): Schema => text(description, { format: 'uri' });
const listOf = (items: Schema, description: string): Schema => ({
  type: 'array',
  items,
  description,
});
const closed = (
  properties: Record<string, Schema>,
  required: string[],
  description?: string
): Schema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required,
  additionalProperties: false,
});
/** Password-protected records show these as null until unlocked (docs/tec-behaviour.md §5.3). */
const flag = (description: string): Schema => ({ type: ['boolean', 'null'], description });
const emptyList = (description: string): Schema => ({ type: 'array', maxItems: 0, description });

/** `YYYY-MM-DD HH:MM:SS`, the way WordPress writes dates. */
const WALL = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
const wall = (description: string): Schema => text(description, { pattern: WALL });

/** Members shared by events, venues and organizers (serializers/common.ts). */
const postHead = {
  id: integer('The ID of this language version of the record'),
  author: text(
    'The ID of the author (a users-permissions user) as a numeric string; "0" when none',
    { pattern: '^\\d+$' }
  ),
  status: { type: 'string', enum: [...POST_STATUSES], description: 'The post status' },
  date: wall('The publication date, in the site timezone'),
  date_utc: wall('The publication date, in UTC'),
  modified: wall('The date of the last change, in the site timezone'),
  modified_utc: wall('The date of the last change, in UTC'),
  url: uri('The public page of the record'),
};

const globalIds = {
  global_id: text(
    'The ID of the record across sites: the site host and path, then ?id= and the ID'
  ),
  global_id_lineage: listOf(
    { type: 'string' },
    'The global IDs the record comes from, its own included'
  ),
};

const languageFields = {
  translation_language: text('The language of this version of the record'),
  translations: ref('Translations'),
};

const content = {
  description: text('The description, as sanitised HTML'),
  excerpt: text('The excerpt, as sanitised HTML'),
  slug: text('The slug, unique per kind and language'),
};

const jsonLd = {
  type: 'object',
  description: 'The schema.org JSON-LD of the record (single reads only)',
};

const dateDetails: Schema = closed(
  {
    year: text('The year, four digits', { pattern: '^\\d{4}$' }),
    month: text('The month, two digits', { pattern: '^\\d{2}$' }),
    day: text('The day, two digits', { pattern: '^\\d{2}$' }),
    hour: text('The hour, two digits', { pattern: '^\\d{2}$' }),
    minutes: text('The minutes, two digits', { pattern: '^\\d{2}$' }),
    seconds: text('The seconds, two digits', { pattern: '^\\d{2}$' }),
  },
  ['year', 'month', 'day', 'hour', 'minutes', 'seconds'],
  'The parts of a date, as zero-padded strings'
);

const costDetails: Schema = closed(
  {
    currency_symbol: text('The currency symbol; empty when none'),
    currency_code: text('The ISO 4217 currency code; empty when none'),
    currency_position: {
      type: 'string',
      enum: ['prefix', 'postfix', ''],
      description: 'Where the currency symbol goes; empty when there is none',
    },
    values: listOf({ type: 'string' }, 'The values of the cost, lowest first, as strings'),
  },
  ['currency_symbol', 'currency_code', 'currency_position', 'values'],
  'The parts of the cost'
);

const imageSize: Schema = closed(
  {
    width: integer('The width in pixels'),
    height: integer('The height in pixels'),
    'mime-type': text('The MIME type'),
    filesize: integer('The file size in bytes'),
    url: uri('The URL of the image in this size'),
  },
  ['url'],
  'One size of an image'
);

const image: Schema = closed(
  {
    url: uri('The URL of the full-size image'),
    id: integer('The ID of the file in the media library'),
    extension: text('The file extension'),
    width: integer('The width in pixels'),
    height: integer('The height in pixels'),
    filesize: integer('The file size in bytes'),
    sizes: {
      type: 'object',
      additionalProperties: ref('ImageSize'),
      description: 'The other sizes of the image, by name',
    },
  },
  ['url', 'id', 'sizes'],
  'An image of the media library'
);

const anImageOrFalse: Schema = {
  anyOf: [ref('Image'), { const: false }],
  description: 'The image, or false when none',
};

function schedule(): Record<string, Schema> {
  const when = (key: string, start: 'start' | 'end', utc: boolean): Array<[string, Schema]> => {
    const description = `The ${start} of the event, in ${utc ? 'UTC' : 'the event timezone'}`;
    return [
      [key, wall(description)],
      [`${key}_details`, { ...ref('DateDetails'), description: `The parts of ${key}` }],
    ];
  };
  return Object.fromEntries([
    ...when('start_date', 'start', false),
    ...when('end_date', 'end', false),
    ...when('utc_start_date', 'start', true),
    ...when('utc_end_date', 'end', true),
  ]);
}

const EVENT_KEYS_REQUIRED = [
  'id',
  'global_id',
  'global_id_lineage',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'rest_url',
  'title',
  'description',
  'excerpt',
  'slug',
  'image',
  'all_day',
  'start_date',
  'start_date_details',
  'end_date',
  'end_date_details',
  'utc_start_date',
  'utc_start_date_details',
  'utc_end_date',
  'utc_end_date_details',
  'timezone',
  'timezone_abbr',
  'cost',
  'cost_details',
  'website',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
  'categories',
  'tags',
  'venue',
  'organizer',
  'custom_fields',
  'translation_language',
  'translations',
  'recurring',
  'event_status',
  'event_status_reason',
  'previous_start_date',
  'attendance_mode',
  'online_url',
];

/** docs/api.md §13: whether the event happens as planned, and where people attend. */
const statusFields = {
  event_status: {
    type: 'string',
    enum: [...EVENT_STATUSES],
    description: 'Whether the event happens as planned',
  },
  event_status_reason: text(
    'Why the event is canceled, postponed, rescheduled or moved online (HTML)'
  ),
  previous_start_date: {
    anyOf: [wall('The start before the last move of the published event'), { type: 'null' }],
    description:
      'The start before the last move of the published event, in the event timezone; null when it never moved',
  },
  attendance_mode: {
    type: 'string',
    enum: [...ATTENDANCE_MODES],
    description: 'Where people attend: offline (at the venue), online or mixed',
  },
  online_url: text('Where people attend online; empty when none, or when the event is locked'),
};

/** docs/api.md §12: what recurring events add to the record. */
const recurrenceFields = {
  recurring: {
    type: 'boolean',
    description: 'Whether the event is a recurring event or one of its occurrences',
  },
  series_id: integer('The ID of the recurring event (the series) this is, or belongs to'),
  original_start_date: wall(
    'The start of this occurrence in the rule, in the event timezone (its identity, like RECURRENCE-ID)'
  ),
  recurrence: closed(
    {
      rules: listOf({ type: 'string' }, 'The RFC 5545 rules (RRULE values)'),
      rdates: listOf(wall('A date'), 'Dates added to the rules, in the event timezone'),
      exdates: listOf(wall('A date'), 'Dates excluded from the rules, in the event timezone'),
      text: text('The rules in words, in the language of the request'),
      occurrences_rest_url: uri('The URL of the list of its occurrences'),
    },
    ['rules', 'rdates', 'exdates', 'text', 'occurrences_rest_url'],
    'The rules of a recurring event (on the series only)'
  ),
};

const event: Schema = closed(
  {
    id: postHead.id,
    ...globalIds,
    author: postHead.author,
    status: postHead.status,
    date: postHead.date,
    date_utc: postHead.date_utc,
    modified: postHead.modified,
    modified_utc: postHead.modified_utc,
    url: postHead.url,
    rest_url: uri('The URL of the record in this API'),
    title: text('The event title'),
    ...content,
    image: anImageOrFalse,
    all_day: flag('Whether the event lasts whole days'),
    ...schedule(),
    timezone: text('The event timezone: an IANA name or a UTC offset'),
    timezone_abbr: text('The abbreviation of the event timezone at the start of the event'),
    cost: text('The cost as shown to visitors, with the currency symbol'),
    cost_details: ref('CostDetails'),
    website: text('The event website; the public page of the event when none is set'),
    show_map: flag('Whether to show a map of the venue'),
    show_map_link: flag('Whether to show a link to a map of the venue'),
    hide_from_listings: flag('Whether the event is left out of lists'),
    sticky: flag('Whether the event sticks to the top of month views'),
    featured: flag('Whether the event is featured'),
    categories: listOf(ref('EmbeddedCategory'), 'The event categories'),
    tags: listOf(ref('EmbeddedTag'), 'The tags'),
    venue: {
      anyOf: [ref('Venue'), { type: 'array', maxItems: 0 }],
      description: 'The venue, or an empty array when none',
    },
    organizer: listOf(ref('Organizer'), 'The organizers'),
    custom_fields: siteRecordSchema([]),
    json_ld: jsonLd,
    ...languageFields,
    ...recurrenceFields,
    ...statusFields,
  },
  EVENT_KEYS_REQUIRED,
  'An event. Password-protected events the caller has not unlocked show empty content and null flags.'
);

/** What pruning (docs/tec-behaviour.md §3.4) never removes: it drops "", "0", false, null and []. */
const LINKED_REQUIRED = [
  'id',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  ...Object.keys(globalIds),
  ...Object.keys(languageFields),
];

const linkedContent = {
  ...content,
  image: { ...ref('Image'), description: 'The image' },
  phone: text('The phone number'),
  // Not `format: uri`: editors may store any text in the admin.
  website: text('The website'),
};

const venue: Schema = closed(
  {
    ...postHead,
    venue: text('The venue name'),
    ...linkedContent,
    address: text('The street address'),
    city: text('The city'),
    country: text('The country'),
    province: text('The province'),
    state: text('The state'),
    zip: text('The postal code'),
    stateprovince: text('The state or province'),
    geo_lat: { type: 'number', description: 'The latitude' },
    geo_lng: { type: 'number', description: 'The longitude' },
    json_ld: jsonLd,
    show_map: flag('Whether to show a map of the venue'),
    show_map_link: flag('Whether to show a link to a map of the venue'),
    ...globalIds,
    ...languageFields,
  },
  [...LINKED_REQUIRED, 'show_map', 'show_map_link'],
  'A venue. Empty values are left out, as TEC does.'
);

const organizer: Schema = closed(
  {
    ...postHead,
    organizer: text('The organizer name'),
    ...linkedContent,
    email: text('The e-mail address'),
    json_ld: jsonLd,
    ...globalIds,
    ...languageFields,
  },
  LINKED_REQUIRED,
  'An organizer. Empty values are left out, as TEC does.'
);

const TAXONOMY = { category: 'tribe_events_cat', tag: 'post_tag' } as const;

const termUrls: Schema = closed(
  {
    self: uri('The URL of the term in this API'),
    collection: uri('The URL of the list of terms of its kind in this API'),
    up: uri('The URL of the parent term in this API, when there is one'),
  },
  ['self', 'collection'],
  'Links to the term in this API'
);

const halLinks: Schema = listOf(
  closed({ href: uri('The link target') }, ['href']),
  'Links of one relation'
);

const termBase = (kind: 'category' | 'tag') => ({
  id: integer('The ID of this language version of the term'),
  count: integer('The number of events of the term'),
  description: text('The term description'),
  name: text('The term name'),
  slug: text('The term slug'),
  taxonomy: { const: TAXONOMY[kind], description: 'The WordPress taxonomy of the term' },
});

const parent = { parent: integer('The ID of the parent category; 0 when none') };

function termRecord(kind: 'category' | 'tag'): Schema {
  const properties: Record<string, Schema> = {
    ...termBase(kind),
    ...(kind === 'category' ? parent : {}),
    meta: emptyList('Always empty (WordPress compatibility)'),
    url: uri('The public page of the term'),
    urls: ref('TermUrls'),
    _links: closed(
      { self: halLinks, collection: halLinks, up: halLinks },
      ['self', 'collection'],
      'HAL links of the term, on single reads and writes'
    ),
    ...languageFields,
  };
  // WordPress leaves `_links` out of list items (serializers/term-record.ts).
  const required = Object.keys(properties).filter((key) => key !== '_links');
  return closed(properties, required, kind === 'category' ? 'An event category' : 'A tag');
}

/** The term as embedded in an event: WordPress's raw term object. */
function embeddedTerm(kind: 'category' | 'tag'): Schema {
  const properties: Record<string, Schema> = {
    name: text('The term name'),
    slug: text('The term slug'),
    term_group: { const: 0, description: 'Always 0 (WordPress compatibility)' },
    term_taxonomy_id: integer('The same as id (WordPress compatibility)'),
    taxonomy: termBase(kind).taxonomy,
    description: text('The term description'),
    ...parent,
    count: integer('The number of events of the term'),
    filter: { const: 'raw', description: 'Always "raw" (WordPress compatibility)' },
    id: integer('The ID of this language version of the term'),
    urls: ref('TermUrls'),
    ...languageFields,
  };
  return closed(
    properties,
    Object.keys(properties),
    kind === 'category' ? 'An event category of an event' : 'A tag of an event'
  );
}

const pageLinks = {
  rest_url: uri('The URL of this page'),
  next_rest_url: uri('The URL of the next page, when there is one'),
  previous_rest_url: uri('The URL of the previous page, when there is one'),
  total: integer('The number of matching records'),
  total_pages: integer('The number of pages'),
};

/** Events, venues and organizers lead with the records; term lists end with them (docs/tec-behaviour.md §3.2). */
function archive(key: string, record: string, recordsFirst: boolean): Schema {
  const records = { [key]: listOf(ref(record), 'The records of this page') };
  const properties = recordsFirst ? { ...records, ...pageLinks } : { ...pageLinks, ...records };
  return closed(properties, [key, 'rest_url', 'total', 'total_pages'], 'One page of a list');
}

const error: Schema = closed(
  {
    code: text('The error code, e.g. rest_invalid_param'),
    message: text('The error message, in the language of the request'),
    data: {
      type: 'object',
      description: 'The HTTP status, and for parameter errors the parameters at fault',
      properties: {
        status: integer('The HTTP status'),
        params: {
          anyOf: [
            { type: 'array', items: { type: 'string' } },
            { type: 'object', additionalProperties: { type: 'string' } },
          ],
          description:
            'The missing parameters (a list), or the invalid ones with the reason (an object)',
        },
        details: {
          anyOf: [{ type: 'object' }, { type: 'array', maxItems: 0 }],
          description: 'The error of each invalid parameter that has one, by parameter',
        },
      },
      required: ['status'],
    },
  },
  ['code', 'message', 'data'],
  'An error, in the shape of the WordPress REST API'
);

const indexArg: Schema = closed(
  {
    type: text('The type of the argument'),
    description: text('What the argument does'),
    default: { description: 'The value used when the argument is not sent' },
    enum: listOf({ type: 'string' }, 'The values the argument accepts'),
    items: { type: 'object', description: 'The type of the items of a list argument' },
    properties: {
      type: 'object',
      description: 'The members of an object argument, by name (the site’s own fields)',
    },
    required: { type: 'boolean', description: 'Whether the argument must be sent' },
  },
  ['description', 'required'],
  'One argument of an endpoint'
);

const indexRoute: Schema = closed(
  {
    namespace: text('The namespace of the route'),
    methods: listOf({ type: 'string' }, 'The HTTP methods of the route'),
    endpoints: listOf(
      closed(
        {
          methods: listOf({ type: 'string' }, 'The HTTP methods of the endpoint'),
          args: {
            type: 'object',
            additionalProperties: ref('IndexArgument'),
            description: 'The arguments of the endpoint, by name',
          },
        },
        ['methods', 'args']
      ),
      'The endpoints of the route, one per group of methods'
    ),
    _links: {
      type: 'object',
      description: 'Links to the route, for routes without path variables',
    },
  },
  ['namespace', 'methods', 'endpoints'],
  'One route of the namespace'
);

const namespaceIndex: Schema = closed(
  {
    namespace: text('The namespace'),
    routes: {
      type: 'object',
      additionalProperties: ref('IndexRoute'),
      description: 'The routes, by WordPress route pattern',
    },
    _links: {
      type: 'object',
      description: 'Links to the namespace root and to its OpenAPI document',
    },
  },
  ['namespace', 'routes', '_links'],
  'The namespace index, in the shape of the WordPress REST API'
);

export const schemas: Record<string, Schema> = {
  Event: event,
  Venue: venue,
  Organizer: organizer,
  Category: termRecord('category'),
  Tag: termRecord('tag'),
  EmbeddedCategory: embeddedTerm('category'),
  EmbeddedTag: embeddedTerm('tag'),
  TermUrls: termUrls,
  Image: image,
  ImageSize: imageSize,
  DateDetails: dateDetails,
  CostDetails: costDetails,
  Translations: {
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'The ID of every language version of the record, by language',
  },
  EventArchive: archive('events', 'Event', true),
  VenueArchive: archive('venues', 'Venue', true),
  OrganizerArchive: archive('organizers', 'Organizer', true),
  CategoryArchive: archive('categories', 'Category', false),
  TagArchive: archive('tags', 'Tag', false),
  Error: error,
  NamespaceIndex: namespaceIndex,
  IndexRoute: indexRoute,
  IndexArgument: indexArg,
  OpenApiDocument: {
    type: 'object',
    required: ['openapi'],
    description: 'An OpenAPI 3.1 document',
  },
};
