/**
 * The TEC reader's tests (server/src/import/tec) written once and run on two sets of samples: ours
 * (tests/fixtures/tec/, by tests/unit/import-tec-*.test.ts, in `npm test`) and TEC's real captured
 * answers (tests/helpers/shared-fixtures.ts, by tests/interop/unit/). The stand-in
 * (tests/helpers/tec-fixture-server.ts) answers from whichever set it is bound to; what depends on
 * the samples' own records (their ids, names, dates) the caller gives as data.
 */
import { readTecSite, type ReadProgress } from '../../server/src/import/tec';
import type { ImportBatch, ImportRecord } from '../../server/src/domain/import';
import {
  moreEvents,
  tecStandIn,
  type FixtureOptions,
  type FixtureSite,
  type Raw,
  type Samples,
  type TecFixture,
} from './tec-fixture-server';

const LOCAL = ['127.0.0.1'];

const find = (batch: ImportBatch, kind: string, id: string) =>
  batch.records.find((r) => r.kind === kind && r.remoteId === id) as ImportRecord;
const ofKind = (batch: ImportBatch, kind: string) => batch.records.filter((r) => r.kind === kind);
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

/** What one record read from the samples must be; each member present is an assertion. */
export interface TecRecordExpected {
  kind: 'event' | 'category' | 'tag' | 'venue' | 'organizer';
  id: string;
  label?: string;
  /** Its create arguments, whole. */
  args?: Raw;
  /** Some of them. */
  argsLike?: Raw;
  /** Arguments it must not have. */
  without?: string[];
  /** Its links, whole; null: none. */
  links?: Raw | null;
  /** Its organizers' ids, or how many. */
  organizers?: string[] | number;
  /** true: it is no translation of another record. */
  noTranslation?: boolean;
}

function checkTecRecord(batch: ImportBatch, x: TecRecordExpected): void {
  const record = find(batch, x.kind, x.id);
  expect(record).toBeDefined();
  if (x.label !== undefined) expect(record.label).toBe(x.label);
  if (x.args) expect(record.args).toEqual(x.args);
  if (x.argsLike) expect(record.args).toMatchObject(x.argsLike);
  for (const name of x.without ?? []) expect(record.args).not.toHaveProperty(name);
  if (x.links === null) expect(record.links).toBeUndefined();
  else if (x.links) expect(record.links).toEqual(x.links);
  if (typeof x.organizers === 'number') expect(record.links?.organizers).toHaveLength(x.organizers);
  else if (x.organizers) expect(record.links?.organizers).toEqual(x.organizers);
  if (x.noTranslation) expect(record.translationOf).toBeUndefined();
}

/** The samples, and what the tests expect of their records. */
export interface TecReadMaterial {
  samples: Samples;
  /** A category of the samples, made the parent of a category the test adds. */
  parentCategory: number;
  /** [child, parent] ids of categories whose parent the samples themselves name. */
  sampleParents: [string, string][];
  /** The tests of the samples' records as this API's create arguments, one per entry. */
  kinds: { name: string; records: TecRecordExpected[] }[];
  /** The event the tests of values written for display change. */
  event: number;
  /** Its start changed, its timezone emptied: the UTC start and end the reader keeps. */
  noTimezone: { start_date: string; utc_start_date: string; start: string; end: string };
  /** A published venue, read when the credentials may not read unpublished ones. */
  publishedVenue: string;
  /** A cap on an answer's bytes below the size of the namespace index. */
  maxBytes: number;
  /** The place in the event list of a member added after the samples' events and two more. */
  garbageAt: number;
  /** A venue an event embeds, taken out of the venue list: its id, name, and that event's id. */
  embeddedVenue: { id: number; name: string; event: number };
}

/** Reading a site that runs The Events Calendar, from the stand-in bound to `m.samples`. */
export function describeTecRead(m: TecReadMaterial): void {
  const { origin, sampleSite, startTecFixture } = tecStandIn(m.samples);
  let tec: TecFixture | null = null;

  afterEach(async () => {
    await tec?.close();
    tec = null;
  });

  async function read(fixture: FixtureOptions, options: Parameters<typeof readTecSite>[1] = {}) {
    tec = await startTecFixture(fixture);
    return readTecSite(tec.root, { allowedHosts: LOCAL, ...options });
  }

  const listRequests = (path: string) =>
    tec!.requests.filter((r) => r.url.startsWith(`/wp-json/tribe/events/v1/${path}?`));

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
        parent: m.parentCategory,
      });
      const batch = await read({ site });
      const kinds = batch.records.map((r) => r.kind);
      expect(kinds).toEqual([...kinds].sort((a, b) => order(a) - order(b)));
      const ids = ofKind(batch, 'category').map((c) => c.remoteId);
      const parent = String(m.parentCategory);
      expect(ids.indexOf(parent)).toBeLessThan(ids.indexOf('900'));
      expect(find(batch, 'category', '900').links).toEqual({ parent });
      for (const [child, itsParent] of m.sampleParents)
        expect(find(batch, 'category', child).links).toEqual({ parent: itsParent });
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

    for (const c of m.kinds)
      test(c.name, () => {
        for (const x of c.records) checkTecRecord(batch, x);
      });
  });

  describe('values TEC writes for display', () => {
    async function readOne(change: (e: Raw) => void) {
      const site = sampleSite();
      site.events = [site.events.find((e) => e.id === m.event)!];
      change(site.events[0]);
      const batch = await read({ site });
      return find(batch, 'event', String(m.event));
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
        e.start_date = m.noTimezone.start_date;
        e.utc_start_date = m.noTimezone.utc_start_date;
      });
      expect(event.args).toMatchObject({
        start_date: m.noTimezone.start,
        end_date: m.noTimezone.end,
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
        expect(query(listRequests(path)[0].url).status).toBe(
          'publish,future,draft,pending,private'
        );
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
      expect(find(batch, 'venue', m.publishedVenue)).toBeDefined();
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
      const batch = await read({}, { maxBytes: m.maxBytes });
      expect(batch.problems[0].message).toBe(
        `${tec!.root}/wp-json/tribe/events/v1/ answered more than ${m.maxBytes} bytes`
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
        { source, record: `event #${m.garbageAt} of the list`, message: 'not a record: "garbage"' },
        { source, record: 'event 99997', message: expect.stringMatching(/^password-protected/) },
      ]);
      expect(ofKind(batch, 'event')).toHaveLength(site.events.length - 4);
    });

    test('a venue an event embeds but the venue list lacks: read from the event', async () => {
      const site = sampleSite();
      site.venues = site.venues.filter((v) => v.id !== m.embeddedVenue.id);
      const batch = await read({ site });
      const venue = find(batch, 'venue', String(m.embeddedVenue.id));
      expect(venue.args.venue).toBe(m.embeddedVenue.name);
      expect(venue.warnings).toEqual([
        `not in the venue list: read from event ${m.embeddedVenue.event}`,
      ]);
    });
  });
}

/** The samples' event the tests of this plugin's own API copy, and what follows from it. */
export interface OwnApiMaterial {
  samples: Samples;
  /** Its id, title and zone. */
  event: { id: number; title: string; timezone: string };
  /** Its French version: a new id, slug and title. */
  french: { id: number; slug: string; title: string };
  /** The title of a weekly series' second occurrence made of it, moved a day later. */
  movedTitle: string;
}

/** `date` (YYYY-MM-DD) `days` later. */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Reading this plugin's own API as a TEC source (it serves the same namespace, docs/api.md §1.6):
 * its additions are mapped too — language versions (§2), event status and attendance (§13), the
 * site's own fields (§14) and recurring series (§12.3) — from `m.samples` with those members added.
 */
export function describeOwnApiRead(m: OwnApiMaterial): void {
  const { origin, sampleSite, startTecFixture } = tecStandIn(m.samples);
  let tec: TecFixture | null = null;

  afterEach(async () => {
    await tec?.close();
    tec = null;
  });

  async function read(site: FixtureSite, language?: string) {
    tec = await startTecFixture({ site });
    return readTecSite(`${tec.root}/wp-json/tribe/events/v1/`, { allowedHosts: LOCAL, language });
  }

  /** This API's language members on a record and on every record it embeds. */
  function inLanguage(rec: Raw, lang: string, translations?: Record<string, number>): Raw {
    const mark = (r: Raw) => ({ ...r, translation_language: lang, translations: { [lang]: r.id } });
    return {
      ...rec,
      translation_language: lang,
      translations: translations ?? { [lang]: rec.id },
      ...(Array.isArray(rec.categories) ? { categories: rec.categories.map(mark) } : {}),
      ...(Array.isArray(rec.tags) ? { tags: rec.tags.map(mark) } : {}),
      ...(Array.isArray(rec.organizer) ? { organizer: rec.organizer.map(mark) } : {}),
      ...(typeof rec.venue === 'object' && !Array.isArray(rec.venue)
        ? { venue: mark(rec.venue) }
        : {}),
    };
  }

  function ownSite(events: Raw[], singles: Raw[] = []): FixtureSite {
    const site = sampleSite();
    const en = (r: Raw) => inLanguage(r, 'en');
    return {
      categories: site.categories.map(en),
      tags: site.tags.map(en),
      venues: site.venues.map(en),
      organizers: site.organizers.map(en),
      events,
      singles,
    };
  }

  const sampleEvent = () => structuredClone(sampleSite().events.find((e) => e.id === m.event.id)!);
  const id = String(m.event.id);

  test('language versions: each points at the first version made, and the language is asked for', async () => {
    const translations = { en: m.event.id, fr: m.french.id };
    const french = { ...sampleEvent(), ...m.french };
    const site = ownSite([
      inLanguage(sampleEvent(), 'en', translations),
      inLanguage(french, 'fr', translations),
    ]);
    const fr = await read(site, 'fr');
    expect(fr.records.filter((r) => r.kind === 'event').map((r) => r.remoteId)).toEqual([
      String(m.french.id),
    ]);
    expect(find(fr, 'event', String(m.french.id)).translationOf).toBe(id);
    const events = tec!.requests.find((r) => r.url.includes('/events?'))!;
    expect(new URL(events.url, tec!.root).searchParams.get('translation_language')).toBe('fr');
    expect(new URL(events.url, tec!.root).searchParams.get('lang')).toBe('fr');
    await tec!.close();
    const en = await read(site, 'en');
    expect(find(en, 'event', id).translationOf).toBeUndefined();
  });

  test('status, attendance, the site’s own fields; names taken as they are', async () => {
    const event = inLanguage(
      {
        ...sampleEvent(),
        title: 'Rock &amp; roll',
        event_status: 'postponed',
        event_status_reason: '<p>Rain</p>',
        previous_start_date: null,
        attendance_mode: 'mixed',
        online_url: 'https://stream.example.org/rock',
        custom_fields: {
          ticketUrl: { label: 'Ticket url', value: 'https://tickets.example.org/1' },
          capacity: { label: 'Capacity', value: 120 },
        },
        recurring: false,
      },
      'en'
    );
    const record = find(await read(ownSite([event])), 'event', id);
    expect(record.args).toMatchObject({
      title: 'Rock &amp; roll',
      event_status: 'postponed',
      event_status_reason: '<p>Rain</p>',
      attendance_mode: 'mixed',
      online_url: 'https://stream.example.org/rock',
      custom_fields: { ticketUrl: 'https://tickets.example.org/1', capacity: 120 },
    });
    expect(record.args).not.toHaveProperty('previous_start_date');
    expect(record.warnings).toBeUndefined();
  });

  test("TEC Pro's additional fields are named, not imported", async () => {
    const event = {
      ...sampleEvent(),
      custom_fields: { _ecp_custom_2: { label: 'Dress code', value: 'Black tie' } },
    };
    const record = find(await read({ ...sampleSite(), events: [event] }), 'event', id);
    expect(record.args.custom_fields).toBeUndefined();
    expect(record.warnings).toEqual([
      'additional fields not imported (no field here to hold them): Dress code',
    ]);
  });

  describe('recurring series', () => {
    // A weekly series of the sample event from its own start: three weeks listed, the fourth
    // excluded, the second moved a day later.
    const first = sampleEvent();
    const [start, end] = [first.start_date.slice(11), first.end_date.slice(11)];
    const WEEKS = [0, 7, 14].map((d) => daysAfter(first.start_date.slice(0, 10), d));
    const EXDATE = `${daysAfter(WEEKS[0], 21)} ${start}`;
    const MOVED_TO = daysAfter(WEEKS[1], 1);

    function occurrence(series: number, i: number, change: Raw = {}): Raw {
      return inLanguage(
        {
          ...sampleEvent(),
          id: 1_000_000_000 + series + i,
          url: `${first.url}${WEEKS[i]}/`,
          start_date: `${WEEKS[i]} ${start}`,
          end_date: `${WEEKS[i]} ${end}`,
          recurring: true,
          series_id: series,
          original_start_date: `${WEEKS[i]} ${start}`,
          ...change,
        },
        'en'
      );
    }

    const series = (id: number, recurrence?: Raw) =>
      inLanguage(
        {
          ...sampleEvent(),
          id,
          recurring: true,
          series_id: id,
          ...(recurrence ? { recurrence } : {}),
        },
        'en'
      );

    const RULE = {
      rules: ['FREQ=WEEKLY;COUNT=4'],
      rdates: [],
      exdates: [EXDATE],
      text: 'weekly, 4 times',
      occurrences_rest_url: `${origin}/wp-json/tribe/events/v1/events/7000/occurrences`,
    };

    test('one series with its rule; an occurrence changed alone as its exception', async () => {
      const moved = {
        start_date: `${MOVED_TO} ${start}`,
        end_date: `${MOVED_TO} ${end}`,
        title: m.movedTitle,
      };
      const site = ownSite(
        [occurrence(7000, 0), occurrence(7000, 1, moved), occurrence(7000, 2)],
        [series(7000, RULE)]
      );
      const batch = await read(site);
      expect(batch.problems).toEqual([]);
      const events = batch.records.filter((r) => r.kind === 'event');
      expect(events.map((e) => e.remoteId)).toEqual(['7000', '1000007001']);
      // The series record (events/7000) is the sample event's copy: its title and first start.
      expect(events[0].args).toMatchObject({
        title: m.event.title,
        start_date: `${WEEKS[0]} ${start}`,
        timezone: m.event.timezone,
        recurrence: { rules: ['FREQ=WEEKLY;COUNT=4'], rdates: [], exdates: [EXDATE] },
      });
      expect(events[0].exceptionOf).toBeUndefined();
      expect(events[1]).toMatchObject({
        args: { title: m.movedTitle, start_date: `${MOVED_TO} ${start}` },
        exceptionOf: { remoteId: '7000', originalStart: `${WEEKS[1]} ${start}` },
      });
      expect(events[1].args).not.toHaveProperty('recurrence');
      expect(
        tec!.requests.filter((r) => r.url.startsWith('/wp-json/tribe/events/v1/events/7000'))
      ).toHaveLength(1);
    });

    test('a series that cannot be read, or shows no rule: a problem each, no occurrence imported', async () => {
      const site = ownSite(
        [occurrence(7100, 0), occurrence(7100, 1), occurrence(7200, 0)],
        [series(7200)]
      );
      const batch = await read(site);
      expect(batch.records.filter((r) => r.kind === 'event')).toEqual([]);
      const source = `${tec!.root}/wp-json/tribe/events/v1/events`;
      expect(batch.problems).toEqual([
        {
          source,
          record: 'event 7100',
          message: `a recurring series (2 occurrences listed) could not be read: ${source}/7100 answered 404 rest-event-not-found: Event with ID 7100 does not exist.`,
        },
        {
          source,
          record: 'event 7200',
          message: 'a recurring series whose rule the source does not show',
        },
      ]);
    });
  });
}
