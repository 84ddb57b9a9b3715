// The fixed read mix: each read as the plugin answers it, and the equivalent request to Strapi's
// own REST API on the same content types (same filters, same page size, the same relations
// populated), built from the dataset's manifest. Dates are the site's (UTC) today.
const qs = require('qs');
const { DateTime } = require('luxon');

const NS = '/api/calendar/events/v1';
const CORE = '/api/calendar-core';

/** What the plugin's event reads load with every event (services/events.ts EVENT_POPULATE). */
const EVENT_POPULATE = {
  image: true,
  venue: { populate: { image: true } },
  organizers: { populate: { image: true } },
  categories: { populate: { parent: { fields: ['id'] } } },
  tags: true,
};

const day = (d) => `${d} 00:00:00`;
const dayEnd = (d) => `${d} 23:59:59`;

/** Filters every plugin event list applies (published, listed) plus `extra`. */
function eventFilters(extra) {
  return {
    $and: [
      { postStatus: { $eq: 'publish' } },
      { $or: [{ hideFromListings: { $eq: false } }, { hideFromListings: { $null: true } }] },
      ...extra,
    ],
  };
}

/** Strapi 5's REST API answers every language unless told one; the plugin's lists read the request's (the default, en). */
const LOCALE = 'en';

function coreEvents({ filters, page = 1, pageSize = 10 }) {
  const query = {
    locale: LOCALE,
    filters: eventFilters(filters),
    sort: ['startLocal:asc', 'id:asc'],
    pagination: { page, pageSize },
    populate: EVENT_POPULATE,
  };
  return `${CORE}/events?${qs.stringify(query, { encodeValuesOnly: true })}`;
}

function coreList(plural, query) {
  return `${CORE}/${plural}?${qs.stringify({ locale: LOCALE, ...query }, { encodeValuesOnly: true })}`;
}

/** The default window of a plugin event list: today to two years ahead, whole days (docs/api.md §6). */
function defaultWindow(now) {
  const today = DateTime.fromJSDate(now, { zone: 'utc' });
  return [
    { startLocal: { $gte: day(today.toFormat('yyyy-MM-dd')) } },
    { endLocal: { $lte: dayEnd(today.plus({ years: 2 }).toFormat('yyyy-MM-dd')) } },
  ];
}

/** Every read of the mix: { name, list, plugin, core }. `list` marks the event lists (SQL target). */
function readMix(s, now = new Date()) {
  const window = defaultWindow(now);
  const published = { postStatus: { $eq: 'publish' } };
  return [
    { name: 'events', list: true, plugin: `${NS}/events`, core: coreEvents({ filters: window }) },
    {
      name: 'events per_page=50',
      list: true,
      plugin: `${NS}/events?per_page=50`,
      core: coreEvents({ filters: window, pageSize: 50 }),
    },
    {
      name: 'events per_page=50&page=20',
      list: true,
      plugin: `${NS}/events?per_page=50&page=20`,
      core: coreEvents({ filters: window, pageSize: 50, page: 20 }),
    },
    {
      name: `events search=${s.searchWord}`,
      list: true,
      plugin: `${NS}/events?search=${s.searchWord}`,
      core: coreEvents({
        filters: [
          ...window,
          {
            $or: ['title', 'description', 'excerpt'].map((f) => ({
              [f]: { $containsi: s.searchWord },
            })),
          },
        ],
      }),
    },
    {
      name: 'events categories=<id>',
      list: true,
      plugin: `${NS}/events?categories=${s.categoryId}`,
      core: coreEvents({ filters: [...window, { categories: { id: { $in: [s.categoryId] } } }] }),
    },
    {
      name: 'events venue=<id>',
      list: true,
      plugin: `${NS}/events?venue=${s.venueId}`,
      core: coreEvents({ filters: [...window, { venue: { id: { $in: [s.venueId] } } }] }),
    },
    {
      name: 'events one-month window',
      list: true,
      plugin: `${NS}/events?start_date=${s.monthStart}&end_date=${s.monthEnd}`,
      core: coreEvents({
        filters: [
          { startLocal: { $gte: day(s.monthStart) } },
          { endLocal: { $lte: dayEnd(s.monthEnd) } },
        ],
      }),
    },
    {
      name: 'events starts_before/ends_after (a week)',
      list: true,
      plugin: `${NS}/events?starts_before=${s.weekTo}&ends_after=${s.weekFrom}`,
      // TEC snaps relative bounds to the end of their day (v1/params/event-list.ts), and drops the default window.
      core: coreEvents({
        filters: [
          { startLocal: { $lt: dayEnd(s.weekTo) } },
          { endLocal: { $gt: dayEnd(s.weekFrom) } },
        ],
      }),
    },
    {
      name: 'event by id',
      list: false,
      plugin: `${NS}/events/${s.eventId}`,
      core: `${CORE}/events/${s.eventDocumentId}?${qs.stringify({ locale: LOCALE, populate: EVENT_POPULATE }, { encodeValuesOnly: true })}`,
    },
    {
      name: 'event by slug',
      list: false,
      plugin: `${NS}/events/by-slug/${s.eventSlug}`,
      core: coreList('events', {
        filters: { slug: { $eq: s.eventSlug } },
        populate: EVENT_POPULATE,
      }),
    },
    {
      name: 'venues',
      list: false,
      plugin: `${NS}/venues`,
      core: coreList('venues', {
        filters: published,
        sort: ['postDate:desc', 'id:desc'],
        pagination: { pageSize: 10 },
        populate: { image: true },
      }),
    },
    {
      name: 'organizers',
      list: false,
      plugin: `${NS}/organizers`,
      core: coreList('organizers', {
        filters: published,
        sort: ['postDate:desc', 'id:desc'],
        pagination: { pageSize: 10 },
        populate: { image: true },
      }),
    },
    {
      name: 'categories',
      list: false,
      plugin: `${NS}/categories`,
      core: coreList('categories', {
        sort: ['name:asc'],
        pagination: { pageSize: 10 },
        populate: { parent: { fields: ['id'] } },
      }),
    },
  ];
}

/**
 * The reads of the recurring dataset (10,000 single events + 1,000 series, docs/api.md §12): the
 * default list and a one-month window, which list occurrences, and one series' occurrences
 * (`samples.seriesId`: a daily series, 365 of them; no window, as the route has none by default).
 */
function recurringMix(s) {
  return [
    { name: 'events', list: true, plugin: `${NS}/events` },
    {
      name: 'events one-month window',
      list: true,
      plugin: `${NS}/events?start_date=${s.monthStart}&end_date=${s.monthEnd}`,
    },
    {
      name: 'events/<series id>/occurrences',
      list: true,
      plugin: `${NS}/events/${s.seriesId}/occurrences`,
    },
  ];
}

/** The body of the sequential POST /events: a full event with links, a unique title per request. */
function createBody(s, now = new Date()) {
  const start = DateTime.fromJSDate(now, { zone: 'utc' })
    .plus({ days: 3 })
    .set({ hour: 19, minute: 0, second: 0 });
  return JSON.stringify({
    title: 'Bench event [<id>]',
    description: 'Created by **the benchmark**.',
    start_date: start.toFormat('yyyy-MM-dd HH:mm:ss'),
    end_date: start.plus({ hours: 2 }).toFormat('yyyy-MM-dd HH:mm:ss'),
    venue: s.venueId,
    organizer: [s.organizerId],
    categories: [s.categoryId],
    tags: s.tagIds,
    cost: '€10',
  });
}

module.exports = { readMix, recurringMix, createBody, NS };
