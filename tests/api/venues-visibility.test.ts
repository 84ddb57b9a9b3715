/**
 * Which venues each caller sees (docs/tec-behaviour.md §5.3; docs/api.md §3): statuses in GET /venues
 * for anonymous callers and editors, and password-protected venues in lists, single reads and the
 * events that embed them.
 */
import { useApp } from './helpers/app';
import { createEvent } from './helpers/event-reads';
import { NS, invalidParamBody, pathOf } from './helpers/linked';
import { VENUE_EDITOR, names, venueRequests } from './helpers/venues';

const app = useApp();
let full: string;
let editor: string;

beforeAll(async () => {
  full = await app.token('full-access');
  editor = await app.token('custom', VENUE_EDITOR);
});

const { createVenue, get } = venueRequests(app, () => full);

describe('GET /venues: status visibility', () => {
  beforeAll(async () => {
    await createVenue({ venue: 'Visible Pub' });
    await createVenue({ venue: 'Visible Draft', status: 'draft' });
    await createVenue({ venue: 'Visible Private', status: 'private' });
    const trashed = await createVenue({ venue: 'Visible Trash' });
    await app.http.delete(`${NS}/venues/${trashed.id}`).set('Authorization', full).expect(200);
  });

  it('anonymous callers see published venues only', async () => {
    expect(names(await get(`${NS}/venues?search=Visible`))).toEqual(['Visible Pub']);
    expect(names(await get(`${NS}/venues?search=Visible&status=publish`))).toEqual(['Visible Pub']);
  });

  it.each(['draft', 'publish,draft', 'trash', 'foo'])(
    'anonymous status=%s: 400 rest_invalid_param',
    async (status) => {
      const res = await get(`${NS}/venues?search=Visible&status=${status}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody('status'));
    }
  );

  it('editors see every status but trash by default, and the URLs carry that list', async () => {
    const res = await get(`${NS}/venues?search=Visible`, editor);
    expect(names(res).sort()).toEqual(['Visible Draft', 'Visible Private', 'Visible Pub']);
    const status = new URL(res.body.rest_url).searchParams.get('status')!;
    expect(status.split(',').sort()).toEqual(['draft', 'future', 'pending', 'private', 'publish']);
    // The URL is one the endpoint accepts (never TEC's status=any).
    expect((await get(pathOf(res.body.rest_url), editor)).status).toBe(200);
  });

  it('editors may ask for any list of statuses', async () => {
    expect(names(await get(`${NS}/venues?search=Visible&status=draft`, editor))).toEqual([
      'Visible Draft',
    ]);
    expect(names(await get(`${NS}/venues?search=Visible&status=trash`, editor))).toEqual([
      'Visible Trash',
    ]);
    expect(
      names(await get(`${NS}/venues?search=Visible&status[]=draft&status[]=private`, editor)).sort()
    ).toEqual(['Visible Draft', 'Visible Private']);
  });

  it.each(['any', 'foo', 'publish,foo'])('editors: status=%s is 400', async (status) => {
    const res = await get(`${NS}/venues?status=${status}`, editor);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('status'));
  });
});
describe('password-protected venues', () => {
  let locked: Record<string, any>;

  const PROTECTED = [
    'description',
    'excerpt',
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
    'image',
  ];

  beforeAll(async () => {
    locked = await createVenue({
      venue: 'Locked Loft',
      password: 'sesame',
      description: 'Behind the door',
      excerpt: 'Door',
      address: '1 Hidden Way',
      city: 'Ghent',
      country: 'United States',
      state: 'NY',
      province: 'Nowhere',
      zip: '10001',
      phone: '555',
      website: 'https://loft.example/',
      geo_lat: 1,
      geo_lng: 2,
    });
  });

  function expectBlanked(body: Record<string, unknown>) {
    for (const key of PROTECTED) expect(body).not.toHaveProperty(key);
    expect(body).toMatchObject({
      id: locked.id,
      venue: 'Locked Loft',
      slug: 'locked-loft',
      show_map: null,
      show_map_link: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/Hidden|Ghent|NY|10001|loft\.example|sesame/);
  }

  it('never returns the password, not even to its writer', () => {
    expect(locked).not.toHaveProperty('password');
    expect(locked.address).toBe('1 Hidden Way');
  });

  it('answers 200 with the protected fields blanked to anonymous callers (single, list, by slug)', async () => {
    const single = await get(`${NS}/venues/${locked.id}`);
    expect(single.status).toBe(200);
    expectBlanked(single.body);
    expect(single.body.json_ld).toEqual({ '@type': 'Place', name: 'Locked Loft' });
    expectBlanked((await get(`${NS}/venues/by-slug/locked-loft`)).body);
    expectBlanked((await get(`${NS}/venues?search=Locked`)).body.venues[0]);
    expectBlanked((await get(`${NS}/venues/${locked.id}?password=wrong`)).body);
  });

  it('answers the full record with the right password', async () => {
    const res = await get(`${NS}/venues/${locked.id}?password=sesame`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      address: '1 Hidden Way',
      city: 'Ghent',
      state: 'NY',
      stateprovince: 'NY',
      geo_lat: 1,
      geo_lng: 2,
      description: '<p>Behind the door</p>',
    });
    expect((await get(`${NS}/venues?search=Locked&password=sesame`)).body.venues[0].city).toBe(
      'Ghent'
    );
  });

  it('is found by its name, but not by a protected field, unless the caller could read it', async () => {
    expect(names(await get(`${NS}/venues?search=Loft`))).toEqual(['Locked Loft']);
    for (const word of ['hidden', 'ghent', '10001', 'door']) {
      expect((await get(`${NS}/venues?search=${word}`)).body.total).toBe(0);
      expect((await get(`${NS}/venues?search=${word}&password=wrong`)).body.total).toBe(0);
      expect(names(await get(`${NS}/venues?search=${word}&password=sesame`))).toEqual([
        'Locked Loft',
      ]);
      expect(names(await get(`${NS}/venues?search=${word}&context=edit`, editor))).toEqual([
        'Locked Loft',
      ]);
      expect((await get(`${NS}/venues?search=${word}`, editor)).body.total).toBe(0);
    }
  });

  it('shows it whole to an editor with context=edit only', async () => {
    expect((await get(`${NS}/venues/${locked.id}?context=edit`, editor)).body.city).toBe('Ghent');
    expectBlanked((await get(`${NS}/venues/${locked.id}`, editor)).body);
    expectBlanked((await get(`${NS}/venues/${locked.id}?context=edit`)).body);
  });

  it('never leaks through an event that embeds it', async () => {
    const event = await createEvent(app, full, { title: 'Locked Party', venue: locked.id });
    const res = await get(`${NS}/events/${event.id}`);
    expect(res.status).toBe(200);
    expectBlanked(res.body.venue);
    const listed = (await get(`${NS}/events?search=${encodeURIComponent('Locked Party')}`)).body
      .events[0];
    expectBlanked(listed.venue);
  });
});
