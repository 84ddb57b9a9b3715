/**
 * Who sees what in GET /events: status visibility (docs/tec-behaviour.md §5.2, docs/api.md §3), password-protected
 * events (docs/tec-behaviour.md §5.3) and what linked venues and organizers embed (docs/api.md §3).
 */
import { useApp } from './helpers/app';
import { daysFromNow, makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import {
  NS,
  createEvent,
  get,
  ids,
  pathOf,
  queryOf,
  walkNext,
  type EventBody,
} from './helpers/event-reads';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

async function list(query: string, auth?: string) {
  const res = await get(app, `${NS}/events?per_page=50&${query}`, auth);
  if (res.status !== 200)
    throw new Error(`GET ?${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('status visibility', () => {
  const statuses = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
  const e: Record<string, EventBody> = {};
  let readOnly: string;
  let editorUser: string;
  let readerUser: string;

  beforeAll(async () => {
    let day = 2;
    for (const status of statuses) {
      e[status] = await createEvent(app, full, {
        title: `Statustest ${status}`,
        status,
        start_date: daysFromNow(day, 10),
        end_date: daysFromNow(day, 11),
      });
      day++;
    }
    readOnly = await app.token('read-only');
    editorUser = (
      await app.user([
        'plugin::calendar.events.find',
        'plugin::calendar.events.findOne',
        'plugin::calendar.events.update',
      ])
    ).auth;
    readerUser = (
      await app.user(['plugin::calendar.events.find', 'plugin::calendar.events.findOne'])
    ).auth;
  });

  it('stored each status as asked', async () => {
    for (const status of statuses) {
      const row = await app.strapi.db
        .query('plugin::calendar.event')
        .findOne({ where: { id: e[status].id } });
      expect(row.postStatus).toBe(status);
    }
  });

  it('shows anonymous callers published events only, and says so in rest_url as TEC does', async () => {
    const body = await list('search=Statustest');
    expect(ids(body)).toEqual([e.publish.id]);
    expect(body.total).toBe(1);
    expect(queryOf(body.rest_url).status).toBe('publish');
  });

  it('lets anonymous callers ask for status=publish', async () => {
    expect(ids(await list('search=Statustest&status=publish'))).toEqual([e.publish.id]);
  });

  it.each(['draft', 'publish,draft', 'trash', 'private'])(
    'rejects status=%s from anonymous callers',
    async (status) => {
      const res = await get(app, `${NS}/events?status=${encodeURIComponent(status)}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toEqual({ status: 'Invalid parameter.' });
    }
  );

  it('shows a full-access token everything but the trash by default', async () => {
    const body = await list('search=Statustest', full);
    const expected = ['publish', 'future', 'draft', 'pending', 'private'].map((s) => e[s].id);
    expect(ids(body)).toEqual(expected);
    // The URLs carry the effective statuses, never TEC's `any`, which the endpoint rejects (docs/api.md §6).
    expect(queryOf(body.rest_url).status.split(',').sort()).toEqual([
      'draft',
      'future',
      'pending',
      'private',
      'publish',
    ]);
    const pages = await walkNext(app, `${NS}/events?search=Statustest&per_page=2`, full);
    expect(pages.flatMap(ids)).toEqual(expected);
  });

  it('gives a full-access token the statuses it asks for, as CSV or array', async () => {
    expect(ids(await list('search=Statustest&status=draft,pending', full))).toEqual([
      e.draft.id,
      e.pending.id,
    ]);
    expect(ids(await list('search=Statustest&status[]=private&status[]=future', full))).toEqual([
      e.future.id,
      e.private.id,
    ]);
    expect(ids(await list('search=Statustest&status=trash', full))).toEqual([e.trash.id]);
    const body = await list('search=Statustest&status=draft,pending', full);
    expect(queryOf(body.rest_url).status).toBe('draft,pending');
  });

  it('pages a status list without losing it', async () => {
    const pages = await walkNext(
      app,
      `${NS}/events?search=Statustest&status=draft,pending,private&per_page=1`,
      full
    );
    expect(pages.flatMap(ids)).toEqual([e.draft.id, e.pending.id, e.private.id]);
  });

  it.each(['any', 'foo', 'foo,bar,publish', ''])(
    'rejects status=%p even from a full-access token',
    async (status) => {
      const res = await get(app, `${NS}/events?status=${encodeURIComponent(status)}`, full);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toEqual({ status: 'Invalid parameter.' });
    }
  );

  it('treats a read-only token like an anonymous caller (it cannot update events)', async () => {
    expect(ids(await list('search=Statustest', readOnly))).toEqual([e.publish.id]);
    const res = await get(app, `${NS}/events?status=draft`, readOnly);
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ status: 'Invalid parameter.' });
  });

  it('shows a user whose role holds events.update the unpublished events, and a mere reader published ones', async () => {
    expect(ids(await list('search=Statustest&status=draft', editorUser))).toEqual([e.draft.id]);
    expect(ids(await list('search=Statustest', readerUser))).toEqual([e.publish.id]);
    expect((await get(app, `${NS}/events?status=draft`, readerUser)).status).toBe(400);
  });
});

describe('password-protected events', () => {
  const PASSWORD = 'Pa55-list-Sesame';
  let locked: EventBody;
  let open: EventBody;

  beforeAll(async () => {
    const venue = await makeVenue(app.strapi, 'Locked Venue', {
      address: '1 Secret Way',
      city: 'Hidden',
    });
    const organizer = await makeOrganizer(app.strapi, 'Locked Organizer', {
      email: 'boss@locked.example',
    });
    const category = await makeCategory(app.strapi, 'Locked Category');
    const tag = await makeTag(app.strapi, 'Locked Tag');
    const fields = {
      description: 'The secret description',
      excerpt: 'The secret excerpt',
      all_day: false,
      cost: '25',
      website: 'https://locked.example/',
      featured: true,
      show_map: true,
      show_map_link: true,
      venue: venue.id,
      organizer: [organizer.id],
      categories: [category.id],
      tags: [tag.id],
      start_date: '2027-04-01 18:00:00',
      end_date: '2027-04-01 20:00:00',
    };
    locked = await createEvent(app, full, {
      title: 'Lockedtest protected',
      password: PASSWORD,
      ...fields,
    });
    open = await createEvent(app, full, {
      title: 'Lockedtest open',
      ...fields,
      start_date: '2027-04-02 18:00:00',
      end_date: '2027-04-02 20:00:00',
    });
  });

  const window = 'start_date=2027-04-01&end_date=2027-04-02';

  it('is listed with its protected fields blanked exactly as TEC does', async () => {
    const body = await list(`${window}`);
    expect(ids(body)).toEqual([locked.id, open.id]);
    const [shown, reference] = body.events;
    expect(shown).toMatchObject({
      description: '',
      excerpt: '',
      image: false,
      all_day: null,
      cost: '',
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
      website: '',
      show_map: null,
      show_map_link: null,
      hide_from_listings: null,
      sticky: null,
      featured: null,
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
      custom_fields: [],
    });
    // Title, dates, ids and URLs stay.
    expect(shown).toMatchObject({
      id: locked.id,
      title: 'Lockedtest protected',
      slug: locked.slug,
      status: 'publish',
      start_date: '2027-04-01 18:00:00',
      end_date: '2027-04-01 20:00:00',
      utc_start_date: '2027-04-01 18:00:00',
      timezone: 'UTC',
    });
    expect(pathOf(shown.url)).toBe('/events/lockedtest-protected/');
    expect(pathOf(shown.rest_url)).toBe(`${NS}/events/${locked.id}`);
    expect(shown.global_id).toMatch(new RegExp(`\\?id=${locked.id}$`));
    // The same key set as an open event, in the same order.
    expect(Object.keys(shown)).toEqual(Object.keys(reference));
    expect(reference.description).toBe('<p>The secret description</p>');
  });

  it('is listed in full with the right password', async () => {
    const body = await list(`${window}&password=${PASSWORD}`);
    const shown = body.events[0];
    expect(shown.id).toBe(locked.id);
    expect(shown).toMatchObject({
      description: '<p>The secret description</p>',
      excerpt: '<p>The secret excerpt</p>',
      all_day: false,
      cost: '25',
      website: 'https://locked.example/',
      featured: true,
      show_map: true,
    });
    expect(shown.venue.venue).toBe('Locked Venue');
    expect(shown.organizer.map((o: { organizer: string }) => o.organizer)).toEqual([
      'Locked Organizer',
    ]);
    expect(shown.categories.map((c: { slug: string }) => c.slug)).toEqual(['locked-category']);
  });

  it('is listed in full to an editor with context=edit, blanked to anyone else with it', async () => {
    const editor = await list(`${window}&context=edit`, full);
    expect(editor.events[0]).toMatchObject({
      id: locked.id,
      description: '<p>The secret description</p>',
      featured: true,
    });
    const editorView = await list(`${window}`, full);
    expect(editorView.events[0]).toMatchObject({ id: locked.id, description: '', featured: null });
    const anonymous = await list(`${window}&context=edit`);
    expect(anonymous.events[0]).toMatchObject({ id: locked.id, description: '', featured: null });
  });

  it('stays blanked with a wrong password', async () => {
    const body = await list(`${window}&password=wrong`);
    expect(body.events[0]).toMatchObject({ description: '', venue: [], featured: null });
  });

  it('never returns the password, in any list or link', async () => {
    for (const auth of [undefined, full]) {
      for (const query of [
        `${window}`,
        `${window}&password=${PASSWORD}`,
        `${window}&per_page=1&password=${PASSWORD}`,
      ]) {
        const res = await get(app, `${NS}/events?${query}`, auth);
        expect(res.status).toBe(200);
        expect(res.text).not.toContain(PASSWORD);
        expect(JSON.stringify(res.headers)).not.toContain(PASSWORD);
        for (const event of res.body.events) expect(event).not.toHaveProperty('password');
      }
    }
  });
});

describe('linked venues and organizers', () => {
  let draftVenueEvent: EventBody;
  let lockedVenueEvent: EventBody;
  let draftOrganizerEvent: EventBody;
  let goodOrganizer: { id: number };

  beforeAll(async () => {
    const draftVenue = await makeVenue(app.strapi, 'Draft Venue', {
      postStatus: 'draft',
      address: '2 Draft Road',
    });
    const lockedVenue = await makeVenue(app.strapi, 'Guarded Venue', {
      password: 'venue-pass',
      address: '3 Guarded Street',
      city: 'Guardcity',
      state: 'Guardstate',
      province: 'Guardprovince',
      stateprovince: 'Guardsp',
      zip: '12345',
      country: 'Guardland',
      phone: '+1-555-0100',
      website: 'https://guarded.example/',
      description: 'Guarded description',
      geoLat: 10,
      geoLng: 20,
    });
    const draftOrganizer = await makeOrganizer(app.strapi, 'Draft Organizer', {
      postStatus: 'draft',
    });
    goodOrganizer = await makeOrganizer(app.strapi, 'Good Organizer');
    const make = (title: string, day: number, extra: Record<string, unknown>) =>
      createEvent(app, full, {
        title,
        start_date: daysFromNow(day, 10),
        end_date: daysFromNow(day, 11),
        ...extra,
      });
    draftVenueEvent = await make('Linktest draft venue', 2, { venue: draftVenue.id });
    lockedVenueEvent = await make('Linktest guarded venue', 3, { venue: lockedVenue.id });
    draftOrganizerEvent = await make('Linktest draft organizer', 4, {
      organizer: [draftOrganizer.id, goodOrganizer.id],
    });
  });

  const find = (body: { events: EventBody[] }, id: number) =>
    body.events.find((ev) => ev.id === id) as EventBody & Record<string, any>;

  it('does not embed a draft venue for anonymous callers', async () => {
    const body = await list('search=Linktest');
    expect(find(body, draftVenueEvent.id).venue).toEqual([]);
  });

  it('embeds it for an editor', async () => {
    const body = await list('search=Linktest', full);
    expect(find(body, draftVenueEvent.id).venue).toMatchObject({
      venue: 'Draft Venue',
      status: 'draft',
      address: '2 Draft Road',
    });
  });

  it('does not embed a draft organizer for anonymous callers', async () => {
    const body = await list('search=Linktest');
    expect(find(body, draftOrganizerEvent.id).organizer.map((o: { id: number }) => o.id)).toEqual([
      goodOrganizer.id,
    ]);
  });

  it('embeds a password-protected venue without any of its protected fields', async () => {
    const body = await list('search=Linktest');
    const venue = find(body, lockedVenueEvent.id).venue;
    expect(venue.venue).toBe('Guarded Venue');
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
    ]) {
      expect(venue[key] ?? '').toBe('');
    }
    const text = JSON.stringify(body);
    for (const secret of [
      '3 Guarded Street',
      'Guardcity',
      'Guardstate',
      'Guardprovince',
      'Guardsp',
      '12345',
      'Guardland',
      '555-0100',
      'guarded.example',
      'Guarded description',
      'venue-pass',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
