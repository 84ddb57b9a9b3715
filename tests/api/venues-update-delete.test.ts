/**
 * POST|PUT|PATCH and DELETE /venues/{id} and by slug (docs/tec-behaviour.md §2.2 venue handlers, §4.3;
 * docs/api.md §7): partial updates, refused updates that write nothing, trash, permanent delete, and
 * events unlinked from a trashed venue. Creation is in venues-create.test.ts.
 */
import { useApp } from './helpers/app';
import { createEvent } from './helpers/event-reads';
import { NS, UIDS, count, invalidParamBody, unchanged } from './helpers/linked';
import { VENUE_EDITOR, venueRequests } from './helpers/venues';

const app = useApp();
let full: string;
let editor: string;

beforeAll(async () => {
  full = await app.token('full-access');
  editor = await app.token('custom', VENUE_EDITOR);
});

const { createVenue, get } = venueRequests(app, () => full);

describe('POST|PUT|PATCH /venues/{id} and by slug', () => {
  const base = {
    venue: 'Update Hall',
    description: 'Desc',
    excerpt: 'Exc',
    address: '1 First St',
    city: 'Leuven',
    country: 'Belgium',
    province: 'Brabant',
    state: 'VB',
    zip: '3000',
    phone: '016',
    website: 'https://update.example/',
    stateprovince: 'VB-X',
  };

  /** The record minus what any write changes. */
  const stable = (body: Record<string, unknown>) => {
    const { modified, modified_utc, url, ...rest } = body;
    return JSON.parse(JSON.stringify(rest));
  };

  it.each(['post', 'put', 'patch'] as const)('%s changes only the fields sent', async (method) => {
    const v = await createVenue({ ...base, venue: `Update Hall ${method}` });
    const res = await app.http[method](`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ city: 'Mechelen' });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('json_ld');
    expect(stable(res.body)).toEqual({ ...stable(v), city: 'Mechelen' });
    expect(stable((await get(`${NS}/venues/${v.id}`)).body)).toEqual({
      ...stable(v),
      city: 'Mechelen',
      json_ld: expect.any(Object),
    });
  });

  it.each([
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
  ])('"" clears %s and its key disappears', async (field) => {
    const v = await createVenue({ ...base, venue: `Clear ${field}` });
    const res = await app.http
      .put(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ [field]: '' });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty(field);
    // Everything else stays (stateprovince is re-derived from the address parts: tested below).
    const others = Object.keys(v).filter((k) => k !== field && k !== 'stateprovince');
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(others));
    expect((await get(`${NS}/venues/${v.id}`)).body).not.toHaveProperty(field);
  });

  it('null clears geo coordinates; numbers set them', async () => {
    const v = await createVenue({ venue: 'Geo Switch', geo_lat: 1, geo_lng: 2 });
    const cleared = await app.http
      .patch(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ geo_lat: null });
    expect(cleared.body).not.toHaveProperty('geo_lat');
    const set = await app.http
      .patch(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ geo_lat: '45.5' });
    expect(set.body).toMatchObject({ geo_lat: 45.5, geo_lng: 2 });
  });

  it('re-derives stateprovince when the address parts are written, not otherwise', async () => {
    const v = await createVenue({ venue: 'Region Shift', country: 'US', state: 'NY' });
    expect(v.stateprovince).toBe('NY');
    expect(
      (
        await app.http
          .put(`${NS}/venues/${v.id}`)
          .set('Authorization', full)
          .send({ city: 'Albany' })
      ).body.stateprovince
    ).toBe('NY');
    expect(
      (await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ state: 'NJ' }))
        .body.stateprovince
    ).toBe('NJ');
    expect(
      (
        await app.http
          .put(`${NS}/venues/${v.id}`)
          .set('Authorization', full)
          .send({ country: 'Canada', province: 'Ontario' })
      ).body.stateprovince
    ).toBe('Ontario');
  });

  it('keeps the map flags unless sent', async () => {
    const v = await createVenue({ venue: 'Map Keep', show_map: 'false' });
    const res = await app.http
      .put(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ city: 'Namur' });
    expect(res.body).toMatchObject({ show_map: false, show_map_link: true });
    expect(
      (
        await app.http
          .put(`${NS}/venues/${v.id}`)
          .set('Authorization', full)
          .send({ show_map: '1' })
      ).body.show_map
    ).toBe(true);
  });

  it('normalises a slug it is sent, as event slugs are', async () => {
    const v = await createVenue({ venue: 'Slug Normal' });
    const res = await app.http
      .put(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ slug: '  Has Space & More ' });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('has-space-more');
    expect((await get(`${NS}/venues/by-slug/has-space-more`)).body.id).toBe(v.id);
  });

  it('renames without de-duplication and keeps the slug unless one is sent', async () => {
    const a = await createVenue({ venue: 'Rename Source' });
    await createVenue({ venue: 'Rename Target' });
    const res = await app.http
      .put(`${NS}/venues/${a.id}`)
      .set('Authorization', full)
      .send({ venue: 'Rename Target' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, venue: 'Rename Target', slug: 'rename-source' });
    const slugged = await app.http
      .put(`${NS}/venues/${a.id}`)
      .set('Authorization', full)
      .send({ slug: 'rename-target' });
    expect(slugged.body.slug).toBe('rename-target-2');
  });

  it('changes the status, and the record follows its visibility', async () => {
    const v = await createVenue({ venue: 'Status Flip' });
    const res = await app.http
      .put(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ status: 'draft' });
    expect(res.body.status).toBe('draft');
    expect((await get(`${NS}/venues/${v.id}`)).status).toBe(403);
  });

  it('updates by slug, the same way', async () => {
    const v = await createVenue({ ...base, venue: 'Slug Update Hall' });
    for (const method of ['post', 'put', 'patch'] as const) {
      const res = await app.http[method](`${NS}/venues/by-slug/slug-update-hall`)
        .set('Authorization', full)
        .send({ phone: `0${method}` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: v.id, phone: `0${method}`, city: 'Leuven' });
    }
  });

  it('sets and removes a password', async () => {
    const v = await createVenue({ venue: 'Password Toggle', city: 'Hasselt' });
    await app.http
      .patch(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ password: 'pw' })
      .expect(200);
    expect((await get(`${NS}/venues/${v.id}`)).body).not.toHaveProperty('city');
    await app.http
      .patch(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ password: '' })
      .expect(200);
    expect((await get(`${NS}/venues/${v.id}`)).body.city).toBe('Hasselt');
  });

  describe('refused updates (nothing is written)', () => {
    let v: Record<string, any>;

    beforeAll(async () => {
      v = await createVenue({ ...base, venue: 'Refuse Update Hall' });
    });

    it.each([
      ['venue', '', invalidParamBody('venue')],
      ['venue', '  ', invalidParamBody('venue')],
      ['website', 'foo', invalidParamBody('website')],
      ['status', 'nope', invalidParamBody('status')],
      ['slug', '', invalidParamBody('slug')],
      // Longer than its varchar(255) column: a 500 on PostgreSQL and MariaDB before.
      ['password', 'x'.repeat(256), invalidParamBody('password')],
    ])('%s=%p → 400', async (name, value, body) => {
      const res = await unchanged(app, () =>
        app.http
          .put(`${NS}/venues/${v.id}`)
          .set('Authorization', full)
          .send({ [name]: value })
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(body);
    });

    it('show_map as a JSON boolean → 400 "show_map is not of type string."', async () => {
      const res = await unchanged(app, () =>
        app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ show_map: false })
      );
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ show_map: 'show_map is not of type string.' });
    });

    it('an unknown id → 400 on id; an unknown slug → 400 on slug', async () => {
      const byId = await unchanged(app, () =>
        app.http.put(`${NS}/venues/99999999`).set('Authorization', full).send({ city: 'X' })
      );
      expect(byId.status).toBe(400);
      expect(byId.body).toEqual(invalidParamBody('id'));
      const bySlug = await unchanged(app, () =>
        app.http
          .put(`${NS}/venues/by-slug/nope-nope`)
          .set('Authorization', full)
          .send({ city: 'X' })
      );
      expect(bySlug.status).toBe(400);
      expect(bySlug.body).toEqual(invalidParamBody('slug'));
    });

    it('a body id does not redirect the write to another record', async () => {
      const other = await createVenue({ venue: 'Innocent Bystander', city: 'Liège' });
      const res = await app.http
        .put(`${NS}/venues/${v.id}`)
        .set('Authorization', full)
        .send({ id: other.id, zip: '3001' });
      expect(res.body.id).toBe(v.id);
      expect((await get(`${NS}/venues/${other.id}`)).body).not.toHaveProperty('zip');
    });
  });
});

describe('DELETE /venues/{id} and by slug', () => {
  const trashBody = {
    code: 'venue-is-in-trash',
    message: 'The venue is already trashed',
    data: { status: 410 },
  };

  it('moves to the trash (200, status trash), then answers 410 venue-is-in-trash', async () => {
    const v = await createVenue({ venue: 'Trash Me', city: 'Ypres' });
    const res = await app.http.delete(`${NS}/venues/${v.id}`).set('Authorization', full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, status: 'trash', venue: 'Trash Me', city: 'Ypres' });
    expect(await count(app, UIDS.venue, { id: v.id })).toBe(1);
    const again = await unchanged(app, () =>
      app.http.delete(`${NS}/venues/${v.id}`).set('Authorization', full)
    );
    expect(again.status).toBe(410);
    expect(again.body).toEqual(trashBody);
    // Anonymous callers cannot read a trashed venue; editors can.
    expect((await get(`${NS}/venues/${v.id}`)).status).toBe(403);
    expect((await get(`${NS}/venues/${v.id}`, editor)).body.status).toBe('trash');
  });

  it('force=true deletes a trashed venue for good: 200 with its last state, then 400 on read', async () => {
    const v = await createVenue({ venue: 'Force After Trash' });
    await app.http.delete(`${NS}/venues/${v.id}`).set('Authorization', full).expect(200);
    const res = await app.http.delete(`${NS}/venues/${v.id}?force=true`).set('Authorization', full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, status: 'trash', venue: 'Force After Trash' });
    expect(await count(app, UIDS.venue, { id: v.id })).toBe(0);
    expect((await get(`${NS}/venues/${v.id}`, editor)).body).toEqual(invalidParamBody('id'));
  });

  it('force=true deletes a live venue directly', async () => {
    const v = await createVenue({ venue: 'Force Now' });
    const res = await app.http.delete(`${NS}/venues/${v.id}?force=true`).set('Authorization', full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, status: 'publish' });
    expect(await count(app, UIDS.venue, { id: v.id })).toBe(0);
  });

  it('deletes by slug the same way', async () => {
    const v = await createVenue({ venue: 'Slug Trash' });
    expect(
      (await app.http.delete(`${NS}/venues/by-slug/slug-trash`).set('Authorization', full)).body
    ).toMatchObject({ id: v.id, status: 'trash' });
    expect(
      (await app.http.delete(`${NS}/venues/by-slug/slug-trash`).set('Authorization', full)).body
    ).toEqual(trashBody);
    expect(
      (
        await app.http
          .delete(`${NS}/venues/by-slug/slug-trash?force=true`)
          .set('Authorization', full)
      ).status
    ).toBe(200);
    expect((await get(`${NS}/venues/by-slug/slug-trash`, editor)).body).toEqual(
      invalidParamBody('slug')
    );
  });

  it('refuses an unknown id or slug with 400 and deletes nothing', async () => {
    expect(
      (
        await unchanged(app, () =>
          app.http.delete(`${NS}/venues/99999999`).set('Authorization', full)
        )
      ).body
    ).toEqual(invalidParamBody('id'));
    expect(
      (
        await unchanged(app, () =>
          app.http.delete(`${NS}/venues/by-slug/nope-nope`).set('Authorization', full)
        )
      ).body
    ).toEqual(invalidParamBody('slug'));
  });

  it('unlinks the venue from its events when an update sets status trash, as DELETE does', async () => {
    const v = await createVenue({ venue: 'Status Trash' });
    const e = await createEvent(app, full, { title: 'Status trash host', venue: v.id });
    const res = await app.http
      .patch(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ status: 'trash' });
    expect(res.body.status).toBe('trash');
    expect((await get(`${NS}/events/${e.id}`, full)).body.venue).toEqual([]);
    expect((await get(`${NS}/venues?event=${e.id}&status=trash`, editor)).body.venues).toEqual([]);
    // Back from the trash, it is not linked again (TEC deleted the links).
    await app.http
      .patch(`${NS}/venues/${v.id}`)
      .set('Authorization', full)
      .send({ status: 'publish' })
      .expect(200);
    expect((await get(`${NS}/events/${e.id}`, full)).body.venue).toEqual([]);
  });

  it.each(['trash', 'force'])('unlinks the venue from every event (%s)', async (how) => {
    const v = await createVenue({ venue: `Unlink ${how}` });
    const e1 = await createEvent(app, full, { title: `Unlink ${how} one`, venue: v.id });
    const e2 = await createEvent(app, full, {
      title: `Unlink ${how} two`,
      venue: v.id,
      status: 'draft',
    });
    expect(e1.venue).toMatchObject({ id: v.id });
    await app.http
      .delete(`${NS}/venues/${v.id}${how === 'force' ? '?force=true' : ''}`)
      .set('Authorization', full)
      .expect(200);
    for (const e of [e1, e2]) {
      const res = await get(`${NS}/events/${e.id}`, full);
      expect(res.status).toBe(200);
      expect(res.body.venue).toEqual([]);
    }
    expect((await get(`${NS}/venues?event=${e1.id}&status=trash`, editor)).body.venues).toEqual([]);
  });
});
