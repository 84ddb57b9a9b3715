/**
 * Reading organizers (docs/tec-behaviour.md §2.2 organizer handlers, §3.1.3, §3.4, §5.3; docs/api.md §1–§6):
 * the list, its pagination and filters, and single reads by id and slug. Writes are in
 * organizers-write.test.ts, write permissions in writes-access.test.ts.
 */
import { useApp } from './helpers/app';
import { daysFromNow } from './helpers/fixtures';
import { createEvent } from './helpers/event-reads';
import { originOf } from './helpers/writes';
import {
  NS,
  ORGANIZER_KEYS,
  inOrder,
  invalidParamBody,
  pathOf,
  queryPairs,
} from './helpers/linked';
import { ORGANIZER_EDITOR, names, organizerRequests } from './helpers/organizers';

const app = useApp();
let full: string;
let editor: string;

beforeAll(async () => {
  full = await app.token('full-access');
  editor = await app.token('custom', ORGANIZER_EDITOR);
});

const { createOrganizer, get } = organizerRequests(app, () => full);

describe('GET /organizers: envelope and pagination', () => {
  const created: Array<Record<string, any>> = [];

  beforeAll(async () => {
    for (const [i, date] of [
      '2024-02-03 10:00:00',
      '2024-02-05 10:00:00',
      '2024-02-04 10:00:00',
    ].entries()) {
      created.push(await createOrganizer({ organizer: `Pager Guild ${i}`, date }));
    }
  });

  it('lists organizers newest first, with the keys of TEC in order and no json_ld', async () => {
    const res = await get(`${NS}/organizers?search=Pager`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['organizers', 'rest_url', 'total', 'total_pages']);
    expect(names(res)).toEqual(['Pager Guild 1', 'Pager Guild 2', 'Pager Guild 0']);
    for (const o of res.body.organizers) expect(o).not.toHaveProperty('json_ld');
  });

  it('pages with next/previous links, totals headers and Link', async () => {
    const first = await get(`${NS}/organizers?search=Pager&per_page=1`);
    expect(Object.keys(first.body)).toEqual([
      'organizers',
      'rest_url',
      'next_rest_url',
      'total',
      'total_pages',
    ]);
    expect(pathOf(first.body.rest_url)).toBe(
      `${NS}/organizers/?page=1&per_page=1&search=Pager&status=publish`
    );
    expect(pathOf(first.body.next_rest_url)).toBe(
      `${NS}/organizers/?page=2&per_page=1&search=Pager&status=publish`
    );
    expect(first.headers['x-tec-total']).toBe('3');
    expect(first.headers['x-tec-totalpages']).toBe('3');
    expect(first.headers['x-wp-total']).toBe('3');
    expect(first.headers['x-wp-totalpages']).toBe('3');
    expect(first.headers.link).toBe(`<${first.body.next_rest_url}>; rel="next"`);
    const middle = await get(pathOf(first.body.next_rest_url));
    expect(Object.keys(middle.body)).toEqual([
      'organizers',
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect(pathOf(middle.body.previous_rest_url)).toBe(
      `${NS}/organizers/?per_page=1&search=Pager&status=publish`
    );
    const last = await get(pathOf(middle.body.next_rest_url));
    expect(Object.keys(last.body)).toEqual([
      'organizers',
      'rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect([first, middle, last].flatMap(names)).toEqual([
      'Pager Guild 1',
      'Pager Guild 2',
      'Pager Guild 0',
    ]);
  });

  it('answers an empty page > 1 with 404 organizer-archive-page-not-found', async () => {
    for (const query of ['page=4&search=Pager&per_page=1', 'page=2&search=zzznomatch']) {
      const res = await get(`${NS}/organizers?${query}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'organizer-archive-page-not-found',
        message: 'The requested organizer archive page does not exist',
        data: { status: 404 },
      });
    }
    const empty = await get(`${NS}/organizers?search=zzznomatch`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      organizers: [],
      rest_url: expect.any(String),
      total: 0,
      total_pages: 0,
    });
  });

  it.each(['page', 'per_page'])('rejects bad %s values with 400', async (name) => {
    for (const value of ['foo', '-1', '0', '1.5', '']) {
      const res = await get(`${NS}/organizers?${name}=${encodeURIComponent(value)}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody(name));
    }
  });

  it('defaults to 10 per page and clamps per_page to 50', async () => {
    expect(queryPairs((await get(`${NS}/organizers`)).body.rest_url)).toContainEqual([
      'per_page',
      '10',
    ]);
    expect(queryPairs((await get(`${NS}/organizers?per_page=51`)).body.rest_url)).toContainEqual([
      'per_page',
      '50',
    ]);
  });
});

describe('GET /organizers: search, event, has_events, only_with_upcoming, status', () => {
  const o: Record<string, Record<string, any>> = {};
  let event: number;

  beforeAll(async () => {
    o.name = await createOrganizer({ organizer: 'Kestrel Finder Society' });
    o.description = await createOrganizer({
      organizer: 'Finder D',
      description: 'We love the harrier hawks',
    });
    o.excerpt = await createOrganizer({ organizer: 'Finder E', excerpt: 'Merlinish' });
    o.phone = await createOrganizer({ organizer: 'Finder P', phone: '+44 777 123' });
    o.email = await createOrganizer({ organizer: 'Finder M', email: 'osprey@birds.example' });
    o.website = await createOrganizer({
      organizer: 'Finder W',
      website: 'https://goshawk.example/',
    });
    for (const key of ['linkPub', 'linkDraft', 'linkNone', 'linkPast'])
      o[key] = await createOrganizer({ organizer: `Linker ${key}` });
    event = (await createEvent(app, full, { title: 'Org linked', organizer: [o.linkPub.id] })).id;
    await createEvent(app, full, {
      title: 'Org draft',
      organizer: [o.linkDraft.id],
      status: 'draft',
    });
    await createEvent(app, full, {
      title: 'Org past',
      organizer: [o.linkPast.id],
      start_date: daysFromNow(-9, 10),
      end_date: daysFromNow(-9, 11),
    });
    await createOrganizer({ organizer: 'Linker hidden draft', status: 'draft' });
  });

  it.each([
    ['name', 'KESTREL', 'Kestrel Finder Society'],
    ['description', 'harrier hawks', 'Finder D'],
    ['excerpt', 'merlinish', 'Finder E'],
    ['phone', '777 123', 'Finder P'],
    ['email', 'osprey', 'Finder M'],
    ['website', 'goshawk', 'Finder W'],
  ])('search finds an organizer by its %s', async (_, text, expected) => {
    const res = await get(`${NS}/organizers?search=${encodeURIComponent(text)}`);
    expect(names(res)).toEqual([expected]);
    expect(queryPairs(res.body.rest_url)).toContainEqual(['search', text]);
  });

  it('search needs every fragment in one field', async () => {
    expect(
      (await get(`${NS}/organizers?search=${encodeURIComponent('osprey hawks')}`)).body.total
    ).toBe(0);
    expect((await get(`${NS}/organizers?search=`)).body).toEqual(invalidParamBody('search'));
  });

  it('event: the organizers of that event; unknown event → 400', async () => {
    expect(names(await get(`${NS}/organizers?event=${event}`))).toEqual(['Linker linkPub']);
    expect((await get(`${NS}/organizers?event=99999999`)).body).toEqual(invalidParamBody('event'));
    expect((await get(`${NS}/organizers?event=99999999999`)).body).toEqual(
      invalidParamBody('event')
    );
  });

  it('has_events true / false', async () => {
    expect(names(await get(`${NS}/organizers?search=Linker&has_events=true`)).sort()).toEqual([
      'Linker linkPast',
      'Linker linkPub',
    ]);
    expect(names(await get(`${NS}/organizers?search=Linker&has_events=0`)).sort()).toEqual([
      'Linker linkDraft',
      'Linker linkNone',
    ]);
  });

  it('only_with_upcoming: anonymous counts published events, editors any', async () => {
    expect(names(await get(`${NS}/organizers?search=Linker&only_with_upcoming=true`))).toEqual([
      'Linker linkPub',
    ]);
    expect(
      names(await get(`${NS}/organizers?search=Linker&only_with_upcoming=true`, full)).sort()
    ).toEqual(['Linker linkDraft', 'Linker linkPub']);
    expect((await get(`${NS}/organizers?search=Linker&only_with_upcoming=false`)).body.total).toBe(
      4
    );
  });

  it('status: anonymous sees publish only and may ask for nothing else; editors see drafts', async () => {
    expect(names(await get(`${NS}/organizers?search=Linker`))).not.toContain('Linker hidden draft');
    expect((await get(`${NS}/organizers?search=Linker&status=draft`)).body).toEqual(
      invalidParamBody('status')
    );
    expect(names(await get(`${NS}/organizers?search=Linker`, editor))).toContain(
      'Linker hidden draft'
    );
    expect(names(await get(`${NS}/organizers?search=Linker&status=draft`, editor))).toEqual([
      'Linker hidden draft',
    ]);
  });
});

describe('GET /organizers/{id} and by slug', () => {
  let org: Record<string, any>;

  beforeAll(async () => {
    org = await createOrganizer({
      organizer: 'Civic Productions',
      description: 'Occaecat',
      excerpt: 'Short',
      phone: '+1-555-3024',
      website: 'https://org4.example.test/',
      email: 'contact4@org.example.test',
      date: '2025-05-05 05:05:05',
    });
  });

  it("answers the full record with json_ld, keys in TEC's order (docs/tec-behaviour.md §11.8)", async () => {
    const res = await get(`${NS}/organizers/${org.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: org.id,
      status: 'publish',
      date: '2025-05-05 05:05:05',
      date_utc: '2025-05-05 05:05:05',
      modified: expect.any(String),
      modified_utc: expect.any(String),
      url: `${originOf(res)}/organizers/civic-productions/`,
      organizer: 'Civic Productions',
      description: '<p>Occaecat</p>',
      excerpt: '<p>Short</p>',
      slug: 'civic-productions',
      phone: '+1-555-3024',
      website: 'https://org4.example.test/',
      email: 'contact4@org.example.test',
      json_ld: expect.objectContaining({
        '@type': 'Person',
        name: 'Civic Productions',
        telephone: '+1-555-3024',
        sameAs: 'https://org4.example.test/',
      }),
      global_id: `127.0.0.1?id=${org.id}`,
      global_id_lineage: [`127.0.0.1?id=${org.id}`],
      translation_language: 'en',
      translations: { en: org.id },
    });
    expect(Object.keys(res.body)).toEqual(inOrder(ORGANIZER_KEYS, Object.keys(res.body)));
  });

  it('answers the same by slug, and prunes every empty value', async () => {
    expect((await get(`${NS}/organizers/by-slug/civic-productions`)).body.id).toBe(org.id);
    const bare = await createOrganizer({ organizer: 'Bare Org' });
    expect(Object.keys((await get(`${NS}/organizers/${bare.id}`)).body)).toEqual([
      'id',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'organizer',
      'slug',
      'json_ld',
      'global_id',
      'global_id_lineage',
      'translation_language',
      'translations',
    ]);
  });

  it('answers unknown ids and slugs with 400, non-numeric ids with 404 rest_no_route', async () => {
    expect((await get(`${NS}/organizers/99999999`)).body).toEqual(invalidParamBody('id'));
    expect((await get(`${NS}/organizers/99999999999`)).body).toEqual(invalidParamBody('id'));
    expect((await get(`${NS}/organizers/by-slug/nobody-here`)).body).toEqual(
      invalidParamBody('slug')
    );
    expect((await get(`${NS}/organizers/abc`)).body.code).toBe('rest_no_route');
  });

  it('refuses a draft organizer to anonymous callers: 403 organizer-not-accessible', async () => {
    const draft = await createOrganizer({ organizer: 'Draft Org', status: 'draft' });
    const res = await get(`${NS}/organizers/${draft.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'organizer-not-accessible',
      message: 'The requested organizer is not accessible',
      data: { status: 403 },
    });
    expect((await get(`${NS}/organizers/by-slug/draft-org`)).status).toBe(403);
    expect((await get(`${NS}/organizers/${draft.id}`, editor)).body.status).toBe('draft');
  });

  it('blanks a password-protected organizer for anonymous callers, everywhere', async () => {
    const locked = await createOrganizer({
      organizer: 'Locked Org',
      password: 'pw',
      phone: '123',
      email: 'x@y.example',
      website: 'https://locked.example/',
      description: 'Hidden',
    });
    const event = await createEvent(app, full, {
      title: 'Locked org party',
      organizer: [locked.id],
    });
    const bodies = [
      (await get(`${NS}/organizers/${locked.id}`)).body,
      (await get(`${NS}/organizers?search=Locked`)).body.organizers[0],
      (await get(`${NS}/events/${event.id}`)).body.organizer[0],
    ];
    for (const body of bodies) {
      expect(body).toMatchObject({ id: locked.id, organizer: 'Locked Org' });
      for (const key of ['phone', 'email', 'website', 'description', 'excerpt', 'image'])
        expect(body).not.toHaveProperty(key);
    }
    expect(bodies[0].json_ld).toEqual({ '@type': 'Person', name: 'Locked Org' });
    // Nor can a search probe the protected fields.
    expect((await get(`${NS}/organizers?search=hidden`)).body.total).toBe(0);
    expect(
      (await get(`${NS}/organizers?search=hidden&password=pw`)).body.organizers.map(
        (b: { id: number }) => b.id
      )
    ).toEqual([locked.id]);
    expect((await get(`${NS}/organizers/${locked.id}?password=pw`)).body).toMatchObject({
      phone: '123',
      email: 'x@y.example',
      description: '<p>Hidden</p>',
    });
    expect((await get(`${NS}/organizers/${locked.id}?context=edit`, editor)).body.phone).toBe(
      '123'
    );
  });
});
