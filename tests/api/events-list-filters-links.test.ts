/**
 * GET /events filters that name other records, by id or slug (docs/tec-behaviour.md §3.1.2, docs/api.md §2, §6):
 * categories, tags, venue, organizer, include and post_parent, in every language version. Filters
 * on the event's own fields are in events-list-filters-fields.test.ts.
 */
import { useApp } from './helpers/app';
import { daysFromNow, makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import {
  NS,
  createEvent,
  get,
  ids,
  listQueries,
  pathOf,
  queryOf,
  setParent,
  translateEvent,
  walkNext,
  type EventBody,
} from './helpers/event-reads';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const { list, rejects } = listQueries(app);

describe('categories and tags', () => {
  let e: Record<string, EventBody>;
  let rock: { id: number; slug: string };
  let jazz: { id: number; slug: string };
  let free: { id: number; slug: string };

  beforeAll(async () => {
    rock = await makeCategory(app.strapi, 'Rock Music');
    jazz = await makeCategory(app.strapi, 'Jazz Music');
    free = await makeTag(app.strapi, 'Free Entry');
    await makeCategory(app.strapi, 'Empty Category');
    const make = (title: string, day: number, extra: Record<string, unknown>) =>
      createEvent(app, full, {
        title,
        start_date: daysFromNow(day, 10),
        end_date: daysFromNow(day, 11),
        ...extra,
      });
    e = {
      rock: await make('Terms rock', 2, { categories: [rock.id] }),
      jazz: await make('Terms jazz', 3, { categories: [jazz.slug] }),
      both: await make('Terms both', 4, { categories: [rock.id, jazz.id], tags: [free.id] }),
      tagged: await make('Terms tagged', 5, { tags: [free.slug] }),
      none: await make('Terms none', 6, {}),
    };
  });

  it('filters by one category id or slug', async () => {
    expect(ids(await list(`categories=${rock.id}`))).toEqual([e.rock.id, e.both.id]);
    expect(ids(await list('categories=rock-music'))).toEqual([e.rock.id, e.both.id]);
  });

  it('ORs the categories of a CSV or an array, listing an event in several of them once', async () => {
    const expected = [e.rock.id, e.jazz.id, e.both.id];
    const csv = await list(`categories=${encodeURIComponent(`rock-music, ${jazz.id}`)}`);
    expect(ids(csv)).toEqual(expected);
    expect(csv.total).toBe(3);
    const array = await list('categories[]=rock-music&categories[]=jazz-music');
    expect(ids(array)).toEqual(expected);
    expect(array.total).toBe(3);
    const repeated = await list(`categories=rock-music&categories=${jazz.id}`);
    expect(ids(repeated)).toEqual(expected);
  });

  it('pages an OR of categories without repeating or losing events', async () => {
    const pages = await walkNext(app, `${NS}/events?categories=rock-music,jazz-music&per_page=1`);
    expect(pages.flatMap(ids)).toEqual([e.rock.id, e.jazz.id, e.both.id]);
    expect(pages[0].total_pages).toBe(3);
  });

  it('filters by tags, by id or slug', async () => {
    expect(ids(await list('tags=free-entry'))).toEqual([e.both.id, e.tagged.id]);
    expect(ids(await list(`tags[]=${free.id}`))).toEqual([e.both.id, e.tagged.id]);
  });

  it('ANDs categories with tags', async () => {
    expect(ids(await list('categories=rock-music,jazz-music&tags=free-entry'))).toEqual([
      e.both.id,
    ]);
  });

  it('answers an existing category with no events with an empty list', async () => {
    const body = await list('categories=empty-category');
    expect(body.events).toEqual([]);
    expect(body.total).toBe(0);
  });

  it('carries the categories and tags in rest_url as ids', async () => {
    const body = await list('categories=rock-music&tags=free-entry');
    expect(queryOf(body.rest_url)).toMatchObject({
      categories: String(rock.id),
      tags: String(free.id),
    });
  });

  it.each([
    ['categories=no-such-category', 'categories'],
    ['categories=99999', 'categories'],
    [`categories=rock-music,no-such-category`, 'categories'],
    ['categories=', 'categories'],
    ['tags=no-such-tag', 'tags'],
    ['tags=99999', 'tags'],
    ['tags[]=free-entry&tags[]=nope', 'tags'],
  ])('rejects %s', async (query, name) => {
    const body = await rejects(query, name);
    expect(body.data.params[name]).toBe('Invalid parameter.');
  });

  it('does not take a category for a tag', async () => {
    await rejects('tags=rock-music', 'tags');
    await rejects(`categories=${free.slug}`, 'categories');
  });

  it('matches events in the child categories of a category (WordPress includes children)', async () => {
    const parent = await makeCategory(app.strapi, 'Festivals');
    const child = await makeCategory(app.strapi, 'Summer Festivals', { parent: parent.documentId });
    const grandchild = await makeCategory(app.strapi, 'Beach Festivals', {
      parent: child.documentId,
    });
    const inChild = await createEvent(app, full, {
      title: 'Child fest',
      categories: [child.id],
      start_date: daysFromNow(7, 10),
      end_date: daysFromNow(7, 11),
    });
    const inGrandchild = await createEvent(app, full, {
      title: 'Grandchild fest',
      categories: [grandchild.id],
      start_date: daysFromNow(8, 10),
      end_date: daysFromNow(8, 11),
    });
    expect(ids(await list('categories=festivals'))).toEqual([inChild.id, inGrandchild.id]);
    expect(ids(await list('categories=summer-festivals'))).toEqual([inChild.id, inGrandchild.id]);
    expect(ids(await list('categories=beach-festivals'))).toEqual([inGrandchild.id]);
  });
});

describe('venue and organizer', () => {
  let hall: { id: number };
  let club: { id: number };
  let anna: { id: number };
  let bob: { id: number };
  let e: Record<string, EventBody>;

  beforeAll(async () => {
    hall = await makeVenue(app.strapi, 'Filter Hall');
    club = await makeVenue(app.strapi, 'Filter Club');
    anna = await makeOrganizer(app.strapi, 'Anna Filter');
    bob = await makeOrganizer(app.strapi, 'Bob Filter');
    const make = (title: string, day: number, extra: Record<string, unknown>) =>
      createEvent(app, full, {
        title,
        start_date: daysFromNow(day, 10),
        end_date: daysFromNow(day, 11),
        ...extra,
      });
    e = {
      hallAnna: await make('Linked hall anna', 2, { venue: hall.id, organizer: [anna.id] }),
      clubBoth: await make('Linked club both', 3, { venue: club.id, organizer: [anna.id, bob.id] }),
      hallBob: await make('Linked hall bob', 4, { venue: hall.id, organizer: [bob.id] }),
    };
  });

  it('filters by venue ids, ORed', async () => {
    expect(ids(await list(`venue=${hall.id}`))).toEqual([e.hallAnna.id, e.hallBob.id]);
    expect(ids(await list(`venue=${hall.id},${club.id}`))).toEqual([
      e.hallAnna.id,
      e.clubBoth.id,
      e.hallBob.id,
    ]);
    expect(ids(await list(`venue[]=${club.id}`))).toEqual([e.clubBoth.id]);
  });

  it('filters by organizer ids, ORed, listing an event with both once', async () => {
    expect(ids(await list(`organizer=${anna.id}`))).toEqual([e.hallAnna.id, e.clubBoth.id]);
    const both = await list(`organizer=${anna.id},${bob.id}`);
    expect(ids(both)).toEqual([e.hallAnna.id, e.clubBoth.id, e.hallBob.id]);
    expect(both.total).toBe(3);
  });

  it('ANDs venue and organizer', async () => {
    expect(ids(await list(`venue=${hall.id}&organizer=${bob.id}`))).toEqual([e.hallBob.id]);
  });

  it.each([
    ['venue=abc', 'venue'],
    ['venue=filter-hall', 'venue'],
    ['venue=99999', 'venue'],
    ['venue=', 'venue'],
    ['organizer=abc', 'organizer'],
    ['organizer=99999', 'organizer'],
  ])('rejects %s', async (query, name) => {
    const body = await rejects(query, name);
    expect(body.data.params[name]).toBe('Invalid parameter.');
  });
});

describe('include and post_parent', () => {
  let past: EventBody;
  let soon: EventBody;
  let far: EventBody;
  let hidden: EventBody;

  beforeAll(async () => {
    past = await createEvent(app, full, {
      title: 'Included past',
      start_date: '2020-03-01 10:00:00',
      end_date: '2020-03-01 11:00:00',
    });
    soon = await createEvent(app, full, {
      title: 'Included soon',
      start_date: daysFromNow(2, 10),
      end_date: daysFromNow(2, 11),
    });
    far = await createEvent(app, full, {
      title: 'Included far',
      start_date: '2035-01-01 10:00:00',
      end_date: '2035-01-01 11:00:00',
    });
    hidden = await createEvent(app, full, {
      title: 'Included hidden',
      hide_from_listings: true,
      start_date: daysFromNow(2, 10),
      end_date: daysFromNow(2, 11),
    });
  });

  it('returns the included events whatever their dates, ignoring explicit dates too', async () => {
    const body = await list(`include=${far.id},${past.id},${soon.id}`);
    expect(ids(body)).toEqual([past.id, soon.id, far.id]);
    expect(body.total).toBe(3);
    const withDates = await list(`include=${past.id}&start_date=2030-01-01&end_date=2030-01-02`);
    expect(ids(withDates)).toEqual([past.id]);
    const q = queryOf(body.rest_url);
    expect(q.include).toBe([far.id, past.id, soon.id].join(','));
    expect(q).not.toHaveProperty('start_date');
  });

  it('accepts include as an array', async () => {
    expect(ids(await list(`include[]=${past.id}&include[]=${soon.id}`))).toEqual([
      past.id,
      soon.id,
    ]);
  });

  it('never lists an event hidden from listings, even when included', async () => {
    expect(ids(await list(`include=${hidden.id},${soon.id}`))).toEqual([soon.id]);
  });

  it.each(['0', '-1', 'abc', '', `1,0`, '1.5'])('rejects include=%p', async (value) => {
    const body = await rejects(`include=${encodeURIComponent(value)}`, 'include');
    expect(body.data.params.include).toBe('Invalid parameter.');
  });

  it('rejects a post_parent that is not an event', async () => {
    expect((await rejects('post_parent=99999', 'post_parent')).data.params.post_parent).toBe(
      'Invalid parameter.'
    );
    await rejects('post_parent=abc', 'post_parent');
  });

  it('lists the children of a post_parent', async () => {
    const parent = await createEvent(app, full, {
      title: 'Series parent',
      start_date: daysFromNow(9, 10),
      end_date: daysFromNow(9, 11),
    });
    const first = await createEvent(app, full, {
      title: 'Series first',
      start_date: daysFromNow(10, 10),
      end_date: daysFromNow(10, 11),
    });
    const second = await createEvent(app, full, {
      title: 'Series second',
      start_date: daysFromNow(11, 10),
      end_date: daysFromNow(11, 11),
    });
    await setParent(app, first.id, parent.id);
    await setParent(app, second.id, parent.id);
    expect(ids(await list(`post_parent=${parent.id}`))).toEqual([first.id, second.id]);
  });

  it('answers a post_parent without children with an empty list', async () => {
    const body = await list(`post_parent=${soon.id}`);
    expect(body.events).toEqual([]);
    expect(body.total).toBe(0);
    expect(queryOf(body.rest_url).post_parent).toBe(String(soon.id));
  });
});

describe('languages', () => {
  let en: EventBody;
  let frId: number;
  let enOnly: EventBody;

  beforeAll(async () => {
    en = await createEvent(app, full, {
      title: 'Langtest concert',
      start_date: daysFromNow(2, 10),
      end_date: daysFromNow(2, 11),
    });
    frId = await translateEvent(app, en.id, 'fr', {
      title: 'Langtest concert fr',
      slug: 'langtest-concert-fr',
    });
    enOnly = await createEvent(app, full, {
      title: 'Langtest english only',
      start_date: daysFromNow(3, 10),
      end_date: daysFromNow(3, 11),
    });
  });

  it('lists the records of the request language only', async () => {
    expect(ids(await list('search=Langtest'))).toEqual([en.id, enOnly.id]);
    expect(ids(await list('search=Langtest&translation_language=fr'))).toEqual([frId]);
    const res = await get(app, `/fr${NS}/events?search=Langtest`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([frId]);
    expect(new URL(res.body.rest_url).pathname).toBe(`/fr${NS}/events/`);
    expect(res.body.events[0].translations).toEqual({ en: en.id, fr: frId });
    expect(res.body.events[0].translation_language).toBe('fr');
  });

  it('takes the id of any language version in include, showing the request language version', async () => {
    expect(ids(await list(`include=${frId}`))).toEqual([en.id]);
    expect(ids(await list(`include=${en.id},${enOnly.id}&translation_language=fr`))).toEqual([
      frId,
    ]);
  });

  it('takes the id of any language version in post_parent', async () => {
    const child = await createEvent(app, full, {
      title: 'Langtest child',
      start_date: daysFromNow(4, 10),
      end_date: daysFromNow(4, 11),
    });
    await setParent(app, child.id, en.id);
    expect(ids(await list(`post_parent=${frId}`))).toEqual([child.id]);
  });

  it('rejects an unknown translation_language', async () => {
    await rejects('translation_language=xx', 'translation_language');
  });

  it('keeps the language root in the links it emits', async () => {
    const res = await get(app, `/fr${NS}/events?search=Langtest`);
    expect(pathOf(res.body.events[0].rest_url)).toBe(`/fr${NS}/events/${frId}`);
  });

  it('gives records of another language than the root a rest_url that leads back to them', async () => {
    const res = await get(app, `${NS}/events?search=Langtest&translation_language=fr`);
    const url = res.body.events[0].rest_url;
    expect(pathOf(url)).toBe(`${NS}/events/${frId}?translation_language=fr`);
    const read = await get(app, pathOf(url));
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(frId);
    // Records in the root's language keep TEC's bare URL.
    const en = await get(app, `${NS}/events?search=Langtest`);
    expect(pathOf(en.body.events[0].rest_url)).toBe(`${NS}/events/${en.body.events[0].id}`);
  });
});
