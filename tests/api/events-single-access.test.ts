/**
 * GET /events/{id} and GET /events/by-slug/{slug}, the handler steps of docs/tec-behaviour.md §2.2:
 * unknown ids, slugs and languages, trash and status visibility, password-protected events, and
 * linked records the caller may not see. The record itself is in events-single-record.test.ts.
 */
import { useApp } from './helpers/app';
import { makeOrganizer, makeVenue } from './helpers/fixtures';
import { NS, createEvent, get, type EventBody } from './helpers/event-reads';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

describe('not found', () => {
  it('answers an unknown id with 404 rest-event-not-found', async () => {
    const res = await get(app, `${NS}/events/99999999`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'rest-event-not-found',
      message: 'Event with ID 99999999 does not exist.',
      data: { status: 404 },
    });
  });

  it.each([
    ['0', '0'],
    ['00042', '42'],
  ])(
    'answers the unknown id %s with 404 rest-event-not-found, naming it as an integer',
    async (id, shown) => {
      const res = await get(app, `${NS}/events/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'rest-event-not-found',
        message: `Event with ID ${shown} does not exist.`,
        data: { status: 404 },
      });
    }
  );

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

  it.each(['abc', '12abc', '-1', '1.5'])(
    'answers a non-numeric id %p with 404 rest_no_route',
    async (id) => {
      const res = await get(app, `${NS}/events/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
  );

  it('answers an empty slug with 404 rest_no_route', async () => {
    const res = await get(app, `${NS}/events/by-slug/`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });

  it('answers a language without a version of the event with 404, an unknown language with 400', async () => {
    const event = await createEvent(app, full, {
      title: 'English only',
      start_date: '2027-05-01 10:00:00',
      end_date: '2027-05-01 11:00:00',
    });
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
      e[status] = await createEvent(app, full, {
        title: `Single ${status}`,
        status,
        start_date: '2027-05-02 10:00:00',
        end_date: '2027-05-02 11:00:00',
      });
    }
    readOnly = await app.token('read-only');
  });

  it.each(['draft', 'pending', 'private', 'future'])(
    'answers a %s event with 403 event-not-accessible to anonymous callers',
    async (status) => {
      const res = await get(app, `${NS}/events/${e[status].id}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'event-not-accessible',
        message: 'The requested event is not accessible',
        data: { status: 403 },
      });
      const bySlug = await get(app, `${NS}/events/by-slug/${e[status].slug}`);
      expect(bySlug.status).toBe(403);
      expect(bySlug.body.code).toBe('event-not-accessible');
    }
  );

  it.each(['draft', 'pending', 'private', 'future'])(
    'answers a %s event with 403 to a read-only token too',
    async (status) => {
      const res = await get(app, `${NS}/events/${e[status].id}`, readOnly);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('event-not-accessible');
    }
  );

  it.each(['draft', 'pending', 'private', 'future'])(
    'shows a %s event to a full-access token',
    async (status) => {
      const res = await get(app, `${NS}/events/${e[status].id}`, full);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
  );

  it('answers a trashed event with 403 event-no-longer-available to anonymous callers', async () => {
    const res = await get(app, `${NS}/events/${e.trash.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'event-no-longer-available',
      message: 'This event is no longer available',
      data: { status: 403 },
    });
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
    for (const url of [
      `${NS}/events/${locked.id}`,
      `${NS}/events/by-slug/guarded-gala`,
      `${NS}/events/${locked.id}?password=wrong`,
    ]) {
      const res = await get(app, url);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'event-password-protected',
        message: 'The requested event is not accessible without a password',
        data: { status: 403 },
      });
    }
  });

  it('answers 200 with the full record given the right password', async () => {
    for (const url of [
      `${NS}/events/${locked.id}?password=${PASSWORD}`,
      `${NS}/events/by-slug/guarded-gala?password=${PASSWORD}`,
    ]) {
      const res = await get(app, url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: locked.id,
        title: 'Guarded gala',
        description: '<p>Only for guests</p>',
        all_day: false,
      });
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

describe('linked records a caller may not see', () => {
  let withDraftVenue: EventBody;
  let withLockedVenue: EventBody;
  let withLockedOrganizer: EventBody;

  beforeAll(async () => {
    const draftVenue = await makeVenue(app.strapi, 'Single Draft Venue', {
      postStatus: 'draft',
      address: '9 Draft Lane',
    });
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
    const lockedOrganizer = await makeOrganizer(app.strapi, 'Single Guarded Organizer', {
      password: 'org-secret',
      phone: '+1-555-0142',
      email: 'hidden@org.example',
      website: 'https://org-hidden.example/',
    });
    withDraftVenue = await createEvent(app, full, {
      title: 'Public with draft venue',
      venue: draftVenue.id,
      start_date: '2027-05-05 10:00:00',
      end_date: '2027-05-05 11:00:00',
    });
    withLockedVenue = await createEvent(app, full, {
      title: 'Public with guarded venue',
      venue: lockedVenue.id,
      start_date: '2027-05-05 12:00:00',
      end_date: '2027-05-05 13:00:00',
    });
    withLockedOrganizer = await createEvent(app, full, {
      title: 'Public with guarded organizer',
      organizer: [lockedOrganizer.id],
      start_date: '2027-05-05 14:00:00',
      end_date: '2027-05-05 15:00:00',
    });
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
    for (const key of [
      'address',
      'city',
      'state',
      'province',
      'stateprovince',
      'zip',
      'country',
      'phone',
      'website',
      'description',
      'excerpt',
      'geo_lat',
      'geo_lng',
      'image',
    ]) {
      expect(res.body.venue[key] ?? '').toBe('');
    }
    for (const secret of [
      '7 Hidden Street',
      'Secretville',
      'Secretstate',
      'Secretprovince',
      'SecretSP',
      '99999',
      'Secretland',
      '555-0199',
      'hidden.example',
      'Hidden description',
      'venue-secret',
    ]) {
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
