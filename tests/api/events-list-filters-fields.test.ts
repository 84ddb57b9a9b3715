/**
 * GET /events filters on the event's own fields (docs/tec-behaviour.md §3.1.2, docs/api.md §6): search,
 * featured, ticketed, geoloc (its venue's coordinates) and hide_from_listings. Filters that name
 * other records are in events-list-filters-links.test.ts.
 */
import { useApp } from './helpers/app';
import { daysFromNow, makeVenue } from './helpers/fixtures';
import {
  NS,
  createEvent,
  get,
  ids,
  listQueries,
  queryOf,
  type EventBody,
} from './helpers/event-reads';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const { list, rejects } = listQueries(app);

describe('search', () => {
  let byTitle: EventBody;
  let byDescription: EventBody;
  let byExcerpt: EventBody;
  let percent: EventBody;

  beforeAll(async () => {
    byTitle = await createEvent(app, full, {
      title: 'Zanzibar Night',
      start_date: daysFromNow(2, 10),
      end_date: daysFromNow(2, 11),
    });
    byDescription = await createEvent(app, full, {
      title: 'Plain one',
      description: 'Music from ZANZIBAR and beyond',
      start_date: daysFromNow(3, 10),
      end_date: daysFromNow(3, 11),
    });
    byExcerpt = await createEvent(app, full, {
      title: 'Plain two',
      excerpt: 'A zanzibar evening',
      start_date: daysFromNow(4, 10),
      end_date: daysFromNow(4, 11),
    });
    percent = await createEvent(app, full, {
      title: 'Discount 100% off',
      start_date: daysFromNow(5, 10),
      end_date: daysFromNow(5, 11),
    });
    await createEvent(app, full, {
      title: 'Discount 1000 off',
      start_date: daysFromNow(5, 10),
      end_date: daysFromNow(5, 11),
    });
  });

  it('matches the title, description and excerpt, case-insensitively', async () => {
    expect(ids(await list('search=zanzibar'))).toEqual([
      byTitle.id,
      byDescription.id,
      byExcerpt.id,
    ]);
    expect(ids(await list('search=ZanZiBar'))).toEqual([
      byTitle.id,
      byDescription.id,
      byExcerpt.id,
    ]);
  });

  it('matches every word of the search, in any order and any field, as WordPress does', async () => {
    expect(ids(await list(`search=${encodeURIComponent('zanzibar night')}`))).toEqual([byTitle.id]);
    expect(ids(await list(`search=${encodeURIComponent('Night Zanzibar')}`))).toEqual([byTitle.id]);
    expect(ids(await list(`search=${encodeURIComponent('plain beyond')}`))).toEqual([
      byDescription.id,
    ]);
    // Stopwords and single letters are not required.
    expect(ids(await list(`search=${encodeURIComponent('the zanzibar of a')}`))).toEqual([
      byTitle.id,
      byDescription.id,
      byExcerpt.id,
    ]);
  });

  it('keeps a quoted phrase whole and excludes a word prefixed with -', async () => {
    expect(ids(await list(`search=${encodeURIComponent('"night zanzibar"')}`))).toEqual([]);
    expect(ids(await list(`search=${encodeURIComponent('"zanzibar night"')}`))).toEqual([
      byTitle.id,
    ]);
    expect(ids(await list(`search=${encodeURIComponent('zanzibar -night')}`))).toEqual([
      byDescription.id,
      byExcerpt.id,
    ]);
  });

  it('matches the search text literally (no SQL wildcards)', async () => {
    expect(ids(await list(`search=${encodeURIComponent('100%')}`))).toEqual([percent.id]);
    expect(ids(await list(`search=${encodeURIComponent('Discount_1')}`))).toEqual([]);
  });

  it('rejects an empty search', async () => {
    const body = await rejects('search=', 'search');
    expect(body.data.params.search).toBe('Invalid parameter.');
  });
});

describe('featured', () => {
  let starred: EventBody;
  let plain: EventBody;

  beforeAll(async () => {
    starred = await createEvent(app, full, {
      title: 'Featuretest star',
      featured: true,
      start_date: daysFromNow(2, 10),
      end_date: daysFromNow(2, 11),
    });
    plain = await createEvent(app, full, {
      title: 'Featuretest plain',
      start_date: daysFromNow(3, 10),
      end_date: daysFromNow(3, 11),
    });
  });

  it.each(['true', '1', 'TRUE'])('featured=%s keeps featured events only', async (flag) => {
    expect(ids(await list(`search=Featuretest&featured=${flag}`))).toEqual([starred.id]);
  });

  it.each(['false', '0'])('featured=%s keeps the others only', async (flag) => {
    expect(ids(await list(`search=Featuretest&featured=${flag}`))).toEqual([plain.id]);
  });

  it('keeps both without the argument, and carries it in rest_url when given', async () => {
    expect(ids(await list('search=Featuretest'))).toEqual([starred.id, plain.id]);
    expect(queryOf((await list('search=Featuretest&featured=1')).rest_url).featured).toBe('true');
  });

  it.each(['yes', '', '2'])('rejects featured=%p', async (flag) => {
    const body = await rejects(`featured=${flag}`, 'featured');
    expect(body.data.params.featured).toBe('featured is not of type boolean.');
  });
});

describe('ticketed', () => {
  beforeAll(async () => {
    await createEvent(app, full, {
      title: 'Tickettest one',
      start_date: daysFromNow(2, 10),
      end_date: daysFromNow(2, 11),
    });
    await createEvent(app, full, {
      title: 'Tickettest two',
      start_date: daysFromNow(3, 10),
      end_date: daysFromNow(3, 11),
    });
  });

  it('ticketed=true matches nothing: no event has tickets', async () => {
    const body = await list('search=Tickettest&ticketed=true');
    expect(body.events).toEqual([]);
    expect(body.total).toBe(0);
  });

  it('ticketed=false matches every event', async () => {
    const all = await list('search=Tickettest');
    expect(all.total).toBe(2);
    expect(ids(await list('search=Tickettest&ticketed=false'))).toEqual(ids(all));
  });

  it('rejects a non-boolean ticketed', async () => {
    await rejects('ticketed=maybe', 'ticketed');
  });
});

describe('geoloc', () => {
  let paris: EventBody;
  let london: EventBody;
  let nowhere: EventBody;
  let noVenue: EventBody;

  beforeAll(async () => {
    const parisVenue = await makeVenue(app.strapi, 'Geo Paris', {
      geoLat: 48.8566,
      geoLng: 2.3522,
    });
    const londonVenue = await makeVenue(app.strapi, 'Geo London', {
      geoLat: 51.5074,
      geoLng: -0.1278,
    });
    const noCoords = await makeVenue(app.strapi, 'Geo Nowhere');
    const make = (title: string, day: number, venue: number | null) =>
      createEvent(app, full, {
        title,
        start_date: daysFromNow(day, 10),
        end_date: daysFromNow(day, 11),
        ...(venue ? { venue } : {}),
      });
    paris = await make('Geotest paris', 2, parisVenue.id);
    london = await make('Geotest london', 3, londonVenue.id);
    nowhere = await make('Geotest nowhere', 4, noCoords.id);
    noVenue = await make('Geotest novenue', 5, null);
  });

  it('geoloc=true keeps the events whose venue has coordinates', async () => {
    expect(ids(await list('search=Geotest&geoloc=true'))).toEqual([paris.id, london.id]);
    expect(ids(await list('search=Geotest'))).toEqual([
      paris.id,
      london.id,
      nowhere.id,
      noVenue.id,
    ]);
  });

  it('a centre keeps the venues within geoloc_radius km (default 10)', async () => {
    // The Louvre is about 1 km from the Paris venue; London is about 340 km away.
    expect(ids(await list('search=Geotest&geoloc_lat=48.8606&geoloc_lng=2.3376'))).toEqual([
      paris.id,
    ]);
    expect(
      ids(await list('search=Geotest&geoloc_lat=48.8606&geoloc_lng=2.3376&geoloc_radius=300'))
    ).toEqual([paris.id]);
    expect(
      ids(await list('search=Geotest&geoloc_lat=48.8606&geoloc_lng=2.3376&geoloc_radius=400'))
    ).toEqual([paris.id, london.id]);
    expect(ids(await list('search=Geotest&geoloc_lat=0&geoloc_lng=0'))).toEqual([]);
  });

  it('carries the geographic arguments in rest_url', async () => {
    const body = await list(
      'search=Geotest&geoloc_lat=48.8606&geoloc_lng=2.3376&geoloc_radius=400'
    );
    expect(queryOf(body.rest_url)).toMatchObject({
      geoloc_lat: '48.8606',
      geoloc_lng: '2.3376',
      geoloc_radius: '400',
    });
  });

  it.each([
    ['geoloc=maybe', 'geoloc'],
    ['geoloc_lat=north&geoloc_lng=2', 'geoloc_lat'],
    ['geoloc_lat=1&geoloc_lng=east', 'geoloc_lng'],
    ['geoloc_lat=1&geoloc_lng=2&geoloc_radius=-5', 'geoloc_radius'],
  ])('rejects %s', async (query, name) => {
    await rejects(query, name);
  });
});

describe('hide_from_listings', () => {
  let hidden: EventBody;

  beforeAll(async () => {
    hidden = await createEvent(app, full, {
      title: 'Hiddentest secret',
      hide_from_listings: true,
      start_date: daysFromNow(2, 10),
      end_date: daysFromNow(2, 11),
    });
    await createEvent(app, full, {
      title: 'Hiddentest shown',
      start_date: daysFromNow(3, 10),
      end_date: daysFromNow(3, 11),
    });
  });

  it('is never listed, not even to an editor', async () => {
    const anonymous = await list('search=Hiddentest');
    expect(anonymous.events.map((e: EventBody) => e.title)).toEqual(['Hiddentest shown']);
    expect(anonymous.total).toBe(1);
    const editor = await get(app, `${NS}/events?search=Hiddentest`, full);
    expect(editor.body.events.map((e: EventBody) => e.title)).toEqual(['Hiddentest shown']);
  });

  it('is still readable alone', async () => {
    const res = await get(app, `${NS}/events/${hidden.id}`);
    expect(res.status).toBe(200);
    expect(res.body.hide_from_listings).toBe(true);
    expect(res.body.title).toBe('Hiddentest secret');
  });
});
