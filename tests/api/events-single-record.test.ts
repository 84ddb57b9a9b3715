/**
 * GET /events/{id} and GET /events/by-slug/{slug}: the record of docs/tec-behaviour.md §3.3 with
 * docs/api.md §2's additions, and slugs. Unknown ids and slugs, status, trash, passwords and linked
 * records a caller may not see are in events-single-access.test.ts.
 */
import { useApp } from './helpers/app';
import { makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import { NS, createEvent, get, pathOf, type EventBody } from './helpers/event-reads';

/** Key order of TEC's single event (docs/tec-behaviour.md §11.5). */
const TEC_EVENT_KEYS = [
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
  'json_ld',
];
/** docs/tec-behaviour.md §3.4: venue and organizer key orders (empty values are pruned). */
const TEC_VENUE_KEYS = [
  'id',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'venue',
  'description',
  'excerpt',
  'slug',
  'image',
  'address',
  'city',
  'country',
  'province',
  'state',
  'zip',
  'phone',
  'website',
  'stateprovince',
  'geo_lat',
  'geo_lng',
  'json_ld',
  'show_map',
  'show_map_link',
  'global_id',
  'global_id_lineage',
];
const TEC_ORGANIZER_KEYS = [
  'id',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'organizer',
  'description',
  'excerpt',
  'slug',
  'image',
  'phone',
  'website',
  'email',
  'json_ld',
  'global_id',
  'global_id_lineage',
];
/** docs/tec-behaviour.md §3.5, §11.5: a term embedded in an event. */
const TEC_EMBEDDED_TERM_KEYS = [
  'name',
  'slug',
  'term_group',
  'term_taxonomy_id',
  'taxonomy',
  'description',
  'parent',
  'count',
  'filter',
  'id',
  'urls',
];

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

/** A body with the ephemeral test server origin taken out of every URL, to compare two responses. */
const sameOrigin = (body: unknown) =>
  JSON.parse(JSON.stringify(body).replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://origin'));

/** `keys` restricted to those in `reference`, which must then be in `reference`'s order. */
function expectOrderOf(keys: string[], reference: string[]) {
  const known = keys.filter((k) => reference.includes(k));
  expect(known).toEqual(reference.filter((k) => known.includes(k)));
}

describe('the event record', () => {
  let event: EventBody;
  let authorId: number;
  let venue: { id: number };
  let organizer: { id: number };
  let category: { id: number };
  let tag: { id: number };

  beforeAll(async () => {
    authorId = (await app.user([])).id;
    venue = await makeVenue(app.strapi, 'Record Hall', {
      address: '568 River Rd',
      city: 'Dublin',
      country: 'Ireland',
      zip: 'D0257',
      phone: '+1-555-8657',
      website: 'https://venue.example/',
    });
    organizer = await makeOrganizer(app.strapi, 'Record Productions', {
      phone: '+1-555-5942',
      website: 'https://org.example/',
      email: 'contact@org.example',
    });
    category = await makeCategory(app.strapi, 'Record Comedy');
    tag = await makeTag(app.strapi, 'record-screening');
    event = await createEvent(app, full, {
      title: 'Community Rock Screening',
      description: 'Minim laboris est esse.',
      excerpt: 'Est proident ex deserunt.',
      start_date: '2027-03-05 09:07:05',
      end_date: '2027-03-05 18:30:00',
      timezone: 'UTC',
      cost: '0',
      website: 'https://events.example.test/e/5001',
      author: authorId,
      venue: venue.id,
      organizer: [organizer.id],
      categories: [category.id],
      tags: [tag.id],
    });
  });

  it('has the keys of TEC in TEC order, then translation_language, translations, recurring and the status fields (docs/api.md §13)', async () => {
    const res = await get(app, `${NS}/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      ...TEC_EVENT_KEYS,
      'translation_language',
      'translations',
      'recurring',
      'event_status',
      'event_status_reason',
      'previous_start_date',
      'attendance_mode',
      'online_url',
    ]);
  });

  it('answers by slug with the same record', async () => {
    const byId = await get(app, `${NS}/events/${event.id}`);
    const bySlug = await get(app, `${NS}/events/by-slug/community-rock-screening`);
    expect(bySlug.status).toBe(200);
    expect(Object.keys(bySlug.body)).toEqual([
      ...TEC_EVENT_KEYS,
      'translation_language',
      'translations',
      'recurring',
      'event_status',
      'event_status_reason',
      'previous_start_date',
      'attendance_mode',
      'online_url',
    ]);
    expect(sameOrigin(bySlug.body)).toEqual(sameOrigin(byId.body));
  });

  it('carries TEC types: author and *_details members as strings', async () => {
    const { body } = await get(app, `${NS}/events/${event.id}`);
    expect(body.author).toBe(String(authorId));
    expect(body.start_date_details).toEqual({
      year: '2027',
      month: '03',
      day: '05',
      hour: '09',
      minutes: '07',
      seconds: '05',
    });
    expect(body.end_date_details).toEqual({
      year: '2027',
      month: '03',
      day: '05',
      hour: '18',
      minutes: '30',
      seconds: '00',
    });
    expect(body.utc_start_date_details).toEqual(body.start_date_details);
    expect(body.utc_end_date_details).toEqual(body.end_date_details);
    expect(body).toMatchObject({
      id: event.id,
      status: 'publish',
      title: 'Community Rock Screening',
      description: '<p>Minim laboris est esse.</p>',
      excerpt: '<p>Est proident ex deserunt.</p>',
      slug: 'community-rock-screening',
      image: false,
      all_day: false,
      start_date: '2027-03-05 09:07:05',
      end_date: '2027-03-05 18:30:00',
      utc_start_date: '2027-03-05 09:07:05',
      utc_end_date: '2027-03-05 18:30:00',
      timezone: 'UTC',
      timezone_abbr: 'UTC',
      cost: 'Free',
      website: 'https://events.example.test/e/5001',
      custom_fields: [],
      translation_language: 'en',
      translations: { en: event.id },
    });
    expect(body.global_id_lineage).toEqual([body.global_id]);
    expect(body.global_id).toMatch(new RegExp(`\\?id=${event.id}$`));
    expect(pathOf(body.rest_url)).toBe(`${NS}/events/${event.id}`);
    expect(pathOf(body.url)).toBe('/events/community-rock-screening/');
    for (const key of ['date', 'date_utc', 'modified', 'modified_utc'])
      expect(body[key]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('embeds the venue, organizers and terms in TEC shapes, with json_ld on linked records as TEC does', async () => {
    const { body } = await get(app, `${NS}/events/${event.id}`);
    expect(body.venue).not.toHaveProperty('author');
    expect(body.venue).toMatchObject({
      id: venue.id,
      venue: 'Record Hall',
      address: '568 River Rd',
      city: 'Dublin',
      show_map: true,
      show_map_link: true,
    });
    expectOrderOf(Object.keys(body.venue), TEC_VENUE_KEYS);
    expect(Object.keys(body.venue).slice(-2)).toEqual(['translation_language', 'translations']);
    expect(body.venue.json_ld).toMatchObject({ '@type': 'Place', name: 'Record Hall' });
    expect(body.organizer).toHaveLength(1);
    expect(body.organizer[0]).toMatchObject({
      id: organizer.id,
      organizer: 'Record Productions',
      email: 'contact@org.example',
    });
    expectOrderOf(Object.keys(body.organizer[0]), TEC_ORGANIZER_KEYS);
    expect(body.organizer[0].json_ld).toMatchObject({
      '@type': 'Person',
      name: 'Record Productions',
    });
    expect(Object.keys(body.categories[0])).toEqual([
      ...TEC_EMBEDDED_TERM_KEYS,
      'translation_language',
      'translations',
    ]);
    expect(body.categories[0]).toMatchObject({
      id: category.id,
      slug: 'record-comedy',
      taxonomy: 'tribe_events_cat',
      count: 1,
      filter: 'raw',
    });
    expect(body.tags[0]).toMatchObject({ id: tag.id, taxonomy: 'post_tag', count: 1 });
  });

  it('has json_ld on single reads, like TEC', async () => {
    const { body } = await get(app, `${NS}/events/${event.id}`);
    expect(body.json_ld).toMatchObject({
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: 'Community Rock Screening',
      startDate: '2027-03-05T09:07:05+00:00',
      endDate: '2027-03-05T18:30:00+00:00',
      location: { '@type': 'Place', name: 'Record Hall' },
    });
    expect(body.json_ld.organizer).toMatchObject({ '@type': 'Person', name: 'Record Productions' });
  });

  it('has no json_ld and no embedded json_ld in lists', async () => {
    const res = await get(app, `${NS}/events?include=${event.id}`);
    expect(res.body.events[0]).not.toHaveProperty('json_ld');
    expect(res.body.events[0].venue).not.toHaveProperty('json_ld');
    expect(res.body.events[0].organizer[0]).not.toHaveProperty('json_ld');
  });

  it('has venue [] and organizer [] when there are none', async () => {
    const bare = await createEvent(app, full, {
      title: 'Bare event',
      start_date: '2027-03-06 10:00:00',
      end_date: '2027-03-06 11:00:00',
    });
    const { body } = await get(app, `${NS}/events/${bare.id}`);
    expect(body).toMatchObject({
      venue: [],
      organizer: [],
      categories: [],
      tags: [],
      image: false,
      cost: '',
      author: '0',
    });
    expect(body.cost_details).toEqual({
      currency_symbol: '',
      currency_code: '',
      currency_position: '',
      values: [],
    });
    expect(body.json_ld).not.toHaveProperty('location');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.http.head(`${NS}/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text ?? '').toBe('');
    expect((await app.http.head(`${NS}/events/99999999`)).status).toBe(404);
    expect((await app.http.head(`${NS}/events/by-slug/community-rock-screening`)).status).toBe(200);
  });
});

describe('slugs', () => {
  it('keeps a slug with a dot reachable by slug', async () => {
    const event = await createEvent(app, full, {
      title: 'Version launch',
      slug: 'v1.2-launch',
      start_date: '2027-05-04 10:00:00',
      end_date: '2027-05-04 11:00:00',
    });
    expect(event.slug).toBe('v1.2-launch');
    const res = await get(app, `${NS}/events/by-slug/v1.2-launch`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(event.id);
    expect(pathOf(res.body.url)).toBe('/events/v1.2-launch/');
  });

  it("finds a slug written as TEC's lookup would normalise it (case, dots)", async () => {
    const event = await createEvent(app, full, {
      title: 'Release v2.0 party',
      start_date: '2027-05-04 14:00:00',
      end_date: '2027-05-04 15:00:00',
    });
    expect(event.slug).toBe('release-v2-0-party');
    for (const written of ['Release-V2-0-Party', 'release-v2.0-party']) {
      const res = await get(app, `${NS}/events/by-slug/${written}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(event.id);
    }
  });

  it('URL-decodes the slug', async () => {
    const event = await createEvent(app, full, {
      title: 'Tilde party',
      slug: 'tilde~party',
      start_date: '2027-05-04 12:00:00',
      end_date: '2027-05-04 13:00:00',
    });
    const res = await get(app, `${NS}/events/by-slug/tilde%7Eparty`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(event.id);
  });
});
