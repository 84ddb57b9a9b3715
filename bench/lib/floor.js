// The floor: what answering the default event list (GET /api/calendar/events/v1/events, the first
// page) costs with nothing between the socket and the database, for the same body byte for byte as
// the plugin's (bench/run.js compares the two before any load, and fails the run when they differ).
//
// node:http and the bare driver (better-sqlite3 prepared statements; pg named prepared statements;
// on MySQL/MariaDB mysql2's text protocol, as the plugin's runner uses it: MariaDB prints a DOUBLE
// there to 16 significant digits, where the binary protocol of prepared statements gives all 17, so
// a venue's coordinates would differ in their last digit); no framework, no auth, no validation, no
// Strapi. Of the plugin, only the pure per-value functions of server/src/utils (below).
// Per request: the page with the read version (one statement) and everything it embeds — venue,
// organizers, categories, tags, with their images and language versions (one more). The list total
// and the term counts are counted once per read version and window, as the plugin keeps them
// (read-path/list-totals.ts, term-counts.ts): a third and fourth statement only after a write.
// The JSON is written by hand, key for key in the plugin's order (server/src/v1/serializers/);
// the per-value work the plugin cannot skip either — Markdown and sanitising of descriptions
// (utils/html.ts, memoised there), cost formatting (utils/cost.ts), time zone names and
// abbreviations — is done once per distinct value, as the plugin memoises it.
//
// The host app's configuration it mirrors (tests/app/config/plugins.js): CALENDAR_TIMEZONE,
// CALENDAR_PUBLIC_URL, CALENDAR_LANGUAGES; and its site fields (tests/app/src/extensions/calendar).
// Forked by bench/run.js with the dataset's DATABASE_* environment.
const http = require('http');
const { DateTime } = require('luxon');

const NS = '/api/calendar/events/v1';
const PER_PAGE = 10;
const LANGUAGES = process.env.CALENDAR_LANGUAGES
  ? process.env.CALENDAR_LANGUAGES.split(',').map((l) => l.trim())
  : ['en', 'fr', 'nl'];
const LANG = LANGUAGES[0];
const PUBLIC_URL = process.env.CALENDAR_PUBLIC_URL ?? '';
const VERSION_KEY = 'plugin_calendar_term-counts-version';
let statements = 0;

// ------------------------------------------------------------------------------------------------
// Per-value work, once per distinct value (the plugin memoises the same functions).
// ------------------------------------------------------------------------------------------------

function memo(fn, max = 20000) {
  const cache = new Map();
  return (key) => {
    let v = cache.get(key);
    if (v === undefined) {
      v = fn(key);
      if (cache.size >= max) cache.clear();
      cache.set(key, v);
    }
    return v;
  };
}

// Descriptions, term texts, time zone names and costs: the plugin's own pure functions
// (server/src/utils), so the floor does the same per-value work by the same code, and the
// byte check cannot pass on a copy that drifted. Loaded from the TypeScript sources, as the
// bench's host loads the plugin.
require('esbuild-register/dist/node').register({ target: 'node20' });
const { renderHtml, sanitizeTermText } = require('../../server/src/utils/html');
const { normalizeTimezone } = require('../../server/src/utils/dates');
const { costDetails, formatCost } = require('../../server/src/utils/cost');

const html = renderHtml;
const termText = sanitizeTermText;
const zoneOf = memo((input) => normalizeTimezone(String(input)), 2000);
const SITE_ZONE = zoneOf(process.env.CALENDAR_TIMEZONE ?? 'UTC') ?? 'UTC';

/** PHP's abbreviation of `zone` at the instant `ms` (utils/dates.ts timezoneAbbr). */
const abbrMemo = memo((key) => {
  const space = key.indexOf(' ');
  const tz = zoneOf(key.slice(space + 1));
  if (tz === null) return '';
  const dt = DateTime.fromMillis(Number(key.slice(0, space)), { zone: tz });
  if (!dt.isValid) return '';
  const numeric = (off) =>
    `${off < 0 ? '-' : '+'}${String(Math.floor(Math.abs(off) / 60)).padStart(2, '0')}${Math.abs(off) % 60 === 0 ? '' : String(Math.abs(off) % 60).padStart(2, '0')}`;
  if (dt.zone.isUniversal) return dt.offset === 0 ? 'UTC' : numeric(dt.offset);
  for (const locale of ['en-US', 'en-GB']) {
    const name = dt.setLocale(locale).offsetNameShort;
    if (name !== null && /^[A-Z]{2,5}$/.test(name)) return name;
  }
  return numeric(dt.offset);
});

/** A stored datetime as the driver hands it (ms on SQLite, Date elsewhere) → ISO, as Strapi converts it. */
function iso(v) {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
const isoWall = (i) => `${i.slice(0, 10)} ${i.slice(11, 19)}`;
const zonedWall = memo((i) =>
  DateTime.fromISO(i, { zone: 'utc' }).setZone(SITE_ZONE).toFormat('yyyy-MM-dd HH:mm:ss')
);
const siteWall = SITE_ZONE === 'UTC' ? isoWall : zonedWall;
const WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const detailsMemo = memo((w) => {
  const dt = DateTime.fromSQL(w, { zone: 'UTC' });
  return `{"year":"${dt.toFormat('yyyy')}","month":"${dt.toFormat('MM')}","day":"${dt.toFormat('dd')}","hour":"${dt.toFormat('HH')}","minutes":"${dt.toFormat('mm')}","seconds":"${dt.toFormat('ss')}"}`;
});
/** TEC's *_date_details of a wall time: its own digits when it is one in the canonical form. */
const details = (w) =>
  WALL.test(w)
    ? `{"year":"${w.slice(0, 4)}","month":"${w.slice(5, 7)}","day":"${w.slice(8, 10)}","hour":"${w.slice(11, 13)}","minutes":"${w.slice(14, 16)}","seconds":"${w.slice(17, 19)}"}`
    : detailsMemo(w);

/** `"cost":…,"cost_details":{…}` of the stored cost, symbol, position and code (serializers/event.ts). */
const costJson = memo((key) => {
  const [cost, currencySymbol, currencyPosition, currencyCode] = JSON.parse(key);
  const stored = { cost, currencySymbol, currencyPosition, currencyCode };
  const d = costDetails(stored);
  const json = JSON.stringify;
  return `"cost":${json(formatCost(stored))},"cost_details":{"currency_symbol":${json(d.currencySymbol)},"currency_code":${json(d.currencyCode)},"currency_position":${json(d.currencyPosition)},"values":${json(d.values)}}`;
}, 5000);
const LOCKED_COST = `"cost":"","cost_details":{"currency_symbol":"","currency_code":"","currency_position":"","values":[]}`;

// ------------------------------------------------------------------------------------------------
// JSON pieces
// ------------------------------------------------------------------------------------------------

const str = JSON.stringify;
const num = (v) => (Number.isFinite(v) ? String(v) : 'null');
/** Strapi's boolean conversion (true, false or null) of a driver value. */
const bool = (v) =>
  typeof v === 'boolean' ? v : String(v) === '1' ? true : String(v) === '0' ? false : null;
const int = (v) => (v === null || v === undefined ? null : Number(v));

/** `{"en":12,"fr":57}` of `locale:id` pairs (ids ascending; the last one of a locale wins; `{}` for none). */
const translations = (pairs) => (typeof pairs !== 'string' || !pairs ? '{}' : pairsMemo(pairs));
const pairsMemo = memo((pairs) => {
  const list = pairs
    .split(',')
    .map((p) => {
      const i = p.lastIndexOf(':');
      return [p.slice(0, i), Number(p.slice(i + 1))];
    })
    .sort((a, b) => a[1] - b[1]);
  const out = {};
  for (const [l, n] of list) out[l] = n;
  return str(out);
});

/** `?translation_language=` when the record's language is not the one the root reads. */
const inLanguage = (url, locale) =>
  locale !== LANG ? `${url}?${new URLSearchParams({ translation_language: locale })}` : url;
const pageUrl = (site, kind, slug) =>
  `${site.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(slug)}/`;
const globalIdOf = memo((site) => {
  const url = new URL(site);
  return `${url.hostname}${url.pathname.replace(/\/+$/, '')}?id=`;
}, 100);

/** `"date":…,"date_utc":…,"modified":…,"modified_utc":…` (serializers/common.ts postDates). */
function postDates(r) {
  const date = iso(r.post_date) ?? iso(r.created_at) ?? new Date().toISOString();
  const modified = iso(r.updated_at) ?? date;
  return `"date":"${siteWall(date)}","date_utc":"${isoWall(date)}","modified":"${siteWall(modified)}","modified_utc":"${isoWall(modified)}"`;
}

/** TEC's image object (serializers/image.ts) from the `img_` columns, or false. */
function image(r, origin) {
  if (r.img_id === null || r.img_id === undefined) return 'false';
  const abs = (u) => (/^https?:\/\//i.test(u) ? u : `${origin}${u.startsWith('/') ? '' : '/'}${u}`);
  const bytes = (kb) => (kb ? Math.round(Number(kb) * 1024) : undefined);
  const compact = (o) =>
    Object.fromEntries(
      Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== 0)
    );
  let formats = r.img_formats;
  if (typeof formats === 'string') {
    try {
      formats = JSON.parse(formats);
      if (typeof formats === 'string') formats = JSON.parse(formats);
    } catch {
      // kept as is, as Strapi's conversion does
    }
  }
  const sizes = {};
  for (const [name, f] of Object.entries(formats ?? {}))
    sizes[name] = compact({
      width: f.width ?? undefined,
      height: f.height ?? undefined,
      'mime-type': f.mime ?? undefined,
      filesize: bytes(f.size),
      url: abs(f.url),
    });
  return str({
    ...compact({
      url: abs(String(r.img_url)),
      id: Number(r.img_id),
      extension: r.img_ext ? String(r.img_ext).replace(/^\./, '').toLowerCase() : undefined,
      width: int(r.img_width) ?? undefined,
      height: int(r.img_height) ?? undefined,
      filesize: bytes(r.img_size === null ? null : Number(r.img_size)),
    }),
    sizes,
  });
}

/**
 * The site's own fields (tests/app/src/extensions/calendar/strapi-server.js), as `custom_fields`
 * shows them (domain/site-fields.ts): the ones holding a value, or `[]`.
 */
const SITE_FIELDS = {
  event: [
    ['ticketUrl', 'ticket_url', 'Ticket link', 'string'],
    ['capacity', 'capacity', 'Capacity', 'integer'],
    ['accessible', 'accessible', 'Accessible', 'boolean'],
    ['level', 'level', 'Level', 'enumeration'],
  ],
  venue: [
    ['parking', 'parking', 'Parking', 'boolean'],
    ['floors', 'floors', 'Floors', 'integer'],
  ],
};
function customFields(kind, r) {
  let out = '';
  for (const [name, column, label, type] of SITE_FIELDS[kind]) {
    const v = r[column];
    if (v === null || v === undefined || v === '') continue;
    const value =
      type === 'boolean' ? bool(v) === true : type === 'integer' ? num(Number(v)) : str(String(v));
    out += `${out ? ',' : ''}${str(name)}:{"label":${str(label)},"value":${value}}`;
  }
  return out ? `{${out}}` : '';
}

/** Venue and organizer records as events embed them (serializers/linked.ts), empty values pruned. */
function linked(kind, r, out) {
  const open = !r.password;
  const fields = [];
  const add = (key, json, empty) => {
    if (!empty) fields.push(`"${key}":${json}`);
  };
  const text = (key, v) => {
    const t = open && v !== null && v !== undefined ? String(v) : '';
    add(key, str(t), t === '' || t === '0');
  };
  const author = String(r.author_id ?? 0);
  fields.push(`"id":${r.id}`);
  add('author', str(author), author === '0');
  add('status', str(r.post_status), r.post_status === null || ['', '0'].includes(r.post_status));
  fields.push(postDates(r));
  const kindPath = kind === 'venue' ? 'venues' : 'organizers';
  add('url', str(pageUrl(out.site, kindPath, r.slug)), false);
  add(kind, str(r.name), r.name === null || ['', '0'].includes(r.name));
  const description = open ? html(r.description) : '';
  add('description', str(description), description === '' || description === '0');
  const excerpt = open ? html(r.excerpt) : '';
  add('excerpt', str(excerpt), excerpt === '' || excerpt === '0');
  add('slug', str(r.slug), r.slug === null || ['', '0'].includes(r.slug));
  if (open && r.img_id !== null && r.img_id !== undefined) add('image', image(r, out.origin));
  if (kind === 'venue') {
    for (const key of ['address', 'city', 'country', 'province', 'state', 'zip', 'phone'])
      text(key, r[key]);
    text('website', r.website);
    text('stateprovince', r.stateprovince);
  } else {
    text('phone', r.phone);
    text('website', r.website);
    text('email', r.email);
  }
  const custom = open && kind === 'venue' ? customFields('venue', r) : '';
  add('custom_fields', custom, custom === '');
  let json = fields.join(',');
  if (kind === 'venue') {
    if (open && r.geo_lat !== null && r.geo_lng !== null)
      json += `,"geo_lat":${num(Number(r.geo_lat))},"geo_lng":${num(Number(r.geo_lng))}`;
    json += `,"show_map":${open ? bool(r.show_map) !== false : null},"show_map_link":${open ? bool(r.show_map_link) !== false : null}`;
  }
  const gid = str(`${globalIdOf(out.site)}${r.id}`);
  return `{${json},"global_id":${gid},"global_id_lineage":[${gid}],"translation_language":${str(r.locale)},"translations":${translations(r.pairs)}}`;
}

/** Categories and tags as events embed them (serializers/term.ts). */
function term(kind, r, out, counts) {
  const collection = `${out.root}/${kind === 'category' ? 'categories' : 'tags'}`;
  const at = (url) => (r.locale ? inLanguage(url, r.locale) : url);
  const parent = kind === 'category' && r.parent !== null ? Number(r.parent) : 0;
  const count = counts.get(`${kind}:${r.id}`) ?? 0;
  return `{"name":${str(r.name)},"slug":${str(r.slug)},"term_group":0,"term_taxonomy_id":${r.id},"taxonomy":"${kind === 'category' ? 'tribe_events_cat' : 'post_tag'}","description":${str(termText(r.description))},"parent":${parent},"count":${count},"filter":"raw","id":${r.id},"urls":{"self":${str(at(`${collection}/${r.id}`))},"collection":${str(at(collection))}${parent ? `,"up":${str(at(`${collection}/${parent}`))}` : ''}},"translation_language":${str(r.locale)},"translations":${translations(r.pairs)}}`;
}

const EVENT_STATUSES = ['scheduled', 'canceled', 'postponed', 'rescheduled', 'moved_online'];
const ATTENDANCE_MODES = ['offline', 'online', 'mixed'];

/** One event of the list (serializers/event.ts, lists: no json_ld), key for key. */
function event(r, related, out, counts) {
  const occurrence = r.occ_series_id !== null && r.occ_series_id !== undefined;
  const id = Number(r.public_id);
  const startLocal = occurrence ? r.occ_start_local : r.start_local;
  const endLocal = occurrence ? r.occ_end_local : r.end_local;
  const startIso = iso(occurrence ? r.occ_start_utc : r.start_utc);
  const utcStart = isoWall(startIso);
  const utcEnd = isoWall(iso(occurrence ? r.occ_end_utc : r.end_utc));
  let url = pageUrl(out.site, 'events', r.slug);
  if (occurrence) {
    const suffix = `-${String(r.occ_original_start).slice(0, 10)}`;
    const slug =
      r.slug.endsWith(suffix) && r.series_id !== null ? r.slug.slice(0, -suffix.length) : r.slug;
    url = `${pageUrl(out.site, 'events', slug)}${String(startLocal).slice(0, 10)}/`;
  }
  const open = !r.password;
  const gid = str(`${globalIdOf(out.site)}${id}`);
  let json = `{"id":${id},"global_id":${gid},"global_id_lineage":[${gid}],"author":"${r.author_id ?? 0}","status":${str(r.post_status)},${postDates(r)},"url":${str(url)},"rest_url":${str(inLanguage(`${out.root}/events/${id}`, r.locale))},"title":${str(r.title)}`;
  json += `,"description":${str(open ? html(r.description) : '')},"excerpt":${str(open ? html(r.excerpt) : '')},"slug":${str(r.slug)},"image":${open ? image(r, out.origin) : 'false'},"all_day":${open ? bool(r.all_day) === true : null}`;
  json += `,"start_date":${str(startLocal)},"start_date_details":${details(startLocal)},"end_date":${str(endLocal)},"end_date_details":${details(endLocal)},"utc_start_date":"${utcStart}","utc_start_date_details":${details(utcStart)},"utc_end_date":"${utcEnd}","utc_end_date_details":${details(utcEnd)}`;
  json += `,"timezone":${str(r.timezone)},"timezone_abbr":${str(abbrMemo(`${Date.parse(`${startIso.slice(0, 19)}Z`)} ${r.timezone}`))}`;
  if (open) {
    const rel = related.get(Number(r.event_id)) ?? {
      venue: null,
      organizer: [],
      category: [],
      tag: [],
    };
    json += `,${costJson(str([r.cost ?? null, r.currency_symbol ?? null, r.currency_position ?? null, r.currency_code ?? null]))}`;
    json += `,"website":${str(r.website ?? url)},"show_map":${bool(r.show_map) === true},"show_map_link":${bool(r.show_map_link) === true},"hide_from_listings":${bool(r.hide_from_listings) === true},"sticky":${bool(r.sticky) === true},"featured":${bool(r.featured) === true}`;
    json += `,"categories":[${rel.category.map((t) => term('category', t, out, counts)).join(',')}],"tags":[${rel.tag.map((t) => term('tag', t, out, counts)).join(',')}]`;
    json += `,"venue":${rel.venue ? linked('venue', rel.venue, out) : '[]'},"organizer":[${rel.organizer.map((o) => linked('organizer', o, out)).join(',')}],"custom_fields":${customFields('event', r) || '[]'}`;
  } else {
    json += `,${LOCKED_COST},"website":"","show_map":null,"show_map_link":null,"hide_from_listings":null,"sticky":null,"featured":null,"categories":[],"tags":[],"venue":[],"organizer":[],"custom_fields":[]`;
  }
  json += `,"translation_language":${str(r.locale)},"translations":${occurrence ? translations(r.occ_pairs) : translations(r.pairs)}`;
  json += occurrence
    ? `,"recurring":true,"series_id":${Number(r.occ_series_id)},"original_start_date":${str(r.occ_original_start)}`
    : `,"recurring":false`;
  const previous = iso(r.previous_start_utc);
  const status = EVENT_STATUSES.includes(r.event_status) ? r.event_status : 'scheduled';
  const mode = ATTENDANCE_MODES.includes(r.attendance_mode) ? r.attendance_mode : 'offline';
  json += `,"event_status":"${status}","event_status_reason":${str(open ? html(r.event_status_reason) : '')},"previous_start_date":${
    previous
      ? str(
          DateTime.fromISO(previous, { zone: 'utc' })
            .setZone(zoneOf(r.timezone) ?? 'UTC')
            .toFormat('yyyy-MM-dd HH:mm:ss')
        )
      : 'null'
  },"attendance_mode":"${mode}","online_url":${str(open ? (r.online_url ?? '') : '')}}`;
  return json;
}

// ------------------------------------------------------------------------------------------------
// Statements
// ------------------------------------------------------------------------------------------------

function statementsFor(client) {
  const q = client === 'mysql' ? (n) => `\`${n}\`` : (n) => `"${n}"`;
  const nul = (type) => (client === 'postgres' ? `CAST(NULL AS ${type})` : 'NULL');
  /** `locale:id` pairs of every language version, as one value (read-path/dialect.ts `pairs`). */
  const agg = (locale, id, from) => {
    if (client === 'postgres')
      return `(SELECT STRING_AGG(${locale} || ':' || ${id}, ',' ORDER BY ${id}) ${from})`;
    if (client === 'mysql')
      return `(SELECT GROUP_CONCAT(CONCAT(${locale}, ':', ${id}) ORDER BY ${id} SEPARATOR ',') ${from})`;
    return `(SELECT GROUP_CONCAT(${locale} || ':' || ${id}, ',') ${from})`;
  };
  const pairs = (table, alias) =>
    agg('x.locale', 'x.id', `FROM ${table} x WHERE x.document_id = ${alias}.document_id`);
  // An occurrence's versions: the same original start in the series' other languages.
  const occurrencePairs = agg(
    'x.lang',
    'x.public_id',
    'FROM calendar_occurrences x WHERE x.event_document = p.occ_event_document AND x.original_start = p.occ_original_start'
  );
  const image = (alias, uid) =>
    `LEFT JOIN files_related_mph m ON m.related_id = ${alias}.id AND m.related_type = '${uid}' AND m.field = 'image' LEFT JOIN files f ON f.id = m.file_id`;
  const IMG = `f.id AS img_id, f.url AS img_url, f.ext AS img_ext, f.width AS img_width, f.height AS img_height, f.size AS img_size, f.formats AS img_formats, m.${q('order')} AS img_order`;
  const version = `(SELECT MAX(s.${q('value')}) FROM strapi_core_store_settings s WHERE s.${q('key')} = '${VERSION_KEY}')`;
  // The default list's condition (services/event-filters.ts): language, status, listed, window.
  const where = `o.lang = ? AND o.post_status IN (?) AND (o.hidden = ? OR o.hidden IS NULL) AND o.start_local >= ? AND o.end_local <= ? AND o.start_local <= ?`;
  const page =
    `SELECT ${version} AS v, p.*, CASE WHEN p.occ_series_id IS NULL THEN NULL ELSE ${occurrencePairs} END AS occ_pairs, ` +
    `e.id AS event_id, e.document_id, e.title, e.slug, e.description, e.excerpt, e.post_status, e.password, e.author_id, e.post_date, e.all_day, e.timezone, e.start_utc, e.end_utc, e.start_local, e.end_local, e.series_id, e.cost, e.currency_symbol, e.currency_position, e.currency_code, e.website, e.show_map, e.show_map_link, e.hide_from_listings, e.sticky, e.featured, e.event_status, e.event_status_reason, e.previous_start_utc, e.attendance_mode, e.online_url, e.ticket_url, e.capacity, e.accessible, e.level, e.created_at, e.updated_at, e.locale, ` +
    `${pairs('calendar_events', 'e')} AS pairs, ${IMG} ` +
    `FROM (SELECT o.public_id, o.event_id AS occ_event_id, o.series_id AS occ_series_id, o.event_document AS occ_event_document, o.start_local AS occ_start_local, o.end_local AS occ_end_local, o.start_utc AS occ_start_utc, o.end_utc AS occ_end_utc, o.original_start AS occ_original_start ` +
    `FROM calendar_occurrences o ${client === 'mysql' ? 'FORCE INDEX (`calendar_occurrences_list`)' : ''} WHERE ${where} ORDER BY o.start_local, o.public_id LIMIT ${PER_PAGE} OFFSET 0) p ` +
    `JOIN calendar_events e ON e.id = p.occ_event_id ${image('e', 'plugin::calendar.event')}`;
  const count = `SELECT COUNT(*) AS n, ${version} AS v FROM calendar_occurrences o WHERE ${where}`;
  // Everything a page embeds: one column list for the four kinds, each branch NULLs what it lacks.
  const COLUMNS = [
    ['name', 'TEXT'],
    ['slug', 'TEXT'],
    ['description', 'TEXT'],
    ['locale', 'TEXT'],
    ['excerpt', 'TEXT'],
    ['post_status', 'TEXT'],
    ['password', 'TEXT'],
    ['author_id', 'INTEGER'],
    ['post_date', 'TIMESTAMP'],
    ['created_at', 'TIMESTAMP'],
    ['updated_at', 'TIMESTAMP'],
    ['address', 'TEXT'],
    ['city', 'TEXT'],
    ['country', 'TEXT'],
    ['province', 'TEXT'],
    ['state', 'TEXT'],
    ['zip', 'TEXT'],
    ['phone', 'TEXT'],
    ['website', 'TEXT'],
    ['stateprovince', 'TEXT'],
    ['email', 'TEXT'],
    ['geo_lat', 'DOUBLE PRECISION'],
    ['geo_lng', 'DOUBLE PRECISION'],
    ['show_map', 'BOOLEAN'],
    ['show_map_link', 'BOOLEAN'],
    ['parking', 'BOOLEAN'],
    ['floors', 'INTEGER'],
  ];
  const OWN = {
    venue: new Set([...COLUMNS.map(([c]) => c)].filter((c) => c !== 'email')),
    organizer: new Set(
      ['name', 'slug', 'description', 'locale', 'excerpt', 'post_status', 'password'].concat([
        'author_id',
        'post_date',
        'created_at',
        'updated_at',
        'phone',
        'website',
        'email',
      ])
    ),
    category: new Set(['name', 'slug', 'description', 'locale']),
    tag: new Set(['name', 'slug', 'description', 'locale']),
  };
  const IMG_NULL = `${nul('INTEGER')} AS img_id, ${nul('TEXT')} AS img_url, ${nul('TEXT')} AS img_ext, ${nul('INTEGER')} AS img_width, ${nul('INTEGER')} AS img_height, ${nul('DOUBLE PRECISION')} AS img_size, ${nul('JSONB')} AS img_formats, ${nul('DOUBLE PRECISION')} AS img_order`;
  const branch = (kind, table, link, target, order, ids) =>
    `SELECT '${kind}' AS kind, l.event_id AS ev, ${order ? `l.${order}` : nul('DOUBLE PRECISION')} AS ord, l.id AS lnk, r.id, r.document_id, ` +
    COLUMNS.map(([c, t]) => (OWN[kind].has(c) ? `r.${c}` : `${nul(t)} AS ${c}`)).join(', ') +
    `, ${kind === 'category' ? 'pl.inv_category_id' : nul('INTEGER')} AS parent, ${pairs(table, 'r')} AS pairs, ` +
    `${kind === 'venue' || kind === 'organizer' ? IMG : IMG_NULL} FROM ${link} l JOIN ${table} r ON r.id = l.${target} ` +
    `${kind === 'venue' || kind === 'organizer' ? image('r', `plugin::calendar.${kind}`) : ''}` +
    `${kind === 'category' ? 'LEFT JOIN calendar_categories_parent_lnk pl ON pl.category_id = r.id' : ''} WHERE l.event_id IN (${ids})`;
  const related = (n) => {
    const ids = Array.from({ length: n }, () => '?').join(', ');
    return (
      [
        branch('venue', 'calendar_venues', 'calendar_events_venue_lnk', 'venue_id', null, ids),
        branch(
          'organizer',
          'calendar_organizers',
          'calendar_events_organizers_lnk',
          'organizer_id',
          'organizer_ord',
          ids
        ),
        branch(
          'category',
          'calendar_categories',
          'calendar_events_categories_lnk',
          'category_id',
          'category_ord',
          ids
        ),
        branch('tag', 'calendar_tags', 'calendar_events_tags_lnk', 'tag_id', 'tag_ord', ids),
      ].join(' UNION ALL ') + ' ORDER BY 3, 4, img_order'
    );
  };
  // TEC's term count: published events per term (read-path/term-counts.ts), all terms at once.
  const grouped = (kind, link, column) =>
    `SELECT '${kind}' AS kind, l.${column} AS term, COUNT(*) AS n FROM ${link} l JOIN calendar_events e ON e.id = l.event_id WHERE e.post_status = 'publish' AND e.series_id IS NULL GROUP BY l.${column}`;
  const termCounts = `${grouped('category', 'calendar_events_categories_lnk', 'category_id')} UNION ALL ${grouped('tag', 'calendar_events_tags_lnk', 'tag_id')}`;
  return { page, count, related, termCounts, flag: client === 'postgres' ? false : 0 };
}

// ------------------------------------------------------------------------------------------------
// Drivers
// ------------------------------------------------------------------------------------------------

function sqliteDriver() {
  const Database = require('better-sqlite3');
  const db = new Database(process.env.DATABASE_FILENAME, { readonly: true });
  const cache = new Map();
  return async (sql, params) => {
    statements += 1;
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s.all(params);
  };
}

function pgDriver() {
  const { Pool } = require('pg');
  const pool = new Pool({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 5432),
    user: process.env.DATABASE_USERNAME ?? 'postgres',
    password: process.env.DATABASE_PASSWORD ?? '',
    database: process.env.DATABASE_NAME,
    max: 10,
  });
  const names = new Map();
  return async (sql, params) => {
    statements += 1;
    let i = 0;
    const text = sql.replace(/\?/g, () => `$${++i}`);
    if (!names.has(text)) names.set(text, `floor_${names.size}`);
    return (await pool.query({ name: names.get(text), text, values: params })).rows;
  };
}

function mysqlDriver() {
  const mysql = require('mysql2/promise');
  const pool = mysql.createPool({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 3306),
    user: process.env.DATABASE_USERNAME ?? 'root',
    password: process.env.DATABASE_PASSWORD ?? '',
    database: process.env.DATABASE_NAME,
    connectionLimit: 10,
  });
  // `query`, not `execute`: the text protocol the plugin reads through (read-path/runner.ts).
  return async (sql, params) => {
    statements += 1;
    return (await pool.query(sql, params))[0];
  };
}

// ------------------------------------------------------------------------------------------------
// The list
// ------------------------------------------------------------------------------------------------

/** The default window: today to two years ahead in the site's zone, whole days (v1/params/event-list.ts). */
const windowAt = memo((minute) => {
  const now = DateTime.fromMillis(Number(minute) * 60000).setZone(SITE_ZONE);
  const endDay = now.plus({ years: 2 }).toFormat('yyyy-MM-dd');
  const next = new Date(`${endDay}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    start: `${now.toFormat('yyyy-MM-dd')} 00:00:00`,
    end: `${endDay} 23:59:59`,
    startMax: `${next.toISOString().slice(0, 10)} 23:59:59`,
  };
}, 10);

function createList(client) {
  const all =
    client === 'postgres' ? pgDriver() : client === 'mysql' ? mysqlDriver() : sqliteDriver();
  const sql = statementsFor(client);
  // Kept under the read version, as the plugin keeps them: counted again only after a write.
  let kept = { version: undefined, totals: new Map(), counts: null };

  return async function list(origin) {
    const w = windowAt(String(Math.floor(Date.now() / 60000)));
    const params = [LANG, 'publish', sql.flag, w.start, w.end, w.startMax];
    const rows = await all(sql.page, params);
    const version = rows.length ? rows[0].v : undefined;
    if (version !== kept.version) kept = { version, totals: new Map(), counts: null };
    const key = `${w.start}|${w.end}`;
    let total = rows.length ? kept.totals.get(key) : 0;
    if (total === undefined) {
      const [c] = await all(sql.count, params);
      total = Number(c.n);
      if (c.v === version) kept.totals.set(key, total);
    }
    // One row per occurrence (its first image by position), in the page's order.
    const byId = new Map();
    for (const r of rows) {
      const known = byId.get(r.public_id);
      if (!known || before(r.img_order, known.img_order, client)) byId.set(r.public_id, r);
    }
    const page = [...byId.values()].sort((a, b) =>
      a.occ_start_local === b.occ_start_local
        ? Number(a.public_id) - Number(b.public_id)
        : a.occ_start_local < b.occ_start_local
          ? -1
          : 1
    );
    const related = new Map();
    const eventIds = [...new Set(page.map((r) => Number(r.event_id)))];
    if (eventIds.length) {
      const seen = new Set();
      const ids = [...eventIds, ...eventIds, ...eventIds, ...eventIds]; // one list per branch
      for (const r of await all(sql.related(eventIds.length), ids)) {
        // Rows come ordered by link position, then image position: the first of a link wins.
        const k = `${r.kind}:${r.lnk}`;
        if (seen.has(k)) continue;
        seen.add(k);
        let rel = related.get(Number(r.ev));
        if (!rel)
          related.set(Number(r.ev), (rel = { venue: null, organizer: [], category: [], tag: [] }));
        // Linked records the public may not see are never embedded (services/events.ts prepare).
        if (r.kind === 'venue') rel.venue = r.post_status === 'publish' ? r : null;
        else if (r.kind === 'organizer') {
          if (r.post_status === 'publish') rel.organizer.push(r);
        } else rel[r.kind].push(r);
      }
      if (!kept.counts) {
        const counts = new Map();
        for (const r of await all(sql.termCounts, []))
          counts.set(`${r.kind}:${r.term}`, Number(r.n));
        kept.counts = counts;
      }
    }
    const root = `${origin}${NS}`;
    const out = { root, origin, site: PUBLIC_URL || origin };
    const totalPages = total === 0 ? 0 : Math.ceil(total / PER_PAGE);
    const query = (n) =>
      `${root}/events/?${new URLSearchParams([
        ['page', String(n)],
        ['per_page', String(PER_PAGE)],
        ['start_date', w.start],
        ['end_date', w.end],
        ['status', 'publish'],
      ])}`;
    return `{"events":[${page.map((r) => event(r, related, out, kept.counts ?? new Map())).join(',')}],"rest_url":${str(query(1))}${totalPages > 1 ? `,"next_rest_url":${str(query(2))}` : ''},"total":${total},"total_pages":${totalPages}}`;
  };
}

/** Whether image position `a` comes before `b` (NULL first, except on PostgreSQL: Strapi's order). */
function before(a, b, client) {
  if (a === b) return false;
  const nullsLast = client === 'postgres';
  if (a === null || a === undefined) return !nullsLast;
  if (b === null || b === undefined) return nullsLast;
  return Number(a) < Number(b);
}

function main() {
  const list = createList(process.env.DATABASE_CLIENT ?? 'sqlite');
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url !== `${NS}/events`) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await list(`http://${req.headers.host}`);
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  });
  process.on('message', (m) => {
    if (m && m.type === 'sql-count')
      process.send({ type: 'sql-count', count: statements, id: m.id });
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send({ type: 'ready' }));
}

main();
