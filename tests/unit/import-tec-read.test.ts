/**
 * Reading a site that runs The Events Calendar (server/src/import/tec): finding its REST API v1,
 * every page of every list, and each record as the arguments of this API's create routes
 * (docs/api.md §7), against a local server answering as TEC does (tests/helpers/
 * tec-fixture-server.ts) from our own samples in TEC's shapes (tests/fixtures/tec/). The same on
 * TEC's real captured answers: tests/interop/unit/import-tec-read.test.ts.
 */
import { readTecSite, type ReadProgress } from '../../server/src/import/tec';
import type { ImportBatch, ImportRecord } from '../../server/src/domain/import';
import {
  moreEvents,
  origin,
  sampleSite,
  startTecFixture,
  type FixtureOptions,
  type FixtureSite,
  type Raw,
  type TecFixture,
} from '../helpers/tec-fixture-server';

const LOCAL = ['127.0.0.1'];
let tec: TecFixture | null = null;

afterEach(async () => {
  await tec?.close();
  tec = null;
});

async function read(fixture: FixtureOptions, options: Parameters<typeof readTecSite>[1] = {}) {
  tec = await startTecFixture(fixture);
  return readTecSite(tec.root, { allowedHosts: LOCAL, ...options });
}

const find = (batch: ImportBatch, kind: string, id: string) =>
  batch.records.find((r) => r.kind === kind && r.remoteId === id) as ImportRecord;
const ofKind = (batch: ImportBatch, kind: string) => batch.records.filter((r) => r.kind === kind);
const listRequests = (path: string) =>
  tec!.requests.filter((r) => r.url.startsWith(`/wp-json/tribe/events/v1/${path}?`));
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

/** The sample site, plus pages' worth of categories and events, and an event long past. */
function bigSite(): FixtureSite {
  const site = sampleSite();
  const past = { ...structuredClone(site.events[0]), id: 19999, slug: 'old-one' };
  Object.assign(past, { start_date: '2015-03-01 10:00:00', end_date: '2015-03-01 12:00:00' });
  site.events.push(past, ...moreEvents(site, 110));
  for (let i = 0; i < 55; i++)
    site.categories.push({
      ...site.categories[0],
      id: 500 + i,
      slug: `c${i}`,
      name: `C ${i}`,
      count: i % 2,
    });
  return site;
}

describe('every page of every list', () => {
  test('read whole with per_page 50, all dates, and empty terms too', async () => {
    const site = bigSite();
    const progress: ReadProgress[] = [];
    const batch = await read({ site }, { onProgress: (p) => progress.push(p) });
    expect(batch.problems).toEqual([]);
    expect(ofKind(batch, 'event')).toHaveLength(site.events.length);
    expect(ofKind(batch, 'category')).toHaveLength(site.categories.length);
    expect(find(batch, 'event', '19999').args.start_date).toBe('2015-03-01 10:00:00');
    const events = listRequests('events').map((r) => query(r.url));
    expect(events.map((q) => q.page)).toEqual(['1', '2', '3']);
    expect(events[0]).toMatchObject({
      per_page: '50',
      start_date: '1900-01-01 00:00:00',
      end_date: '2199-12-31 23:59:59',
    });
    expect(events[0].status).toBeUndefined();
    // TEC's term links keep only `page`: the reader keeps its own query on every page.
    for (const r of listRequests('categories'))
      expect(query(r.url)).toMatchObject({ per_page: '50', hide_empty: 'false' });
    const all = site.events.length;
    expect(progress.filter((p) => p.kind === 'event').map((p) => p.done)).toEqual([50, 100, all]);
    expect(progress[progress.length - 1]).toEqual({ kind: 'event', done: all, total: all });
  });

  test('records come in import order, a category after its parent', async () => {
    const site = sampleSite();
    site.categories.unshift({
      ...site.categories[0],
      id: 900,
      slug: 'child',
      name: 'Child',
      parent: 11,
    });
    const batch = await read({ site });
    const kinds = batch.records.map((r) => r.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => order(a) - order(b)));
    const ids = ofKind(batch, 'category').map((c) => c.remoteId);
    expect(ids.indexOf('11')).toBeLessThan(ids.indexOf('900'));
    expect(find(batch, 'category', '900').links).toEqual({ parent: '11' });
    // Workshops (category-single.json) is a child of Family in the samples themselves.
    expect(find(batch, 'category', '14').links).toEqual({ parent: '13' });
  });

  test('a list that fails half-way: a problem without a record, the pages read are kept', async () => {
    const batch = await read({
      site: bigSite(),
      override: (route, url) =>
        route?.endsWith('/events') && url.searchParams.get('page') === '2'
          ? { status: 500, body: { code: 'internal', message: 'Boom', data: { status: 500 } } }
          : undefined,
    });
    expect(ofKind(batch, 'event')).toHaveLength(50);
    expect(batch.problems).toEqual([
      {
        source: `${tec!.root}/wp-json/tribe/events/v1/events`,
        message: expect.stringMatching(/events\?.*page=2 answered 500 internal: Boom$/),
      },
    ]);
  });
});

const order = (kind: string) => ['category', 'tag', 'venue', 'organizer', 'event'].indexOf(kind);

describe('each kind as this API’s create arguments', () => {
  let batch: ImportBatch;
  beforeAll(async () => {
    tec = await startTecFixture({ site: sampleSite() });
    batch = await readTecSite(tec.root, { allowedHosts: LOCAL });
    await tec.close();
    tec = null;
  });

  test('an event (event-single sample)', () => {
    const event = find(batch, 'event', '101');
    expect(event.label).toBe('event 101 “Harbour Lights Concert”');
    expect(event.args).toEqual({
      title: 'Harbour Lights Concert',
      description: '<p>Sea shanties and brass on the quay.</p>\n<p>Bring a blanket.</p>',
      excerpt: '<p>Shanties and brass on the quay.</p>',
      slug: 'harbour-lights-concert',
      status: 'publish',
      date_utc: '2027-01-15 10:20:30',
      // Wall times in the event's own zone, not its utc_* times.
      start_date: '2027-06-12 19:30:00',
      end_date: '2027-06-12 22:00:00',
      timezone: 'Europe/Dublin',
      all_day: false,
      // cost_details.values ["free"] are no prices: the text as written.
      cost: 'Free',
      website: 'https://harbourlights.example.org/',
      show_map: true,
      show_map_link: false,
      hide_from_listings: false,
      sticky: false,
      featured: false,
    });
    expect(event.links).toEqual({
      venue: '32',
      organizers: ['41'],
      categories: ['11'],
      tags: ['22'],
    });
    expect(event.translationOf).toBeUndefined();
  });

  test('an all-day, featured event with a price; two organizers; none; no venue', () => {
    expect(find(batch, 'event', '102').args).toMatchObject({
      all_day: true,
      start_date: '2027-05-01 00:00:00',
      end_date: '2027-05-02 23:59:59',
      cost: '$5',
      featured: true,
    });
    expect(find(batch, 'event', '104').links?.organizers).toEqual(['42', '43']);
    // `organizer: []` and TEC's `venue: []` for none: no link.
    expect(find(batch, 'event', '106').links).toEqual({
      venue: '33',
      categories: ['12'],
      tags: ['21', '24'],
    });
    expect(find(batch, 'event', '107').links).toEqual({
      organizers: ['43'],
      categories: ['13'],
      tags: ['22'],
    });
  });

  test('prices rebuilt from cost_details: the symbol after the value, a range; no cost', () => {
    expect(find(batch, 'event', '105').args.cost).toBe('20€');
    expect(find(batch, 'event', '106').args.cost).toEqual(['$10', '$15']);
    expect(find(batch, 'event', '107').args).not.toHaveProperty('cost');
  });

  test('an event without a website: TEC shows its own page there, which is not imported', () => {
    expect(find(batch, 'event', '103').args).not.toHaveProperty('website');
  });

  test('a category: the name decoded, the description kept as HTML', () => {
    const category = find(batch, 'category', '12');
    expect(category.args).toEqual({
      name: 'Theatre & Dance',
      slug: 'theatre-dance',
      description: 'Events in the Theatre &amp; Dance category.',
    });
    expect(category.links).toBeUndefined();
    expect(category.label).toBe('category 12 “Theatre & Dance”');
  });

  test('a tag, and one found only embedded in events', () => {
    expect(find(batch, 'tag', '21').args).toEqual({
      name: '18+',
      slug: '18',
      description: 'Tagged 18+.',
    });
    expect(find(batch, 'tag', '24').args).toMatchObject({ name: 'late night' });
  });

  test('a venue: address, map flags as strings', () => {
    expect(find(batch, 'venue', '33').args).toEqual({
      venue: 'Old Mill Studio',
      description: '<p>Wheels, kilns and a long table by the river.</p>',
      slug: 'old-mill-studio',
      status: 'publish',
      date_utc: '2027-01-10 09:10:00',
      address: '400 Mill Road',
      city: 'Portland',
      country: 'United States',
      state: 'ME',
      zip: '04101',
      phone: '+1-207-555-0133',
      stateprovince: 'ME',
      show_map: 'true',
      show_map_link: 'false',
      website: 'https://oldmill.example.org/',
    });
  });

  test('an organizer', () => {
    expect(find(batch, 'organizer', '41').args).toEqual({
      organizer: 'Tidewater Arts Collective',
      description: '<p>Volunteers who run the harbour festival.</p>',
      slug: 'tidewater-arts-collective',
      status: 'publish',
      date_utc: '2027-01-11 10:00:00',
      phone: '+353-91-555-0141',
      email: 'hello@tidewater.example.org',
      website: 'https://tidewater.example.org/',
    });
  });
});

describe('values TEC writes for display', () => {
  async function readOne(change: (e: Raw) => void) {
    const site = sampleSite();
    site.events = [site.events.find((e) => e.id === 101)!];
    change(site.events[0]);
    const batch = await read({ site });
    return find(batch, 'event', '101');
  }

  test('a range of prices: the prices with their symbol, not the display text', async () => {
    const event = await readOne((e) => {
      e.cost = '10€ – 20€';
      e.cost_details = {
        currency_symbol: '€',
        currency_code: 'EUR',
        currency_position: 'postfix',
        values: ['10', '20'],
      };
    });
    expect(event.args.cost).toEqual(['10€', '20€']);
  });

  test('no website stored: TEC shows the event page, which is not imported', async () => {
    const event = await readOne((e) => (e.website = e.url));
    expect(event.args.website).toBeUndefined();
  });

  test('the image URL, texturised title, a bare-host website', async () => {
    const event = await readOne((e) => {
      e.image = { url: `${origin}/wp-content/uploads/poster.jpg`, id: 12, width: 800 };
      e.title = 'Rock &amp; Roll &#8211; Bob&#8217;s night';
      e.website = 'www.example.org/night';
    });
    expect(event.args).toMatchObject({
      image: `${tec!.root}/wp-content/uploads/poster.jpg`,
      title: 'Rock & Roll – Bob’s night',
      website: 'http://www.example.org/night',
    });
  });

  test('no timezone: the UTC times are kept, with a warning', async () => {
    const event = await readOne((e) => {
      e.timezone = '';
      e.start_date = '2027-06-12 18:00:00';
      e.utc_start_date = '2027-06-12 16:00:00';
    });
    // The end from the sample's utc_end_date, 2027-06-12 21:00:00.
    expect(event.args).toMatchObject({
      start_date: '2027-06-12T16:00:00Z',
      end_date: '2027-06-12T21:00:00Z',
    });
    expect(event.args.timezone).toBeUndefined();
    expect(event.warnings).toEqual([
      'no usable timezone (""): its UTC times are kept, in the site timezone',
    ]);
  });
});

describe('credentials', () => {
  const credentials = { user: 'admin', password: 'abcd efgh ijkl mnop' };

  function privateSite() {
    const site = sampleSite();
    site.events.push({
      ...structuredClone(site.events[0]),
      id: 31000,
      slug: 'draft-one',
      status: 'draft',
    });
    site.venues.push({
      ...structuredClone(site.venues[0]),
      id: 31001,
      slug: 'private-place',
      status: 'private',
    });
    return site;
  }

  test('HTTP Basic on every request, and every status but trash asked for', async () => {
    const batch = await read({ site: privateSite(), credentials }, credentials);
    expect(batch.problems).toEqual([]);
    const basic = `Basic ${Buffer.from('admin:abcd efgh ijkl mnop').toString('base64')}`;
    expect(tec!.requests.every((r) => r.authorization === basic)).toBe(true);
    for (const path of ['events', 'venues', 'organizers'])
      expect(query(listRequests(path)[0].url).status).toBe('publish,future,draft,pending,private');
    expect(query(listRequests('tags')[0].url).status).toBeUndefined();
    expect(find(batch, 'event', '31000').args.status).toBe('draft');
    expect(find(batch, 'venue', '31001').args.status).toBe('private');
  });

  test('anonymous: no Authorization, published records only', async () => {
    const batch = await read({ site: privateSite(), credentials });
    expect(tec!.requests.every((r) => r.authorization === undefined)).toBe(true);
    expect(find(batch, 'event', '31000')).toBeUndefined();
  });

  test('refused credentials: one problem that says so', async () => {
    const batch = await read({ credentials }, { user: 'admin', password: 'wrong' });
    // toMatchObject: the batch may say more (why it is unreadable), never other records or problems.
    expect(batch).toMatchObject({
      records: [],
      problems: [
        {
          source: tec!.root,
          message: `${tec!.root}/wp-json/tribe/events/v1/ refused the credentials (401 incorrect_password: The provided password is an invalid application password.): check the user and its application password`,
        },
      ],
    });
  });

  test('a site that asks for credentials when none are given', async () => {
    const batch = await read({
      override: () => ({
        status: 401,
        body: {
          code: 'rest_forbidden',
          message: 'Sorry, you are not allowed to do that.',
          data: { status: 401 },
        },
      }),
    });
    expect(batch.problems[0].message).toMatch(
      /asks for credentials \(401 rest_forbidden: .*\): give a user and an application password$/
    );
  });

  test('credentials that may not read unpublished records: published ones, and a problem', async () => {
    const batch = await read(
      {
        site: privateSite(),
        override: (route, url) =>
          route?.endsWith('/venues') && url.searchParams.get('status')
            ? {
                status: 400,
                body: {
                  code: 'rest_invalid_param',
                  message: 'Invalid parameter(s): status',
                  data: { status: 400, params: { status: 'Invalid parameter.' } },
                },
              }
            : undefined,
        credentials,
      },
      credentials
    );
    expect(batch.problems).toEqual([
      {
        source: `${tec!.root}/wp-json/tribe/events/v1/venues`,
        message: 'the credentials may not read unpublished venues: only published ones were read',
      },
    ]);
    expect(find(batch, 'venue', '31')).toBeDefined();
  });
});

describe('finding the API', () => {
  test.each([
    '',
    '/',
    '/wp-json',
    '/wp-json/',
    '/wp-json/tribe/events/v1',
    '/wp-json/tribe/events/v1/',
  ])('from the site root or any part of its API URL: "%s"', async (suffix) => {
    tec = await startTecFixture({});
    const batch = await readTecSite(`${tec.root}${suffix}`, { allowedHosts: LOCAL });
    expect(batch.problems).toEqual([]);
    expect(listRequests('events')).toHaveLength(1);
  });

  test("WordPress without pretty permalinks: WordPress's ?rest_route= form", async () => {
    const batch = await read({ prettyPermalinks: false });
    expect(batch.problems).toEqual([]);
    expect(ofKind(batch, 'event').length).toBeGreaterThan(0);
    const events = tec!.requests.find((r) => r.url.includes('v1%2Fevents&'))!;
    expect(query(events.url)).toMatchObject({ rest_route: '/tribe/events/v1/events', page: '1' });
  });

  test("another API's JSON", async () => {
    const batch = await read({
      override: (route) =>
        route
          ? { status: 200, body: { namespace: 'wp/v2', routes: { '/wp/v2/posts': {} } } }
          : undefined,
    });
    expect(batch.records).toEqual([]);
    expect(batch.problems).toEqual([
      {
        source: tec!.root,
        message: `${tec!.root}/wp-json/tribe/events/v1/ is not The Events Calendar's REST API (tribe/events/v1): it answered 200 without TEC's namespace index`,
      },
    ]);
  });

  test('WordPress without TEC: its rest_no_route error', async () => {
    const batch = await read({
      override: () => ({
        status: 404,
        body: {
          code: 'rest_no_route',
          message: 'No route was found matching the URL and request method.',
          data: { status: 404 },
        },
      }),
    });
    expect(batch.problems[0].message).toContain(
      "is not The Events Calendar's REST API (tribe/events/v1): it answered 404 rest_no_route"
    );
  });

  test('an HTML page', async () => {
    const batch = await read({
      override: () => ({ status: 200, body: '<!DOCTYPE html><html><body>Blog</body></html>' }),
    });
    expect(batch.problems).toEqual([
      {
        source: tec!.root,
        message: `${tec!.root}/wp-json/tribe/events/v1/ answered an HTML page, not The Events Calendar's REST API (tribe/events/v1): is the address right, and WordPress's REST API reachable?`,
      },
    ]);
  });
});

describe('a source that cannot be read', () => {
  test('an unreachable host', async () => {
    tec = await startTecFixture({});
    const root = tec.root;
    await tec.close();
    tec = null;
    const batch = await readTecSite(root, { allowedHosts: LOCAL });
    expect(batch).toMatchObject({
      records: [],
      problems: [
        {
          source: root,
          message: `${root}/wp-json/tribe/events/v1/ could not be reached (ECONNREFUSED)`,
        },
      ],
    });
  });

  test('a private address, unless its host is allowed', async () => {
    tec = await startTecFixture({});
    const batch = await readTecSite(tec.root, {});
    expect(batch.problems[0].message).toBe(
      `${tec.root}/wp-json/tribe/events/v1/: refused to connect to a loopback address; list its host in the plugin option importHosts to allow it`
    );
    expect(tec.requests).toEqual([]);
  });

  test('a server that never answers', async () => {
    const batch = await read({ override: () => 'hang' }, { timeoutMs: 300, idleTimeoutMs: 200 });
    expect(batch.problems[0].message).toMatch(
      /\/wp-json\/tribe\/events\/v1\/ did not answer in time/
    );
  });

  test('an answer larger than the cap', async () => {
    // The first answer, the namespace index, is about 3.8 kB.
    const batch = await read({}, { maxBytes: 2000 });
    expect(batch.problems[0].message).toBe(
      `${tec!.root}/wp-json/tribe/events/v1/ answered more than 2000 bytes`
    );
  });
});

describe('records that cannot be mapped', () => {
  test('named one by one; the others are read', async () => {
    const site = sampleSite();
    const { start_date: _s, ...noStart } = structuredClone(site.events[0]);
    site.events.push(
      { ...noStart, id: 99999, start_date: 'soon' },
      { ...site.events[1], id: 99998, title: '' }
    );
    site.events.push('garbage' as unknown as Raw);
    const locked = {
      ...structuredClone(site.events[2]),
      id: 99997,
      all_day: null,
      show_map: null,
      description: '',
    };
    site.events.push(locked);
    site.venues.push({ id: 99996, venue: [], status: 'publish', show_map: true });
    const batch = await read({ site });
    const source = `${tec!.root}/wp-json/tribe/events/v1/events`;
    expect(batch.problems).toEqual([
      {
        source: `${tec!.root}/wp-json/tribe/events/v1/venues`,
        record: 'venue 99996',
        message: expect.stringMatching(/^password-protected/),
      },
      { source, record: 'event 99999', message: 'no start date ("soon")' },
      { source, record: 'event 99998', message: 'no title' },
      // The sample site's 7 events, the two above, then it: the 10th.
      { source, record: 'event #10 of the list', message: 'not a record: "garbage"' },
      { source, record: 'event 99997', message: expect.stringMatching(/^password-protected/) },
    ]);
    expect(ofKind(batch, 'event')).toHaveLength(site.events.length - 4);
  });

  test('a venue an event embeds but the venue list lacks: read from the event', async () => {
    const site = sampleSite();
    site.venues = site.venues.filter((v) => v.id !== 32);
    const batch = await read({ site });
    const venue = find(batch, 'venue', '32');
    expect(venue.args.venue).toBe('Lighthouse Theatre');
    expect(venue.warnings).toEqual(['not in the venue list: read from event 101']);
  });
});
