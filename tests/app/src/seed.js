// Demo data, loaded on the first start of an empty database (CALENDAR_DEMO_SEED=false turns it
// off): a few dozen events over the coming months with venues, organizers, categories and tags,
// a few of them translated into French and Dutch. Deterministic for a given day.
const slugify = require('@sindresorhus/slugify');

const UID = {
  event: 'plugin::calendar.event',
  venue: 'plugin::calendar.venue',
  organizer: 'plugin::calendar.organizer',
  category: 'plugin::calendar.category',
  tag: 'plugin::calendar.tag',
};

const CATEGORIES = [
  ['Music', { fr: 'Musique', nl: 'Muziek' }],
  ['Theatre', { fr: 'Théâtre', nl: 'Theater' }],
  ['Comedy', { fr: 'Comédie', nl: 'Comedy' }],
  ['Workshops', { fr: 'Ateliers', nl: 'Workshops' }],
  ['Food & Drink', { fr: 'Gastronomie', nl: 'Eten & drinken' }],
  ['Family', { fr: 'Famille', nl: 'Familie' }],
];
const SUBCATEGORIES = [
  ['Jazz', 'Music'],
  ['Classical', 'Music'],
  ['Stand-up', 'Comedy'],
];
const TAGS = [
  'free',
  'outdoor',
  'family-friendly',
  'live',
  'evening',
  'weekend',
  'accessible',
  'beginner',
];

const VENUES = [
  {
    name: 'Harbour Hall',
    address: '1 Quay Street',
    city: 'Ghent',
    country: 'Belgium',
    zip: '9000',
    phone: '+32 9 123 45 67',
    geoLat: 51.0543,
    geoLng: 3.7174,
  },
  {
    name: 'Old Town Theatre',
    address: '12 Market Square',
    city: 'Bruges',
    country: 'Belgium',
    zip: '8000',
    geoLat: 51.2093,
    geoLng: 3.2247,
  },
  {
    name: 'Riverside Park',
    address: 'Park Lane',
    city: 'Antwerp',
    country: 'Belgium',
    zip: '2000',
    geoLat: 51.2194,
    geoLng: 4.4025,
  },
  {
    name: 'Le Petit Salon',
    address: '8 rue des Arts',
    city: 'Lille',
    country: 'France',
    zip: '59000',
    geoLat: 50.6292,
    geoLng: 3.0573,
  },
  {
    name: 'Central Library',
    address: '100 Library Road',
    city: 'Amsterdam',
    country: 'Netherlands',
    zip: '1011',
    geoLat: 52.3676,
    geoLng: 4.9041,
  },
  {
    name: 'The Makers Loft',
    address: '3 Canal Street',
    city: 'Rotterdam',
    country: 'Netherlands',
    zip: '3011',
  },
  {
    name: 'Blue Note Cellar',
    address: '45 Jazz Alley',
    city: 'Brussels',
    country: 'Belgium',
    zip: '1000',
    geoLat: 50.8503,
    geoLng: 4.3517,
  },
  {
    name: 'Community Centre',
    address: '7 Green Street',
    city: 'Leuven',
    country: 'Belgium',
    zip: '3000',
  },
];

const ORGANIZERS = [
  {
    name: 'City Arts Council',
    email: 'hello@cityarts.example',
    website: 'https://cityarts.example',
    phone: '+32 2 555 01 01',
  },
  {
    name: 'Harbour Music Society',
    email: 'info@harbourmusic.example',
    website: 'https://harbourmusic.example',
  },
  { name: 'Laugh Factory Collective', email: 'booking@laughfactory.example' },
  { name: 'Makers Guild', website: 'https://makersguild.example', phone: '+31 10 555 22 22' },
  { name: 'Taste of the Lowlands', email: 'eat@taste.example' },
  { name: 'Family Fun Events', website: 'https://familyfun.example' },
];

const TITLES = [
  ['Jazz Night', 'Jazz', ['live', 'evening']],
  ['String Quartet Matinee', 'Classical', ['accessible']],
  ['Improv Comedy Jam', 'Stand-up', ['evening']],
  ['Pottery for Beginners', 'Workshops', ['beginner']],
  ['Street Food Market', 'Food & Drink', ['outdoor', 'weekend', 'free']],
  ['Puppet Theatre', 'Family', ['family-friendly', 'weekend']],
  ['Shakespeare in the Park', 'Theatre', ['outdoor', 'evening']],
  ['Wine Tasting', 'Food & Drink', ['evening']],
  ['Open Mic', 'Music', ['live', 'free']],
  ['Coding Club for Kids', 'Workshops', ['family-friendly', 'beginner']],
];

/** A small deterministic generator, so every fresh demo looks the same on a given day. */
function random(seed) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const create = (strapi, uid, data, locale = 'en') => strapi.documents(uid).create({ data, locale });
const translate = (strapi, uid, documentId, locale, data) =>
  strapi.documents(uid).update({ documentId, locale, data });

async function seedTerms(strapi) {
  const categories = {};
  for (const [name, names] of CATEGORIES) {
    const doc = await create(strapi, UID.category, {
      name,
      slug: slugify(name),
      description: `Events in the ${name} category.`,
    });
    categories[name] = doc;
    for (const [locale, localName] of Object.entries(names)) {
      await translate(strapi, UID.category, doc.documentId, locale, {
        name: localName,
        slug: slugify(localName),
      });
    }
  }
  for (const [name, parent] of SUBCATEGORIES) {
    categories[name] = await create(strapi, UID.category, {
      name,
      slug: slugify(name),
      description: `${parent}: ${name}.`,
      parent: categories[parent].id,
    });
  }
  const tags = {};
  for (const name of TAGS)
    tags[name] = await create(strapi, UID.tag, {
      name,
      slug: slugify(name),
      description: `Tagged ${name}.`,
    });
  return { categories, tags };
}

async function seedLinked(strapi) {
  const venues = [];
  for (const v of VENUES) {
    venues.push(
      await create(strapi, UID.venue, {
        ...v,
        slug: slugify(v.name),
        postStatus: 'publish',
        description: `${v.name} in ${v.city}.`,
        postDate: new Date(),
      })
    );
  }
  const organizers = [];
  for (const o of ORGANIZERS) {
    organizers.push(
      await create(strapi, UID.organizer, {
        ...o,
        slug: slugify(o.name),
        postStatus: 'publish',
        description: `${o.name} organises events.`,
        postDate: new Date(),
      })
    );
  }
  return { venues, organizers };
}

/** The n-th demo event: spread over the next four months (a few in the past), some multi-day or all-day. */
function eventInput(n, rnd, { categories, tags, venues, organizers }) {
  const [base, category, tagNames] = TITLES[n % TITLES.length];
  const day = Math.floor((n - 4) * 3 + rnd() * 3); // from about -12 to +120 days
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + day);
  start.setUTCHours(10 + Math.floor(rnd() * 10), rnd() < 0.5 ? 0 : 30, 0, 0);
  const allDay = n % 11 === 5;
  const multiDay = n % 13 === 7;
  const end = new Date(
    start.getTime() + (multiDay ? 2 * 86400000 : (1 + Math.floor(rnd() * 3)) * 3600000)
  );
  // An all-day event runs from its first day's 00:00:00 to its last day's 23:59:59, as the API
  // stores one written with all_day (docs/api.md §7.2): the seed writes through the service.
  if (allDay) {
    start.setUTCHours(0, 0, 0, 0);
    end.setUTCHours(23, 59, 59, 0);
  }
  const venue = venues[n % venues.length];
  const organizerIds = [organizers[n % organizers.length].id];
  if (n % 4 === 0) organizerIds.push(organizers[(n + 1) % organizers.length].id);
  return {
    title: `${base} #${Math.floor(n / TITLES.length) + 1}`,
    description: `Join us for **${base.toLowerCase()}** at ${venue.name}.\n\nTickets at the door.`,
    excerpt: n % 3 === 0 ? `${base} at ${venue.name}.` : undefined,
    requestedStatus: n === 17 ? 'draft' : 'publish',
    mayPublish: true,
    password: n === 23 ? 'demo' : undefined,
    timezone: 'UTC',
    allDay,
    startUtc: start,
    endUtc: end,
    cost: tagNames.includes('free') ? 'Free' : `€${5 * (1 + (n % 6))}`,
    currencySymbol: tagNames.includes('free') ? '' : '€',
    currencyPosition: tagNames.includes('free') ? null : 'prefix',
    featured: n % 9 === 0,
    // Event status and attendance (docs/api.md §13). The fifth event (in the current month view
    // whatever the day: it starts 0 to 3 days from now) is a canceled one streamed online.
    ...(n === 4
      ? {
          eventStatus: 'canceled',
          eventStatusReason: 'The speaker is ill.',
          attendanceMode: 'mixed',
          onlineUrl: 'https://stream.example.org/live',
        }
      : {}),
    ...(n === 6 ? { eventStatus: 'postponed', eventStatusReason: 'New date to follow.' } : {}),
    ...(n % 7 === 3
      ? { attendanceMode: 'online', onlineUrl: 'https://meet.example.org/demo' }
      : {}),
    // The demo app's own fields (src/extensions/calendar: docs/api.md §14).
    siteFields: {
      ticketUrl: tagNames.includes('free') ? null : `https://tickets.example.org/${n}`,
      capacity: 50 + 10 * (n % 8),
      accessible: n % 3 !== 1,
      level: ['beginner', 'intermediate', 'advanced'][n % 3],
    },
    links: {
      venue: { id: venue.id },
      organizers: organizerIds.map((id) => ({ id })),
      categories: [{ id: categories[category].id }],
      tags: tagNames.map((t) => ({ id: tags[t].id })),
    },
  };
}

/** Recurring series (issue #14): a weekly class without end, a monthly meeting, a festival week. */
function seriesInputs({ categories, venues, organizers }) {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const day = (offset, hour, minutes = 0) => {
    const d = new Date(monday);
    d.setUTCDate(d.getUTCDate() + offset);
    d.setUTCHours(hour, minutes, 0, 0);
    return d;
  };
  const link = (n, category) => ({
    venue: { id: venues[n % venues.length].id },
    organizers: [{ id: organizers[n % organizers.length].id }],
    categories: [{ id: categories[category].id }],
  });
  const common = { requestedStatus: 'publish', mayPublish: true, timezone: 'Europe/Brussels' };
  return [
    {
      ...common,
      title: 'Evening yoga',
      description: 'Every **Tuesday and Thursday**, all levels welcome.',
      startUtc: day(1, 18),
      endUtc: day(1, 19, 15),
      recurrence: { rules: ['FREQ=WEEKLY;BYDAY=TU,TH'], rdates: [], exdates: [] },
      links: link(1, Object.keys(categories)[0]),
    },
    {
      ...common,
      title: 'Neighbourhood council',
      description: 'The second Tuesday of every month.',
      startUtc: day(8, 19),
      endUtc: day(8, 21),
      recurrence: { rules: ['FREQ=MONTHLY;BYDAY=2TU;COUNT=12'], rdates: [], exdates: [] },
      links: link(2, Object.keys(categories)[1]),
    },
    {
      ...common,
      title: 'Summer festival',
      description: 'Seven days of music in the park.',
      allDay: true,
      // All-day events are stored as 00:00:00 to 23:59:59 local, as the REST API writes them.
      timezone: 'UTC',
      startUtc: day(21, 0),
      endUtc: new Date(day(22, 0).getTime() - 1000),
      recurrence: { rules: ['FREQ=DAILY;COUNT=7'], rdates: [], exdates: [] },
      links: link(3, Object.keys(categories)[2]),
    },
  ];
}

async function seedDemo(strapi) {
  const existing = await strapi.db.query(UID.event).count();
  if (existing > 0) return;
  strapi.log.info('[calendar demo] empty database: loading sample data');
  const terms = await seedTerms(strapi);
  const linked = await seedLinked(strapi);
  const rnd = random(Number(new Date().toISOString().slice(0, 10).replace(/-/g, '')));
  const writes = strapi.plugin('calendar').service('eventWrites');
  for (let n = 0; n < 48; n++) {
    const event = await writes.create(eventInput(n, rnd, { ...terms, ...linked }), 'en');
    if (n % 8 === 0) {
      await translate(strapi, UID.event, event.documentId, 'fr', {
        title: `${event.title} (FR)`,
        slug: `${event.slug}-fr`,
        startUtc: event.startUtc,
        endUtc: event.endUtc,
        timezone: event.timezone,
        postStatus: 'publish',
      });
      await translate(strapi, UID.event, event.documentId, 'nl', {
        title: `${event.title} (NL)`,
        slug: `${event.slug}-nl`,
        startUtc: event.startUtc,
        endUtc: event.endUtc,
        timezone: event.timezone,
        postStatus: 'publish',
      });
    }
  }
  for (const series of seriesInputs({ ...terms, ...linked })) await writes.create(series, 'en');
  strapi.log.info(
    '[calendar demo] sample data loaded: 48 events and 3 recurring series, 8 venues, 6 organizers, 9 categories, 8 tags'
  );
}

module.exports = { seedDemo };
