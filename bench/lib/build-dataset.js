// Builds a benchmark dataset into a fresh database, in its own process (forked by bench/run.js
// with the app environment of lib/app.js):
//   1. boots the host app once on the empty database (Strapi creates the schema, the plugin its
//      locales and the Public role's read permissions) and makes a full-access API token;
//   2. writes every record with bulk INSERTs in one transaction, through the app's own knex
//      connection (table and column names from Strapi's model metadata, as Strapi would write them);
//      with `series`, as many recurring events (series rows with their `recurrence`) besides;
//   3. writes the occurrence rows lists read (calendar_occurrences, docs/api.md §12) with the
//      plugin's own `occurrences.backfill()` — what the app's bootstrap does for events that have
//      none — so every series is expanded by the plugin's rules engine, as a write would;
//   4. writes a manifest (counts, seconds, token, the ids and words the read mix asks for).
// Deterministic: the same options on the same day give the same data (the single events of a
// dataset with series are those of the same dataset without).
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { DateTime } = require('luxon');
const { bootOnFreshDatabase } = require('./app');

const UID = {
  event: 'plugin::calendar.event',
  venue: 'plugin::calendar.venue',
  organizer: 'plugin::calendar.organizer',
  category: 'plugin::calendar.category',
  tag: 'plugin::calendar.tag',
  occurrence: 'plugin::calendar.occurrence',
};
const LANGS = ['en', 'fr', 'nl'];
const WALL = 'yyyy-MM-dd HH:mm:ss';

/** A small deterministic generator (a linear congruential one is plenty for test data). */
function random(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  next.int = (n) => Math.floor(next() * n);
  next.pick = (list) => list[next.int(list.length)];
  return next;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const documentId = (rnd) => Array.from({ length: 24 }, () => ALPHABET[rnd.int(36)]).join('');
const slugOf = (text) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const CITIES = [
  ['Ghent', 'Belgium', '9000', 51.05, 3.72],
  ['Bruges', 'Belgium', '8000', 51.21, 3.22],
  ['Antwerp', 'Belgium', '2000', 51.22, 4.4],
  ['Brussels', 'Belgium', '1000', 50.85, 4.35],
  ['Lille', 'France', '59000', 50.63, 3.06],
  ['Amsterdam', 'Netherlands', '1011', 52.37, 4.9],
  ['Rotterdam', 'Netherlands', '3011', 51.92, 4.48],
  ['Utrecht', 'Netherlands', '3511', 52.09, 5.12],
  ['Paris', 'France', '75001', 48.86, 2.35],
  ['Leuven', 'Belgium', '3000', 50.88, 4.7],
];
const PLACE_WORDS = [
  'Hall',
  'Theatre',
  'Park',
  'Library',
  'Loft',
  'Cellar',
  'Centre',
  'Gallery',
  'Studio',
  'Arena',
];
const PLACE_NAMES = [
  'Harbour',
  'Old Town',
  'Riverside',
  'Market',
  'Canal',
  'Blue Note',
  'Union',
  'Garden',
  'North',
  'Station',
  'Lighthouse',
  'Orchard',
  'Granary',
  'Foundry',
  'Mill',
  'Belfry',
  'Quay',
  'Meadow',
  'Cloister',
  'Dock',
];
const ORG_WORDS = [
  'Society',
  'Collective',
  'Council',
  'Guild',
  'Club',
  'Foundation',
  'Network',
  'Circle',
  'Ensemble',
  'Company',
];
const CATEGORY_NAMES = [
  'Music',
  'Theatre',
  'Comedy',
  'Workshops',
  'Food & Drink',
  'Family',
  'Film',
  'Sports',
  'Dance',
  'Literature',
  'Art',
  'Science',
  'Markets',
  'Tours',
  'Festivals',
];
const SUBCATEGORIES = [
  ['Jazz', 'Music'],
  ['Classical', 'Music'],
  ['Stand-up', 'Comedy'],
  ['Cooking', 'Workshops'],
  ['Documentary', 'Film'],
];
const TAG_WORDS = [
  'free',
  'outdoor',
  'family-friendly',
  'live',
  'evening',
  'weekend',
  'accessible',
  'beginner',
  'kids',
  'seniors',
  'students',
  'online',
  'indoor',
  'rain-or-shine',
  'limited',
  'new',
  'classic',
  'local',
  'international',
  'premiere',
  'matinee',
  'late',
  'vegan',
  'wine',
  'beer',
  'coffee',
  'summer',
  'winter',
  'spring',
  'autumn',
  'holiday',
  'charity',
  'networking',
  'hands-on',
  'guided',
  'quiet',
  'loud',
  'sing-along',
  'dog-friendly',
  'wheelchair',
  'signed',
  'subtitled',
  'bilingual',
  'english',
  'french',
  'dutch',
  'members',
  'early-bird',
  'sold-out-soon',
  'last-minute',
];
const EVENT_WORDS = [
  'Concert',
  'Night',
  'Matinee',
  'Workshop',
  'Tasting',
  'Market',
  'Screening',
  'Reading',
  'Tour',
  'Festival',
  'Session',
  'Meetup',
  'Class',
  'Show',
  'Talk',
];
const EVENT_ADJ = [
  'Open',
  'Late',
  'Summer',
  'Acoustic',
  'Grand',
  'Little',
  'Midweek',
  'Sunday',
  'Candlelight',
  'Harbour',
  'Rooftop',
  'Family',
  'Community',
  'Winter',
  'Spring',
];
/** The word `search=` looks for: in about one title in ten, and in some descriptions. */
const SEARCH_WORD = 'jazz';

function description(rnd, subject, place) {
  const extra =
    rnd() < 0.3 ? ` Bring a friend: [read more](https://example.org/${slugOf(subject)}).` : '';
  return `Join us for **${subject.toLowerCase()}** at ${place}. Doors open half an hour before the start; seating is first come, first served.${extra}\n\nTickets are available at the door and online. ${rnd() < 0.2 ? 'A little jazz before and after.' : 'Refreshments are served during the break.'}`;
}

function terms(kind, rnd, now) {
  const rows = [];
  if (kind === 'category') {
    CATEGORY_NAMES.forEach((name) => rows.push({ name, parent: null }));
    SUBCATEGORIES.forEach(([name, parent]) =>
      rows.push({ name, parent: CATEGORY_NAMES.indexOf(parent) })
    );
  } else {
    TAG_WORDS.forEach((name) => rows.push({ name, parent: null }));
  }
  return rows.map((t, i) => ({
    ...t,
    index: i,
    documentId: documentId(rnd),
    description: `${kind === 'category' ? 'Events in' : 'Tagged'} ${t.name}.`,
    created: now,
  }));
}

/** The base records of the dataset (one language); other languages are derived per row. */
function generate(opts, now) {
  const rnd = random(opts.seed);
  const categories = terms('category', rnd, now);
  const tags = terms('tag', rnd, now);
  const venues = Array.from({ length: opts.venues }, (_, i) => {
    const [city, country, zip, lat, lng] = CITIES[i % CITIES.length];
    const name = `${PLACE_NAMES[i % PLACE_NAMES.length]} ${PLACE_WORDS[Math.floor(i / PLACE_NAMES.length) % PLACE_WORDS.length]} ${city}${i >= 200 ? ` ${i}` : ''}`;
    return {
      index: i,
      documentId: documentId(rnd),
      name,
      city,
      country,
      zip,
      address: `${1 + (i % 120)} ${PLACE_NAMES[(i * 7) % PLACE_NAMES.length]} Street`,
      phone: i % 3 ? `+32 9 ${String(100 + i).slice(-3)} 45 67` : null,
      website: i % 4 ? `https://venue${i}.example` : null,
      geoLat: i % 5 ? lat + (rnd() - 0.5) / 10 : null,
      geoLng: i % 5 ? lng + (rnd() - 0.5) / 10 : null,
      status: i % 50 === 49 ? 'draft' : 'publish',
      password: i % 67 === 66 ? 'venue-secret' : null,
      description: `${name} in ${city}: a place for concerts, talks and workshops.`,
    };
  });
  const organizers = Array.from({ length: opts.organizers }, (_, i) => {
    const name = `${PLACE_NAMES[(i * 3) % PLACE_NAMES.length]} ${CATEGORY_NAMES[i % CATEGORY_NAMES.length]} ${ORG_WORDS[Math.floor(i / CATEGORY_NAMES.length) % ORG_WORDS.length]}${i >= 150 ? ` ${i}` : ''}`;
    return {
      index: i,
      documentId: documentId(rnd),
      name,
      email: i % 2 ? `info${i}@organizer.example` : null,
      website: i % 3 ? `https://organizer${i}.example` : null,
      phone: i % 4 ? `+31 10 555 ${String(1000 + i).slice(-4)}` : null,
      status: i % 50 === 49 ? 'draft' : 'publish',
      password: null,
      description: `${name} organises events all year round.`,
    };
  });
  const today = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day');
  const events = Array.from({ length: opts.events }, (_, n) => {
    const jazz = rnd() < 0.1;
    const title = `${jazz ? 'Jazz' : rnd.pick(EVENT_ADJ)} ${rnd.pick(EVENT_WORDS)} #${n + 1}`;
    const venue = venues[rnd.int(venues.length)];
    const timezone = n % 10 === 3 ? 'Europe/Brussels' : n % 20 === 7 ? 'America/New_York' : 'UTC';
    const allDay = n % 20 === 5;
    const multiDay = n % 25 === 11;
    // Two years around today: one behind, one ahead.
    let start = today.plus({ days: rnd.int(730) - 365 }).setZone(timezone, { keepLocalTime: true });
    start = allDay
      ? start.startOf('day')
      : start.set({ hour: 8 + rnd.int(14), minute: rnd() < 0.5 ? 0 : 30 });
    let end = allDay
      ? start.set({ hour: 23, minute: 59, second: 59 })
      : start.plus({ hours: 1 + rnd.int(3) });
    if (multiDay) end = end.plus({ days: 1 + rnd.int(3) });
    const organizerCount = 1 + (rnd() < 0.35 ? 1 : 0);
    const categoryCount = 1 + (rnd() < 0.3 ? 1 : 0);
    const tagCount = rnd.int(4);
    const distinct = (count, size) => {
      const out = new Set();
      while (out.size < count) out.add(rnd.int(size));
      return [...out];
    };
    const free = rnd() < 0.25;
    return {
      index: n,
      documentId: documentId(rnd),
      title,
      slug: slugOf(title),
      description: description(rnd, title, venue.name),
      excerpt: n % 3 === 0 ? `${title} at ${venue.name}.` : null,
      status: n % 97 === 13 ? 'draft' : n % 211 === 17 ? 'pending' : 'publish',
      password: n % 89 === 29 ? 'event-secret' : null,
      timezone,
      allDay,
      startUtc: start.toUTC().toJSDate(),
      endUtc: end.toUTC().toJSDate(),
      startLocal: start.toFormat(WALL),
      endLocal: end.toFormat(WALL),
      cost: free ? 'Free' : rnd() < 0.6 ? `€${5 * (1 + rnd.int(8))}` : null,
      currencySymbol: free ? null : '€',
      currencyPosition: free ? null : 'prefix',
      website: n % 4 === 0 ? `https://events.example/${n + 1}` : null,
      featured: n % 19 === 0,
      showMap: n % 2 === 0,
      venue: venue.index,
      organizers: distinct(organizerCount, organizers.length),
      categories: distinct(categoryCount, categories.length),
      tags: distinct(tagCount, tags.length),
    };
  });
  const data = { categories, tags, venues, organizers, events };
  data.series = opts.series ? generateSeries(opts, now, data) : [];
  return data;
}

const WEEKDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/**
 * The recurring events of a dataset with `count` series, in tenths (each tenth 10% of the series):
 *
 *   1  daily, `COUNT=365` (a year), starting within the two years around today;
 *   2  weekly on the start's weekday, unbounded, started within the past year: stored up to the
 *      horizon (36 months past today by default), about 180 occurrences each;
 *   3  weekly on two days, `COUNT=52`, starting within the two years around today;
 *   2  monthly on an nth weekday (`BYDAY=2TU`), unbounded, started within the past year: ~42 each;
 *   2  monthly on a day of the month (`BYMONTHDAY`), `COUNT=24`, within the two years around today.
 *
 * With 1,000 series: 36,500 + ~36,500 + 15,600 + ~8,400 + 4,800 ≈ 101,800 occurrences (the
 * manifest counts the rows the plugin wrote). Fields, times and links as single events have them;
 * a separate random stream, so the single events are the same as without series.
 */
function generateSeries(opts, now, base) {
  const rnd = random(opts.seed ^ 0x5e71e5);
  const today = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day');
  const taken = new Set(base.events.map((e) => e.documentId));
  const uniqueDocumentId = () => {
    let id = documentId(rnd);
    while (taken.has(id)) id = documentId(rnd);
    taken.add(id);
    return id;
  };
  const anyDay = () => today.plus({ days: rnd.int(730) - 365 });
  const pastYear = () => today.minus({ days: rnd.int(365) });
  return Array.from({ length: opts.series }, (_, k) => {
    const n = base.events.length + k;
    const tenth = k % 10;
    const timezone = k % 10 === 3 ? 'Europe/Brussels' : k % 20 === 7 ? 'America/New_York' : 'UTC';
    const allDay = k % 20 === 5;
    let kind;
    let day;
    let rule;
    if (tenth === 0) {
      kind = 'daily';
      day = anyDay();
      rule = () => 'FREQ=DAILY;COUNT=365';
    } else if (tenth <= 2) {
      kind = 'weekly';
      day = pastYear();
      rule = (d) => `FREQ=WEEKLY;BYDAY=${WEEKDAY[d.weekday - 1]}`;
    } else if (tenth <= 5) {
      kind = 'weekly';
      day = anyDay();
      rule = (d) =>
        `FREQ=WEEKLY;COUNT=52;BYDAY=${[d.weekday - 1, (d.weekday + 2) % 7]
          .sort((a, b) => a - b)
          .map((i) => WEEKDAY[i])
          .join(',')}`;
    } else if (tenth <= 7) {
      kind = 'monthly';
      // The nth (1-4) weekday (Monday-Friday) of a month within the past year.
      const month = today.minus({ months: rnd.int(12) }).startOf('month');
      const weekday = 1 + rnd.int(5);
      const nth = 1 + rnd.int(4);
      day = month.plus({ days: (weekday - month.weekday + 7) % 7 }).plus({ weeks: nth - 1 });
      rule = (d) => `FREQ=MONTHLY;BYDAY=${nth}${WEEKDAY[d.weekday - 1]}`;
    } else {
      kind = 'monthly';
      day = today.plus({ months: rnd.int(24) - 12 }).set({ day: 1 + rnd.int(28) });
      rule = (d) => `FREQ=MONTHLY;COUNT=24;BYMONTHDAY=${d.day}`;
    }
    const word = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' }[kind];
    const title = `${word} ${rnd.pick(EVENT_ADJ)} ${rnd.pick(EVENT_WORDS)} series #${k + 1}`;
    const venue = base.venues[rnd.int(base.venues.length)];
    let start = day.setZone(timezone, { keepLocalTime: true });
    start = allDay
      ? start.startOf('day')
      : start.set({ hour: 8 + rnd.int(14), minute: rnd() < 0.5 ? 0 : 30 });
    const end = allDay
      ? start.set({ hour: 23, minute: 59, second: 59 })
      : start.plus({ hours: 1 + rnd.int(3) });
    const distinct = (count, size) => {
      const out = new Set();
      while (out.size < count) out.add(rnd.int(size));
      return [...out];
    };
    const free = rnd() < 0.25;
    return {
      index: n,
      kind,
      documentId: uniqueDocumentId(),
      title,
      slug: slugOf(title),
      description: description(rnd, title, venue.name),
      excerpt: k % 3 === 0 ? `${title} at ${venue.name}.` : null,
      status: k % 97 === 13 ? 'draft' : k % 211 === 17 ? 'pending' : 'publish',
      password: k % 89 === 29 ? 'event-secret' : null,
      timezone,
      allDay,
      startUtc: start.toUTC().toJSDate(),
      endUtc: end.toUTC().toJSDate(),
      startLocal: start.toFormat(WALL),
      endLocal: end.toFormat(WALL),
      // The stored form (docs/api.md §12.1): normalised rules, no added or excluded dates.
      recurrence: { rules: [rule(start)], rdates: [], exdates: [] },
      cost: free ? 'Free' : rnd() < 0.6 ? `€${5 * (1 + rnd.int(8))}` : null,
      currencySymbol: free ? null : '€',
      currencyPosition: free ? null : 'prefix',
      website: k % 4 === 0 ? `https://events.example/series/${k + 1}` : null,
      featured: k % 19 === 0,
      showMap: k % 2 === 0,
      venue: venue.index,
      organizers: distinct(1 + (rnd() < 0.35 ? 1 : 0), base.organizers.length),
      categories: distinct(1 + (rnd() < 0.3 ? 1 : 0), base.categories.length),
      tags: distinct(rnd.int(4), base.tags.length),
    };
  });
}

/** Table and column names as Strapi's metadata has them (they differ from the attribute names). */
function tablesOf(strapi) {
  const meta = (uid) => strapi.db.metadata.get(uid);
  const join = (uid, attribute) => {
    const jt = meta(uid).attributes[attribute].joinTable;
    return {
      table: jt.name,
      own: jt.joinColumn.name,
      other: jt.inverseJoinColumn.name,
      order: jt.orderColumnName,
      inverseOrder: jt.inverseOrderColumnName,
    };
  };
  return {
    events: meta(UID.event).tableName,
    recurrence: meta(UID.event).attributes.recurrence.columnName ?? 'recurrence',
    occurrences: meta(UID.occurrence).tableName,
    venues: meta(UID.venue).tableName,
    organizers: meta(UID.organizer).tableName,
    categories: meta(UID.category).tableName,
    tags: meta(UID.tag).tableName,
    venueLink: join(UID.event, 'venue'),
    organizerLink: join(UID.event, 'organizers'),
    categoryLink: join(UID.event, 'categories'),
    tagLink: join(UID.event, 'tags'),
    categoryParent: join(UID.category, 'parent'),
  };
}

async function insertAll(trx, table, rows, columnsPerRow) {
  // SQLite takes at most 32,766 bound values per statement; PostgreSQL 65,535.
  // SQLite also caps a compound SELECT (which knex writes multi-row inserts as) at 500 terms.
  const chunk = Math.max(1, Math.min(500, Math.floor(30000 / columnsPerRow)));
  for (let i = 0; i < rows.length; i += chunk) await trx(table).insert(rows.slice(i, i + chunk));
}

/** Writes the dataset; returns the row ids that the read mix and the manifest need. */
async function write(strapi, data, languages, now) {
  const t = tablesOf(strapi);
  const langs = LANGS.slice(0, languages);
  // Ids are given explicitly: language `l` of base record `i` is id `i * langs + l + 1`.
  const idOf = (index, lang) => index * langs.length + langs.indexOf(lang) + 1;
  const suffix = (lang) => (lang === 'en' ? '' : ` (${lang.toUpperCase()})`);
  const slugSuffix = (lang) => (lang === 'en' ? '' : `-${lang}`);
  const stamps = { created_at: now, updated_at: now, published_at: now };
  const perLang = (rows, make) => rows.flatMap((r) => langs.map((lang) => make(r, lang)));

  await strapi.db.connection.transaction(async (trx) => {
    const term = (r, lang) => ({
      id: idOf(r.index, lang),
      document_id: r.documentId,
      name: `${r.name}${suffix(lang)}`,
      slug: `${slugOf(r.name)}${slugSuffix(lang)}`,
      description: r.description,
      locale: lang,
      ...stamps,
    });
    await insertAll(trx, t.categories, perLang(data.categories, term), 10);
    await insertAll(trx, t.tags, perLang(data.tags, term), 10);
    const parents = perLang(
      data.categories.filter((c) => c.parent !== null),
      (c, lang) => ({
        [t.categoryParent.own]: idOf(c.index, lang),
        [t.categoryParent.other]: idOf(c.parent, lang),
        [t.categoryParent.inverseOrder]: c.index,
      })
    );
    await insertAll(trx, t.categoryParent.table, parents, 3);
    const post = (r, lang) => ({
      id: idOf(r.index, lang),
      document_id: r.documentId,
      slug: `${slugOf(r.name)}${slugSuffix(lang)}`,
      description: r.description,
      post_status: r.status,
      password: r.password,
      post_date: now,
      locale: lang,
      ...stamps,
    });
    await insertAll(
      trx,
      t.venues,
      perLang(data.venues, (v, lang) => ({
        ...post(v, lang),
        name: `${v.name}${suffix(lang)}`,
        address: v.address,
        city: v.city,
        country: v.country,
        zip: v.zip,
        phone: v.phone,
        website: v.website,
        geo_lat: v.geoLat,
        geo_lng: v.geoLng,
        show_map: true,
        show_map_link: true,
      })),
      22
    );
    await insertAll(
      trx,
      t.organizers,
      perLang(data.organizers, (o, lang) => ({
        ...post(o, lang),
        name: `${o.name}${suffix(lang)}`,
        email: o.email,
        website: o.website,
        phone: o.phone,
      })),
      16
    );
    const eventRow = (e, lang) => ({
      id: idOf(e.index, lang),
      document_id: e.documentId,
      title: `${e.title}${suffix(lang)}`,
      slug: `${e.slug}${slugSuffix(lang)}`,
      description: e.description,
      excerpt: e.excerpt,
      post_status: e.status,
      password: e.password,
      post_date: now,
      all_day: e.allDay,
      timezone: e.timezone,
      start_utc: e.startUtc,
      end_utc: e.endUtc,
      start_local: e.startLocal,
      end_local: e.endLocal,
      cost: e.cost,
      currency_symbol: e.currencySymbol,
      currency_position: e.currencyPosition,
      website: e.website,
      show_map: e.showMap,
      show_map_link: false,
      hide_from_listings: false,
      sticky: false,
      featured: e.featured,
      locale: lang,
      ...stamps,
    });
    await insertAll(trx, t.events, perLang(data.events, eventRow), 30);
    // Series: the same columns and the stored recurrence (JSON text, as Strapi writes a json field).
    const seriesRow = (e, lang) => ({
      ...eventRow(e, lang),
      [t.recurrence]: JSON.stringify(e.recurrence),
    });
    await insertAll(trx, t.events, perLang(data.series, seriesRow), 31);
    // Link rows: `order` is the position in the event's own list, `inverseOrder` in the target's list of events.
    const positions = new Map();
    const nextPosition = (key) => {
      const p = (positions.get(key) ?? 0) + 1;
      positions.set(key, p);
      return p;
    };
    const links = { venue: [], organizers: [], categories: [], tags: [] };
    for (const e of [...data.events, ...data.series]) {
      for (const lang of langs) {
        const id = idOf(e.index, lang);
        links.venue.push({
          [t.venueLink.own]: id,
          [t.venueLink.other]: idOf(e.venue, lang),
          [t.venueLink.inverseOrder]: nextPosition(`v${lang}${e.venue}`),
        });
        e.organizers.forEach((o, i) =>
          links.organizers.push({
            [t.organizerLink.own]: id,
            [t.organizerLink.other]: idOf(o, lang),
            [t.organizerLink.order]: i + 1,
            [t.organizerLink.inverseOrder]: nextPosition(`o${lang}${o}`),
          })
        );
        e.categories.forEach((c, i) =>
          links.categories.push({
            [t.categoryLink.own]: id,
            [t.categoryLink.other]: idOf(c, lang),
            [t.categoryLink.order]: i + 1,
            [t.categoryLink.inverseOrder]: nextPosition(`c${lang}${c}`),
          })
        );
        e.tags.forEach((g, i) =>
          links.tags.push({
            [t.tagLink.own]: id,
            [t.tagLink.other]: idOf(g, lang),
            [t.tagLink.order]: i + 1,
            [t.tagLink.inverseOrder]: nextPosition(`t${lang}${g}`),
          })
        );
      }
    }
    await insertAll(trx, t.venueLink.table, links.venue, 3);
    await insertAll(trx, t.organizerLink.table, links.organizers, 4);
    await insertAll(trx, t.categoryLink.table, links.categories, 4);
    await insertAll(trx, t.tagLink.table, links.tags, 4);
    if (strapi.db.dialect.client === 'postgres') {
      // Explicit ids leave the sequences behind: later inserts (POST /events) would collide.
      for (const table of [
        t.events,
        t.venues,
        t.organizers,
        t.categories,
        t.tags,
        t.venueLink.table,
        t.organizerLink.table,
        t.categoryLink.table,
        t.tagLink.table,
        t.categoryParent.table,
      ]) {
        await trx.raw(
          `SELECT setval(pg_get_serial_sequence(?, 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ??), 1))`,
          [table, table]
        );
      }
    }
    return { linkRows: Object.values(links).reduce((n, l) => n + l.length, 0) + parents.length };
  });
  return {
    idOf,
    langs,
    linkRows: (await strapi.db.connection(t.tagLink.table).count({ n: '*' }))[0].n,
  };
}

/**
 * The occurrence rows (docs/api.md §12) of every event just written, by the plugin's own
 * `backfill()`: what the app's bootstrap runs for events that have none (one `sync()` per event,
 * each in its own transaction, series expanded by the plugin's rules engine). Answers the counts.
 */
async function writeOccurrences(strapi) {
  const t = tablesOf(strapi);
  const meta = strapi.db.metadata.get(UID.occurrence);
  const seriesColumn = meta.attributes.seriesId.columnName ?? 'series_id';
  const synced = await strapi.plugin('calendar').service('occurrences').backfill();
  const rows = await strapi.db.connection(t.occurrences).count({ n: '*' });
  const ofSeries = await strapi.db
    .connection(t.occurrences)
    .whereNotNull(seriesColumn)
    .count({ n: '*' });
  return { synced, rows: Number(rows[0].n), ofSeries: Number(ofSeries[0].n), seriesColumn };
}

/**
 * Fresh statistics, as a database that has been running for a while would have (autovacuum,
 * InnoDB's automatic statistics). SQLite keeps none unless asked; Strapi never asks, so neither do we.
 * PostgreSQL: VACUUM too, as autovacuum does after bulk inserts — without it the visibility map of
 * the freshly written tables is empty, index-only scans fetch every row from the heap, and the
 * planner's choices differ from a running database's (seen on calendar_occurrences: the
 * occurrences of one series read through the list index instead of the series index).
 */
async function analyze(strapi) {
  const t = tablesOf(strapi);
  if (strapi.db.dialect.client === 'postgres') await strapi.db.connection.raw('VACUUM ANALYZE');
  if (strapi.db.dialect.client === 'mysql')
    for (const [key, x] of Object.entries(t))
      if (key !== 'recurrence')
        await strapi.db.connection.raw('ANALYZE TABLE ??', [typeof x === 'string' ? x : x.table]);
}

/** The records the read mix names: a leaf category, a venue, an event for single reads, windows. */
function samples(data, idOf, now) {
  const categoryCounts = new Map();
  for (const e of data.events)
    if (e.status === 'publish')
      for (const c of e.categories) categoryCounts.set(c, (categoryCounts.get(c) ?? 0) + 1);
  const leaves = data.categories.filter((c) => !data.categories.some((d) => d.parent === c.index));
  const category = leaves.sort(
    (a, b) => (categoryCounts.get(b.index) ?? 0) - (categoryCounts.get(a.index) ?? 0)
  )[0];
  const venue = data.venues.find((v) => v.status === 'publish' && !v.password);
  const today = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day');
  const upcoming = data.events.filter(
    (e) => e.status === 'publish' && !e.password && e.startUtc > today.plus({ days: 30 }).toJSDate()
  );
  const event = upcoming[Math.floor(upcoming.length / 2)];
  const month = today.plus({ months: 1 }).startOf('month');
  return {
    categoryId: idOf(category.index, 'en'),
    venueId: idOf(venue.index, 'en'),
    organizerId: idOf(0, 'en'),
    tagIds: [idOf(1, 'en'), idOf(2, 'en')],
    eventId: idOf(event.index, 'en'),
    eventDocumentId: event.documentId,
    eventSlug: event.slug,
    searchWord: SEARCH_WORD,
    monthStart: month.toFormat('yyyy-MM-dd'),
    monthEnd: month.endOf('month').toFormat('yyyy-MM-dd'),
    weekFrom: today.plus({ days: 7 }).toFormat('yyyy-MM-dd'),
    weekTo: today.plus({ days: 14 }).toFormat('yyyy-MM-dd'),
    ...seriesSample(data, idOf),
  };
}

/** The series `GET /events/{id}/occurrences` reads: a published daily one (the most occurrences: 365). */
function seriesSample(data, idOf) {
  const series = data.series.find(
    (e) => e.kind === 'daily' && e.status === 'publish' && !e.password && !e.allDay
  );
  if (!series) return {};
  return {
    seriesId: idOf(series.index, 'en'),
    seriesRule: series.recurrence.rules[0],
    seriesStart: series.startLocal,
  };
}

async function main() {
  const opts = JSON.parse(process.argv[2]);
  const { db, strapi, bootSeconds: schemaSeconds, started } = await bootOnFreshDatabase(opts);
  const token = await strapi
    .service('admin::api-token')
    .create({ name: `bench-${Date.now()}`, type: 'full-access', lifespan: null });
  const now = new Date();
  const data = generate(
    {
      seed: opts.seed,
      events: opts.events,
      series: opts.series ?? 0,
      venues: opts.venues,
      organizers: opts.organizers,
    },
    now
  );
  const writeStart = Date.now();
  const { idOf, langs, linkRows } = await write(strapi, data, opts.languages, now);
  const insertSeconds = (Date.now() - writeStart) / 1000;
  const occurrenceStart = Date.now();
  const occurrences = await writeOccurrences(strapi);
  const occurrenceSeconds = (Date.now() - occurrenceStart) / 1000;
  await analyze(strapi);
  const sample = samples(data, idOf, now);
  if (sample.seriesId) {
    const n = await strapi.db
      .connection(tablesOf(strapi).occurrences)
      .where(occurrences.seriesColumn, sample.seriesId)
      .count({ n: '*' });
    sample.seriesOccurrences = Number(n[0].n);
  }
  const byKind = (kind) => data.series.filter((e) => e.kind === kind).length;
  const manifest = {
    client: db.client,
    database: db.name,
    built_at: now.toISOString(),
    seconds: {
      schema: round(schemaSeconds),
      insert: round(insertSeconds),
      occurrences: round(occurrenceSeconds),
      total: round((Date.now() - started) / 1000),
    },
    counts: {
      events: data.events.length,
      languages: langs.length,
      event_rows: data.events.length * langs.length,
      venues: data.venues.length,
      organizers: data.organizers.length,
      categories: data.categories.length,
      tags: data.tags.length,
      drafts: data.events.filter((e) => e.status !== 'publish').length,
      password_protected: data.events.filter((e) => e.password).length,
      all_day: data.events.filter((e) => e.allDay).length,
      multi_day: data.events.filter((e) => e.startLocal.slice(0, 10) !== e.endLocal.slice(0, 10))
        .length,
      tag_links: Number(linkRows),
      series: data.series.length,
      series_daily: byKind('daily'),
      series_weekly: byKind('weekly'),
      series_monthly: byKind('monthly'),
      series_unbounded: data.series.filter((e) => !/COUNT=|UNTIL=/.test(e.recurrence.rules[0]))
        .length,
      occurrence_rows: occurrences.rows,
      series_occurrences: occurrences.ofSeries,
    },
    token: token.accessKey,
    samples: sample,
  };
  await strapi.destroy();
  fs.mkdirSync(path.dirname(opts.manifest), { recursive: true });
  fs.writeFileSync(opts.manifest, JSON.stringify(manifest, null, 2));
  process.exit(0);
}

const round = (n) => Math.round(n * 100) / 100;

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { generate, random };
