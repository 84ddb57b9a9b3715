/**
 * POST /venues (docs/tec-behaviour.md §2.2 venue handlers, §4.3; docs/api.md §7): the created record, slugs,
 * form bodies, the derived stateprovince, de-duplication, and refused input that writes nothing.
 * Updates and deletes are in venues-update-delete.test.ts; write permissions in writes-access.test.ts.
 */
import { useApp } from './helpers/app';
import { atOnce } from './helpers/concurrent';
import { originOf } from './helpers/writes';
import {
  NS,
  UIDS,
  VENUE_KEYS,
  count,
  inOrder,
  invalidParamBody,
  pathOf,
  unchanged,
} from './helpers/linked';
import { venueRequests } from './helpers/venues';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const { createVenue, get, venueCount } = venueRequests(app, () => full);

describe('POST /venues', () => {
  it('creates: 201, Location, the record without json_ld', async () => {
    const before = await venueCount();
    const res = await app.http
      .post(`${NS}/venues`)
      .set('Authorization', full)
      .send({ venue: '  Harbor Club  ', city: 'Paris', country: 'France', zip: '75067' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`${originOf(res)}${NS}/venues/${res.body.id}`);
    expect(res.body).toMatchObject({
      venue: 'Harbor Club',
      slug: 'harbor-club',
      status: 'publish',
      city: 'Paris',
      country: 'France',
      zip: '75067',
      show_map: true,
      show_map_link: true,
    });
    expect(res.body).not.toHaveProperty('json_ld');
    expect(res.body).not.toHaveProperty('author');
    expect(Object.keys(res.body)).toEqual(inOrder(VENUE_KEYS, Object.keys(res.body)));
    expect(await venueCount()).toBe(before + 1);
    const read = await get(pathOf(res.headers.location));
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(res.body.id);
  });

  it('takes the slug it is given', async () => {
    const res = await createVenue({ venue: 'Slugged Hall', slug: 'my-own-slug' });
    expect(res.slug).toBe('my-own-slug');
    expect((await get(`${NS}/venues/by-slug/my-own-slug`)).body.id).toBe(res.id);
    const again = await createVenue({ venue: 'Other Slugged Hall', slug: 'my-own-slug' });
    expect(again.slug).toBe('my-own-slug-2');
  });

  it('gives a name with nothing sluggable a slug all the same (the kind, made unique)', async () => {
    const a = await createVenue({ venue: '東京ホール' });
    const b = await createVenue({ venue: '大阪ホール' });
    expect(a.slug).toMatch(/^venue(-\d+)?$/);
    expect(b.slug).toMatch(/^venue-\d+$/);
    expect((await get(`${NS}/venues/by-slug/${b.slug}`)).body.venue).toBe('大阪ホール');
  });

  it('accepts a form-encoded body (TEC clients send forms)', async () => {
    const res = await app.http
      .post(`${NS}/venues`)
      .set('Authorization', full)
      .type('form')
      .send('venue=Form+Hall&show_map=0&show_map_link=1&city=Lyon');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      venue: 'Form Hall',
      city: 'Lyon',
      show_map: false,
      show_map_link: true,
    });
  });

  it('stores the map flags by truthiness of a string', async () => {
    expect(
      await createVenue({ venue: 'Map Off', show_map: 'false', show_map_link: 'no' })
    ).toMatchObject({ show_map: false, show_map_link: false });
    expect(
      await createVenue({ venue: 'Map On', show_map: 'yes', show_map_link: '1' })
    ).toMatchObject({ show_map: true, show_map_link: true });
  });

  it.each([
    ['no country: the state', { state: 'CA' }, 'CA'],
    ['US: the state', { country: 'US', state: 'TX', province: 'Ignored' }, 'TX'],
    ['United States: the state', { country: 'United States', state: 'TN' }, 'TN'],
    [
      'another country: the province',
      { country: 'Canada', state: 'Ignored', province: 'Ontario' },
      'Ontario',
    ],
    ['US without a state: the province', { country: 'US', province: 'Guam' }, 'Guam'],
    [
      'given explicitly: as given',
      { country: 'Canada', province: 'Quebec', stateprovince: 'QC' },
      'QC',
    ],
  ])('derives stateprovince (%s)', async (_, fields, expected) => {
    const res = await createVenue({ venue: `Derived ${expected} ${Math.random()}`, ...fields });
    expect(res.stateprovince).toBe(expected);
  });

  it('leaves stateprovince out when there is nothing to derive it from', async () => {
    expect(await createVenue({ venue: 'No Region', country: 'France' })).not.toHaveProperty(
      'stateprovince'
    );
  });

  describe('de-duplication (docs/tec-behaviour.md §4.3)', () => {
    const data = {
      venue: 'Dedupe Den',
      address: '5 Long Road',
      city: 'Bruges',
      zip: '8000',
      phone: '+32 50',
    };
    let first: Record<string, any>;

    beforeAll(async () => {
      first = await createVenue(data);
    });

    it('answers a second identical create with 201 and the first record, creating nothing', async () => {
      const res = await unchanged(app, () =>
        app.http.post(`${NS}/venues`).set('Authorization', full).send(data)
      );
      expect(res.status).toBe(201);
      expect(res.body.id).toBe(first.id);
      expect(res.headers.location).toBe(`${originOf(res)}${NS}/venues/${first.id}`);
    });

    it('matches names case-insensitively and the address by word fragments, on the fields sent', async () => {
      const res = await unchanged(app, () =>
        app.http
          .post(`${NS}/venues`)
          .set('Authorization', full)
          .send({ venue: 'DEDUPE den', address: 'long road' })
      );
      expect(res.status).toBe(201);
      expect(res.body.id).toBe(first.id);
    });

    it('creates a new venue when one sent field differs', async () => {
      const before = await venueCount();
      const res = await createVenue({ ...data, city: 'Antwerp' });
      expect(res.id).not.toBe(first.id);
      expect(res.slug).toBe('dedupe-den-2');
      expect(await venueCount()).toBe(before + 1);
    });

    it('reuses a draft only for callers who may see drafts (no leak to a create-only caller)', async () => {
      const draft = await createVenue({ venue: 'Draft Twin', city: 'Arlon', status: 'draft' });
      const createOnly = await app.token('custom', ['plugin::calendar.venues.create']);
      const fresh = await createVenue({ venue: 'Draft Twin', city: 'Arlon' }, createOnly);
      expect(fresh.id).not.toBe(draft.id);
      expect(fresh.status).toBe('draft');
      const again = await unchanged(app, () =>
        app.http
          .post(`${NS}/venues`)
          .set('Authorization', full)
          .send({ venue: 'Draft Twin', city: 'Arlon' })
      );
      expect(again.body.id).toBe(draft.id);
    });

    // One process on PostgreSQL or MariaDB runs these on several pooled connections at once; the
    // writers that lose the race for the slug find the winner as their duplicate (slug-clash.ts).
    it('answers concurrent identical creates with 201 each and one venue, not a 500', async () => {
      const answers = await atOnce(app, 6, () =>
        app.http
          .post(`${NS}/venues`)
          .set('Authorization', full)
          .send({ venue: 'Rush Hall', city: 'Liège' })
      );
      expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
      expect(await count(app, UIDS.venue, { name: 'Rush Hall' })).toBe(1);
    });

    it('does not reuse a trashed venue', async () => {
      const gone = await createVenue({ venue: 'Trashed Twin', city: 'Mons' });
      await app.http.delete(`${NS}/venues/${gone.id}`).set('Authorization', full).expect(200);
      const res = await createVenue({ venue: 'Trashed Twin', city: 'Mons' });
      expect(res.id).not.toBe(gone.id);
    });

    // TEC's own sequence (its venue insertion acceptance test): the duplicate search looks at the
    // fields a request supplies; the stateprovince derived for one that sends none is not one of them.
    describe('on the fields supplied, never on the derived stateprovince', () => {
      const stored = {
        venue: 'A venue',
        description: 'A venue description',
        address: 'A venue address',
        city: 'A venue city',
        country: 'A venue country',
        province: 'A venue province',
        state: 'A venue state',
        stateprovince: 'A venue stateprovince',
        zip: 'A venue zip',
        phone: '11223344',
      };
      let original: Record<string, any>;

      beforeAll(async () => {
        original = await createVenue(stored);
      });

      const reused = async (body: Record<string, unknown>) => {
        const res = await unchanged(app, () =>
          app.http.post(`${NS}/venues`).set('Authorization', full).send(body)
        );
        expect(res.status).toBe(201);
        expect(res.body.id).toBe(original.id);
        // The record answered is the one stored: the request's derived value wrote nothing.
        expect(res.body.stateprovince).toBe('A venue stateprovince');
      };

      it.each<[string, Record<string, unknown>]>([
        ['the same fields again', stored],
        [
          'lower case, no stateprovince (one would be derived from the province)',
          {
            venue: 'a venue',
            country: 'a venue country',
            province: 'a venue province',
            state: 'a venue state',
            phone: '11223344',
          },
        ],
        [
          'lower case, a US address (one would be derived from the state)',
          { venue: 'a venue', country: 'US', state: 'a venue state', phone: '11223344' },
        ],
        [
          'name, description and phone',
          { venue: 'a venue', description: 'a venue description', phone: '11223344' },
        ],
        [
          'name, description, address, city and country',
          {
            venue: 'a venue',
            description: 'a venue description',
            address: 'a venue address',
            city: 'a venue city',
            country: 'a venue country',
          },
        ],
      ])('reuses the venue for %s: 201, its id, nothing written', async (_, body) => {
        await reused(body);
      });

      it('still tells a different stateprovince apart when one is sent', async () => {
        const res = await createVenue({ venue: 'a venue', stateprovince: 'Elsewhere' });
        expect(res.id).not.toBe(original.id);
        expect(res.stateprovince).toBe('Elsewhere');
      });

      it('reuses it the same way for a venue given inline in an event create', async () => {
        const res = await app.http
          .post(`${NS}/events`)
          .set('Authorization', full)
          .send({
            title: 'Inline twin',
            start_date: '2031-05-01 10:00:00',
            end_date: '2031-05-01 12:00:00',
            venue: { venue: 'a venue', province: 'a venue province', phone: '11223344' },
          });
        expect(res.status).toBe(201);
        expect(res.body.venue.id).toBe(original.id);
      });
    });
  });

  describe('refused input (nothing is written)', () => {
    it('requires the name: missing → 400 rest_missing_callback_param', async () => {
      const res = await unchanged(app, () =>
        app.http.post(`${NS}/venues`).set('Authorization', full).send({ city: 'Nowhere' })
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_missing_callback_param',
        message: 'Missing parameter(s): venue',
        data: { status: 400, params: ['venue'] },
      });
    });

    it.each(['', '   '])('refuses the name %p with 400 rest_invalid_param', async (venue) => {
      const res = await unchanged(app, () =>
        app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue })
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody('venue'));
    });

    it.each(['foo', 'javascript:alert(1)', 'ftp://example.test/'])(
      'refuses website %p',
      async (website) => {
        const res = await unchanged(app, () =>
          app.http
            .post(`${NS}/venues`)
            .set('Authorization', full)
            .send({ venue: 'Web Bad', website })
        );
        expect(res.status).toBe(400);
        expect(res.body).toEqual(invalidParamBody('website'));
      }
    );

    it.each(['show_map', 'show_map_link'])(
      'refuses %s as a JSON boolean (docs/tec-behaviour.md §11.11)',
      async (name) => {
        const res = await unchanged(app, () =>
          app.http
            .post(`${NS}/venues`)
            .set('Authorization', full)
            .send({ venue: 'Typed Map', [name]: true })
        );
        expect(res.status).toBe(400);
        const message = `${name} is not of type string.`;
        expect(res.body).toEqual({
          code: 'rest_invalid_param',
          message: `Invalid parameter(s): ${name}`,
          data: {
            status: 400,
            params: { [name]: message },
            details: { [name]: { code: 'rest_invalid_type', message, data: { param: name } } },
          },
        });
      }
    );

    it.each([
      ['status', 'kinda_thinking_about_it'],
      ['author', 23],
      ['author', 'foo'],
      ['date', 'foo'],
      ['date_utc', 'not a date'],
      ['image', 999999],
      ['image', '999999'],
      ['image', '99999999999'],
      ['author', 99999999999],
      ['slug', ''],
    ])('refuses %s=%p', async (name, value) => {
      const res = await unchanged(app, () =>
        app.http
          .post(`${NS}/venues`)
          .set('Authorization', full)
          .send({ venue: 'Refused Room', [name]: value })
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params)).toEqual([name]);
    });

    it('refuses a name longer than the column with 400, not a database error', async () => {
      const res = await unchanged(app, () =>
        app.http
          .post(`${NS}/venues`)
          .set('Authorization', full)
          .send({ venue: 'x'.repeat(300) })
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody('venue'));
    });

    it('reports every bad field at once, in definition order', async () => {
      const res = await unchanged(app, () =>
        app.http
          .post(`${NS}/venues`)
          .set('Authorization', full)
          .send({ venue: '', website: 'foo', status: 'nope' })
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid parameter(s): venue, website, status');
    });
  });
});
