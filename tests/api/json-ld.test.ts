/**
 * json_ld on single reads over HTTP (docs/tec-behaviour.md §3.7, docs/api.md §9): complete schema.org for an event
 * with its venue, organizer, image and cost, validated against the schema.org vocabulary and
 * Google's Event requirements; venues and organizers too.
 */
import { useApp } from './helpers/app';
import { googleEventGaps, schemaOrgIssues } from '../unit/schemaorg/validate';

import { NS } from './helpers/root';
const HOST = 'calendar.test';

const app = useApp();
let full: string;
let ids: Record<string, number>;

async function post(path: string, body: Record<string, unknown>) {
  const res = await app.http
    .post(`${NS}${path}`)
    .set('Host', HOST)
    .set('Authorization', full)
    .send(body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number };
}

const read = (path: string) => app.http.get(`${NS}${path}`).set('Host', HOST);

beforeAll(async () => {
  full = await app.token('full-access');
  const file = await app.strapi.db.query('plugin::upload.file').create({
    data: {
      name: 'poster.jpg',
      hash: 'poster_jsonld',
      ext: '.jpg',
      mime: 'image/jpeg',
      size: 80.5,
      url: '/uploads/poster_jsonld.jpg',
      width: 1200,
      height: 800,
      provider: 'local',
    },
  });
  const venue = await post('/venues', {
    venue: 'Concertgebouw',
    address: "'t Zand 34",
    city: 'Brugge',
    province: 'West-Vlaanderen',
    zip: '8000',
    country: 'Belgium',
    phone: '+32 70 22 33 02',
    website: 'https://concertgebouw.example/',
    geo_lat: 51.2036,
    geo_lng: 3.2164,
  });
  const organizer = await post('/organizers', {
    organizer: 'Brugge Plus',
    email: 'info@bruggeplus.example',
    website: 'https://bruggeplus.example/',
    phone: '+32 50 44 30 40',
  });
  const event = await post('/events', {
    title: 'Jazz at the Concertgebouw',
    description: 'An evening of *jazz*.',
    excerpt: 'Jazz, live.',
    start_date: '2027-06-05 20:00:00',
    end_date: '2027-06-05 23:30:00',
    timezone: 'Europe/Brussels',
    image: String(file.id),
    cost: '$15 - $25',
    venue: venue.id,
    organizer: [organizer.id],
  });
  const bare = await post('/events', {
    title: 'No venue yet',
    start_date: '2027-06-06 10:00:00',
    end_date: '2027-06-06 11:00:00',
  });
  ids = { event: event.id, bare: bare.id, venue: venue.id, organizer: organizer.id };
});

describe('an event’s json_ld', () => {
  let ld: Record<string, unknown>;

  beforeAll(async () => {
    const res = await read(`/events/${ids.event}`);
    expect(res.status).toBe(200);
    ld = res.body.json_ld;
  });

  test('is valid against the schema.org vocabulary', () => {
    expect(schemaOrgIssues(ld)).toEqual([]);
  });

  test('meets Google’s Event requirements and recommendations (performer aside: none is known)', () => {
    expect(googleEventGaps(ld)).toEqual({ required: [], recommended: ['performer'] });
  });

  test('is complete: dates with the zone’s offset, status, Place with address and geo, organizer, offers, image', () => {
    expect(ld).toMatchObject({
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: 'Jazz at the Concertgebouw',
      description: 'Jazz, live.',
      image: `http://${HOST}/uploads/poster_jsonld.jpg`,
      url: `http://${HOST}/events/jazz-at-the-concertgebouw/`,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2027-06-05T20:00:00+02:00',
      endDate: '2027-06-05T23:30:00+02:00',
      location: {
        '@type': 'Place',
        name: 'Concertgebouw',
        address: {
          '@type': 'PostalAddress',
          streetAddress: "'t Zand 34",
          addressLocality: 'Brugge',
          addressRegion: 'West-Vlaanderen',
          postalCode: '8000',
          addressCountry: 'Belgium',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 51.2036, longitude: 3.2164 },
      },
      organizer: {
        '@type': 'Person',
        name: 'Brugge Plus',
        url: 'https://bruggeplus.example/',
        email: 'info@bruggeplus.example',
      },
      offers: {
        '@type': 'Offer',
        price: '15',
        priceCurrency: 'USD',
        url: `http://${HOST}/events/jazz-at-the-concertgebouw/`,
        availability: 'https://schema.org/InStock',
      },
    });
    expect((ld.offers as { validFrom: string }).validFrom).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/
    );
  });

  test('an event without a venue is still valid schema.org; Google then misses its location', async () => {
    const bare = (await read(`/events/${ids.bare}`)).body.json_ld;
    expect(schemaOrgIssues(bare)).toEqual([]);
    expect(googleEventGaps(bare).required).toEqual(['location']);
  });
});

describe('venue and organizer json_ld', () => {
  test('a venue’s is a valid Place, embedded in events the same', async () => {
    const venue = (await read(`/venues/${ids.venue}`)).body;
    expect(schemaOrgIssues(venue.json_ld)).toEqual([]);
    expect(venue.json_ld).toMatchObject({
      '@type': 'Place',
      url: `http://${HOST}/venues/concertgebouw/`,
      sameAs: 'https://concertgebouw.example/',
    });
    const embedded = (await read(`/events/${ids.event}`)).body.venue.json_ld;
    expect(embedded).toEqual(venue.json_ld);
  });

  test('an organizer’s is a valid Person', async () => {
    const organizer = (await read(`/organizers/${ids.organizer}`)).body;
    expect(schemaOrgIssues(organizer.json_ld)).toEqual([]);
    expect(organizer.json_ld).toMatchObject({
      '@type': 'Person',
      name: 'Brugge Plus',
      telephone: '+32 50 44 30 40',
    });
  });
});
