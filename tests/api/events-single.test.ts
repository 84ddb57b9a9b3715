/**
 * GET /events/{id} and GET /events/by-slug/{slug}: the record of docs/tec-behaviour.md §3.3 with docs/api.md §2's
 * additions, and the handler steps of docs/tec-behaviour.md §2.2 (not found, trash, visibility, password).
 */
import { useApp } from './helpers/app';
import { makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import { NS, createEvent, get, pathOf, type EventBody } from './helpers/event-reads';

/** Key order of TEC's single event (docs/tec-behaviour.md §11.5). */
const TEC_EVENT_KEYS = [
  'id', 'global_id', 'global_id_lineage', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'rest_url',
  'title', 'description', 'excerpt', 'slug', 'image', 'all_day', 'start_date', 'start_date_details', 'end_date', 'end_date_details',
  'utc_start_date', 'utc_start_date_details', 'utc_end_date', 'utc_end_date_details', 'timezone', 'timezone_abbr', 'cost',
  'cost_details', 'website', 'show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured', 'categories', 'tags', 'venue',
  'organizer', 'custom_fields', 'json_ld',
];
/** docs/tec-behaviour.md §3.4: venue and organizer key orders (empty values are pruned). */
const TEC_VENUE_KEYS = [
  'id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'venue', 'description', 'excerpt', 'slug', 'image',
  'address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'website', 'stateprovince', 'geo_lat', 'geo_lng', 'json_ld',
  'show_map', 'show_map_link', 'global_id', 'global_id_lineage',
];
const TEC_ORGANIZER_KEYS = [
  'id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'organizer', 'description', 'excerpt', 'slug', 'image',
  'phone', 'website', 'email', 'json_ld', 'global_id', 'global_id_lineage',
];
/** docs/tec-behaviour.md §3.5, §11.5: a term embedded in an event. */
const TEC_EMBEDDED_TERM_KEYS = ['name', 'slug', 'term_group', 'term_taxonomy_id', 'taxonomy', 'description', 'parent', 'count', 'filter', 'id', 'urls'];

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

/** A body with the ephemeral test server origin taken out of every URL, to compare two responses. */
const sameOrigin = (body: unknown) => JSON.parse(JSON.stringify(body).replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://origin'));

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
    venue = await makeVenue(app.strapi, 'Record Hall', { address: '568 River Rd', city: 'Dublin', country: 'Ireland', zip: 'D0257', phone: '+1-555-8657', website: 'https://venue.example/' });
    organizer = await makeOrganizer(app.strapi, 'Record Productions', { phone: '+1-555-5942', website: 'https://org.example/', email: 'contact@org.example' });
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

  it('has the keys of TEC in TEC order, then translation_language and translations', async () => {
    const res = await get(app, `${NS}/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([...TEC_EVENT_KEYS, 'translation_language', 'translations']);
  });

  it('answers by slug with the same record', async () => {
    const byId = await get(app, `${NS}/events/${event.id}`);
    const bySlug = await get(app, `${NS}/events/by-slug/community-rock-screening`);
    expect(bySlug.status).toBe(200);
    expect(Object.keys(bySlug.body)).toEqual([...TEC_EVENT_KEYS, 'translation_language', 'translations']);
    expect(sameOrigin(bySlug.body)).toEqual(sameOrigin(byId.body));
  });

  it('carries TEC types: author and *_details members as strings', async () => {
    const { body } = await get(app, `${NS}/events/${event.id}`);
    expect(body.author).toBe(String(authorId));
    expect(body.start_date_details).toEqual({ year: '2027', month: '03', day: '05', hour: '09', minutes: '07', seconds: '05' });
    expect(body.end_date_details).toEqual({ year: '2027', month: '03', day: '05', hour: '18', minutes: '30', seconds: '00' });
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
    for (const key of ['date', 'date_utc', 'modified', 'modified_utc']) expect(body[key]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('embeds the venue, organizers and terms in TEC shapes, with json_ld on linked records as TEC does', async () => {
    const { body } = await get(app, `${NS}/events/${event.id}`);
    expect(body.venue).not.toHaveProperty('author');
    expect(body.venue).toMatchObject({ id: venue.id, venue: 'Record Hall', address: '568 River Rd', city: 'Dublin', show_map: true, show_map_link: true });
    expectOrderOf(Object.keys(body.venue), TEC_VENUE_KEYS);
    expect(Object.keys(body.venue).slice(-2)).toEqual(['translation_language', 'translations']);
    expect(body.venue.json_ld).toMatchObject({ '@type': 'Place', name: 'Record Hall' });
    expect(body.organizer).toHaveLength(1);
    expect(body.organizer[0]).toMatchObject({ id: organizer.id, organizer: 'Record Productions', email: 'contact@org.example' });
    expectOrderOf(Object.keys(body.organizer[0]), TEC_ORGANIZER_KEYS);
    expect(body.organizer[0].json_ld).toMatchObject({ '@type': 'Person', name: 'Record Productions' });
    expect(Object.keys(body.categories[0])).toEqual([...TEC_EMBEDDED_TERM_KEYS, 'translation_language', 'translations']);
    expect(body.categories[0]).toMatchObject({ id: category.id, slug: 'record-comedy', taxonomy: 'tribe_events_cat', count: 1, filter: 'raw' });
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
    const bare = await createEvent(app, full, { title: 'Bare event', start_date: '2027-03-06 10:00:00', end_date: '2027-03-06 11:00:00' });
    const { body } = await get(app, `${NS}/events/${bare.id}`);
    expect(body).toMatchObject({ venue: [], organizer: [], categories: [], tags: [], image: false, cost: '', author: '0' });
    expect(body.cost_details).toEqual({ currency_symbol: '', currency_code: '', currency_position: '', values: [] });
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

describe('not found', () => {
  it('answers an unknown id with 404 rest-event-not-found', async () => {
    const res = await get(app, `${NS}/events/99999999`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest-event-not-found', message: 'Event with ID 99999999 does not exist.', data: { status: 404 } });
  });

  it.each([
    ['0', '0'],
    ['00042', '42'],
  ])('answers the unknown id %s with 404 rest-event-not-found, naming it as an integer', async (id, shown) => {
    const res = await get(app, `${NS}/events/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest-event-not-found', message: `Event with ID ${shown} does not exist.`, data: { status: 404 } });
  });

  it('answers an id too large to exist with 404 rest-event-not-found, not a type error', async () => {
    const res = await get(app, `${NS}/events/99999999999999999999`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest-event-not-found');
    expect(res.body.data).toEqual({ status: 404 });
  });

  it('answers an unknown slug with 404 rest-event-not-found, as for an unknown id (docs/api.md §1)', async () => {
    const res = await get(app, `${NS}/events/by-slug/no-such-event-slug`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest-event-not-found');
    expect(res.body.data).toEqual({ status: 404 });
  });

  it.each(['abc', '12abc', '-1', '1.5'])('answers a non-numeric id %p with 404 rest_no_route', async (id) => {
    const res = await get(app, `${NS}/events/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
  });

  it('answers an empty slug with 404 rest_no_route', async () => {
    const res = await get(app, `${NS}/events/by-slug/`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });

  it('answers a language without a version of the event with 404, an unknown language with 400', async () => {
    const event = await createEvent(app, full, { title: 'English only', start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00' });
    const fr = await get(app, `${NS}/events/${event.id}?translation_language=fr`);
    expect(fr.status).toBe(404);
    expect(fr.body.code).toBe('rest-event-not-found');
    const bad = await get(app, `${NS}/events/${event.id}?translation_language=xx`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
    expect(Object.keys(bad.body.data.params)).toEqual(['translation_language']);
  });
});

describe('status and visibility', () => {
  const e: Record<string, EventBody> = {};
  let readOnly: string;

  beforeAll(async () => {
    for (const status of ['publish', 'draft', 'pending', 'private', 'future', 'trash']) {
      e[status] = await createEvent(app, full, { title: `Single ${status}`, status, start_date: '2027-05-02 10:00:00', end_date: '2027-05-02 11:00:00' });
    }
    readOnly = await app.token('read-only');
  });

  it.each(['draft', 'pending', 'private', 'future'])('answers a %s event with 403 event-not-accessible to anonymous callers', async (status) => {
    const res = await get(app, `${NS}/events/${e[status].id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'event-not-accessible', message: 'The requested event is not accessible', data: { status: 403 } });
    const bySlug = await get(app, `${NS}/events/by-slug/${e[status].slug}`);
    expect(bySlug.status).toBe(403);
    expect(bySlug.body.code).toBe('event-not-accessible');
  });

  it.each(['draft', 'pending', 'private', 'future'])('answers a %s event with 403 to a read-only token too', async (status) => {
    const res = await get(app, `${NS}/events/${e[status].id}`, readOnly);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('event-not-accessible');
  });

  it.each(['draft', 'pending', 'private', 'future'])('shows a %s event to a full-access token', async (status) => {
    const res = await get(app, `${NS}/events/${e[status].id}`, full);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(status);
  });

  it('answers a trashed event with 403 event-no-longer-available to anonymous callers', async () => {
    const res = await get(app, `${NS}/events/${e.trash.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'event-no-longer-available', message: 'This event is no longer available', data: { status: 403 } });
    const bySlug = await get(app, `${NS}/events/by-slug/${e.trash.slug}`);
    expect(bySlug.status).toBe(403);
    expect(bySlug.body.code).toBe('event-no-longer-available');
  });

  it('shows a published event to everyone', async () => {
    for (const auth of [undefined, readOnly, full]) {
      const res = await get(app, `${NS}/events/${e.publish.id}`, auth);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(e.publish.id);
    }
  });
});

describe('password-protected events', () => {
  const PASSWORD = 'Single-Pa55-Sesame';
  let locked: EventBody;

  beforeAll(async () => {
    locked = await createEvent(app, full, {
      title: 'Guarded gala',
      description: 'Only for guests',
      password: PASSWORD,
      start_date: '2027-05-03 19:00:00',
      end_date: '2027-05-03 23:00:00',
    });
  });

  it('answers 403 event-password-protected without the password, by id and by slug', async () => {
    for (const url of [`${NS}/events/${locked.id}`, `${NS}/events/by-slug/guarded-gala`, `${NS}/events/${locked.id}?password=wrong`]) {
      const res = await get(app, url);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'event-password-protected', message: 'The requested event is not accessible without a password', data: { status: 403 } });
    }
  });

  it('answers 200 with the full record given the right password', async () => {
    for (const url of [`${NS}/events/${locked.id}?password=${PASSWORD}`, `${NS}/events/by-slug/guarded-gala?password=${PASSWORD}`]) {
      const res = await get(app, url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: locked.id, title: 'Guarded gala', description: '<p>Only for guests</p>', all_day: false });
      expect(res.body).toHaveProperty('json_ld');
      expect(res.body).not.toHaveProperty('password');
      expect(res.text).not.toContain(PASSWORD);
    }
  });

  it('asks an editor for the password too, unless context=edit', async () => {
    expect((await get(app, `${NS}/events/${locked.id}`, full)).status).toBe(403);
    const edit = await get(app, `${NS}/events/${locked.id}?context=edit`, full);
    expect(edit.status).toBe(200);
    expect(edit.body.description).toBe('<p>Only for guests</p>');
    expect(edit.text).not.toContain(PASSWORD);
  });

  it('does not let anonymous callers in with context=edit', async () => {
    const res = await get(app, `${NS}/events/${locked.id}?context=edit`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('event-password-protected');
  });

  it('rejects an unknown context', async () => {
    const res = await get(app, `${NS}/events/${locked.id}?context=admin`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual(['context']);
  });
});

describe('slugs', () => {
  it('keeps a slug with a dot reachable by slug', async () => {
    const event = await createEvent(app, full, { title: 'Version launch', slug: 'v1.2-launch', start_date: '2027-05-04 10:00:00', end_date: '2027-05-04 11:00:00' });
    expect(event.slug).toBe('v1.2-launch');
    const res = await get(app, `${NS}/events/by-slug/v1.2-launch`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(event.id);
    expect(pathOf(res.body.url)).toBe('/events/v1.2-launch/');
  });

  it('finds a slug written as TEC\'s lookup would normalise it (case, dots)', async () => {
    const event = await createEvent(app, full, { title: 'Release v2.0 party', start_date: '2027-05-04 14:00:00', end_date: '2027-05-04 15:00:00' });
    expect(event.slug).toBe('release-v2-0-party');
    for (const written of ['Release-V2-0-Party', 'release-v2.0-party']) {
      const res = await get(app, `${NS}/events/by-slug/${written}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(event.id);
    }
  });

  it('URL-decodes the slug', async () => {
    const event = await createEvent(app, full, { title: 'Tilde party', slug: 'tilde~party', start_date: '2027-05-04 12:00:00', end_date: '2027-05-04 13:00:00' });
    const res = await get(app, `${NS}/events/by-slug/tilde%7Eparty`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(event.id);
  });
});

describe('linked records a caller may not see', () => {
  let withDraftVenue: EventBody;
  let withLockedVenue: EventBody;
  let withLockedOrganizer: EventBody;

  beforeAll(async () => {
    const draftVenue = await makeVenue(app.strapi, 'Single Draft Venue', { postStatus: 'draft', address: '9 Draft Lane' });
    const lockedVenue = await makeVenue(app.strapi, 'Single Guarded Venue', {
      password: 'venue-secret',
      address: '7 Hidden Street',
      city: 'Secretville',
      state: 'Secretstate',
      province: 'Secretprovince',
      stateprovince: 'SecretSP',
      zip: '99999',
      country: 'Secretland',
      phone: '+1-555-0199',
      website: 'https://hidden.example/',
      description: 'Hidden description',
      geoLat: 1.5,
      geoLng: 2.5,
    });
    const lockedOrganizer = await makeOrganizer(app.strapi, 'Single Guarded Organizer', { password: 'org-secret', phone: '+1-555-0142', email: 'hidden@org.example', website: 'https://org-hidden.example/' });
    withDraftVenue = await createEvent(app, full, { title: 'Public with draft venue', venue: draftVenue.id, start_date: '2027-05-05 10:00:00', end_date: '2027-05-05 11:00:00' });
    withLockedVenue = await createEvent(app, full, { title: 'Public with guarded venue', venue: lockedVenue.id, start_date: '2027-05-05 12:00:00', end_date: '2027-05-05 13:00:00' });
    withLockedOrganizer = await createEvent(app, full, { title: 'Public with guarded organizer', organizer: [lockedOrganizer.id], start_date: '2027-05-05 14:00:00', end_date: '2027-05-05 15:00:00' });
  });

  it('does not embed a draft venue for anonymous callers', async () => {
    const res = await get(app, `${NS}/events/${withDraftVenue.id}`);
    expect(res.status).toBe(200);
    expect(res.body.venue).toEqual([]);
    expect(res.body.json_ld).not.toHaveProperty('location');
    expect(res.text).not.toContain('9 Draft Lane');
    expect(res.text).not.toContain('Single Draft Venue');
  });

  it('embeds the draft venue for an editor', async () => {
    const res = await get(app, `${NS}/events/${withDraftVenue.id}`, full);
    expect(res.body.venue).toMatchObject({ venue: 'Single Draft Venue', status: 'draft' });
  });

  it('embeds a password-protected venue without any of its protected fields, json_ld included', async () => {
    const res = await get(app, `${NS}/events/${withLockedVenue.id}`);
    expect(res.status).toBe(200);
    expect(res.body.venue.venue).toBe('Single Guarded Venue');
    for (const key of ['address', 'city', 'state', 'province', 'stateprovince', 'zip', 'country', 'phone', 'website', 'description', 'excerpt', 'geo_lat', 'geo_lng', 'image']) {
      expect(res.body.venue[key] ?? '').toBe('');
    }
    for (const secret of ['7 Hidden Street', 'Secretville', 'Secretstate', 'Secretprovince', 'SecretSP', '99999', 'Secretland', '555-0199', 'hidden.example', 'Hidden description', 'venue-secret']) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.body.json_ld.location).toEqual({ '@type': 'Place', name: 'Single Guarded Venue' });
  });

  it('embeds a password-protected organizer without its protected fields', async () => {
    const res = await get(app, `${NS}/events/${withLockedOrganizer.id}`);
    expect(res.status).toBe(200);
    expect(res.body.organizer[0].organizer).toBe('Single Guarded Organizer');
    for (const secret of ['555-0142', 'hidden@org.example', 'org-hidden.example', 'org-secret']) {
      expect(res.text).not.toContain(secret);
    }
  });
});
