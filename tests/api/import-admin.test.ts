/**
 * The Import page's and the subscription settings' admin routes (docs/api.md §15): bodies are
 * validated with the admin's error shape, a file import runs in the background and is followed by
 * polling until done, and a subscription is added, changed, refreshed from a local feed and removed.
 * Who may call them is admin-authorization-matrix.test.ts.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { makeCategory } from './helpers/fixtures';
import { NS } from './helpers/writes';

const MAX_BYTES = 64 * 1024;
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//calendar tests//import-admin//EN',
  'BEGIN:VEVENT',
  'UID:admin-import-1@example.test',
  'DTSTAMP:20300101T000000Z',
  'DTSTART;TZID=Europe/Brussels:20300412T190000',
  'DTEND;TZID=Europe/Brussels:20300412T213000',
  'SUMMARY:Imported harbour concert',
  'LOCATION:Harbour Hall',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:admin-import-2@example.test',
  'DTSTAMP:20300101T000000Z',
  'DTSTART;VALUE=DATE:20300420',
  'DTEND;VALUE=DATE:20300422',
  'SUMMARY:Imported book fair',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const app = useApp({
  env: { CALENDAR_IMPORT_HOSTS: '127.0.0.1', CALENDAR_IMPORT_MAX_BYTES: String(MAX_BYTES) },
  // A run still writing when the app closes would lose its pool under it.
  beforeClose: (booted) => booted.strapi.plugin('calendar').service('importRuns').idle(),
});
let root: string;
let feed: http.Server;
let feedUrl: string;

beforeAll(async () => {
  root = await registerSuperAdmin(app);
  feed = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    res.end(ICS.replace(/admin-import-/g, 'feed-').replace(/Imported/g, 'Subscribed'));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/calendar.ics`;
});

afterAll(async () => {
  feed.closeAllConnections();
  await new Promise((resolve) => feed.close(resolve));
});

const as = (req: ReturnType<typeof app.http.get>) => req.set('Authorization', root);
const start = (body: object) => as(app.http.post('/calendar/import-runs')).send(body);

/** The validation error of the admin routes: 400 with each failing field's path. */
function expectInvalid(res: { status: number; body: any }, path: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
  const paths = res.body.error.details.errors.map((e: { path: string[] }) => e.path.join('.'));
  expect(paths).toContain(path);
}

async function finished(id: number) {
  for (let i = 0; i < 200; i += 1) {
    const res = await as(app.http.get(`/calendar/import-runs/${id}`));
    expect(res.status).toBe(200);
    if (!['reading', 'writing'].includes(res.body.data.status)) return res.body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import run ${id} did not finish`);
}

describe('POST /calendar/import-runs with a file as multipart form data (as the page sends it)', () => {
  const upload = (text: string) =>
    as(app.http.post('/calendar/import-runs'))
      .field('lang', 'en')
      .field('dryRun', 'true')
      .attach('file', Buffer.from(text), 'upload.ics');

  it('imports it: the form’s flags read as booleans', async () => {
    const res = await upload(ICS);
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ source: 'upload.ics', lang: 'en', dryRun: true });
    const run = await finished(res.body.data.id);
    expect(run).toMatchObject({ status: 'done', problems: [] });
    expect(run.counts.created).toBeGreaterThanOrEqual(2);
  });

  it('the site answers while a run writes: a read during an import returns before it ends', async () => {
    const series = Array.from({ length: 120 }, (_, i) =>
      [
        'BEGIN:VEVENT',
        `UID:answering-${i}@example.test`,
        'DTSTAMP:20300101T000000Z',
        `DTSTART;VALUE=DATE:2031${String((i % 12) + 1).padStart(2, '0')}01`,
        'RRULE:FREQ=YEARLY',
        `SUMMARY:Yearly ${i}`,
        'END:VEVENT',
      ].join('\r\n')
    );
    const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', ...series, 'END:VCALENDAR', ''].join('\r\n');
    const started = await as(app.http.post('/calendar/import-runs'))
      .field('lang', 'en')
      .attach('file', Buffer.from(text), 'yearly.ics');
    expect(started.status).toBe(202);
    // Before: on SQLite every statement is synchronous, and nothing was answered until the end.
    expect((await app.http.get(`${NS}/events?per_page=1`)).status).toBe(200);
    const during = await as(app.http.get(`/calendar/import-runs/${started.body.data.id}`));
    expect(['reading', 'writing']).toContain(during.body.data.status);
    const run = await finished(started.body.data.id);
    expect(run.counts).toMatchObject({ created: 120, failed: 0 });
  });

  it('refuses a file over importFetch.maxBytes with 413 in the admin error shape, starting nothing', async () => {
    const before = (await as(app.http.get('/calendar/import-runs'))).body.data.length;
    const res = await upload(ICS + ' '.repeat(MAX_BYTES));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      data: null,
      error: {
        status: 413,
        name: 'PayloadTooLargeError',
        message: expect.stringMatching(/at most/),
      },
    });
    expect((await as(app.http.get('/calendar/import-runs'))).body.data).toHaveLength(before);
  });

  it('refuses two files, or a file under another name, with 400', async () => {
    const two = await as(app.http.post('/calendar/import-runs'))
      .attach('file', Buffer.from(ICS), 'a.ics')
      .attach('other', Buffer.from(ICS), 'b.ics');
    expect(two.status).toBe(400);
    const named = await as(app.http.post('/calendar/import-runs')).attach(
      'calendar',
      Buffer.from(ICS),
      'a.ics'
    );
    expect(named.status).toBe(400);
  });
});

describe('GET /calendar/import-options', () => {
  it('answers the languages, the size cap and the categories of a language by REST id', async () => {
    const music = await makeCategory(app.strapi, 'Music');
    const res = await as(app.http.get('/calendar/import-options?locale=en'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      locale: 'en',
      languages: ['en', 'fr', 'nl'],
      maxBytes: MAX_BYTES,
      categories: [{ id: music.id, name: 'Music' }],
    });
    expect((await as(app.http.get('/calendar/import-options?locale=fr'))).body.data).toMatchObject({
      locale: 'fr',
      categories: [],
    });
    expect((await as(app.http.get('/calendar/import-options?locale=de'))).status).toBe(400);
  });
});

describe('POST /calendar/import-runs', () => {
  const file = { name: 'events.ics', text: ICS };

  it.each([
    ['neither a url nor a file', {}, 'url'],
    ['both a url and a file', { url: 'https://example.org/a.ics', file }, 'url'],
    ['an ftp url', { url: 'ftp://example.org/a.ics' }, 'url'],
    ['a url that is no url', { url: 'events.ics' }, 'url'],
    ['a file without a name', { file: { text: ICS } }, 'file.name'],
    [
      'a file over importFetch.maxBytes',
      { file: { ...file, text: 'x'.repeat(MAX_BYTES + 1) } },
      'file.text',
    ],
    ['a language not enabled', { file, lang: 'de' }, 'lang'],
    ['a dry run that is no boolean', { file, dryRun: 'yes' }, 'dryRun'],
    ['an unknown field', { file, status: 'draft' }, ''],
  ])('refuses %s with 400', async (_name, body, path) => {
    const before = (await as(app.http.get('/calendar/import-runs'))).body.data.length;
    expectInvalid(await start(body), path);
    expect((await as(app.http.get('/calendar/import-runs'))).body.data).toHaveLength(before);
  });

  it('imports a file in the background: 202 at once, then progress until done, then the events', async () => {
    const res = await start({ file, lang: 'en', sourceWins: false, dryRun: false });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'reading', source: 'events.ics', lang: 'en' });
    const run = await finished(res.body.data.id);
    expect(run).toMatchObject({ status: 'done', error: null, dryRun: false, problems: [] });
    expect(run.counts).toMatchObject({ failed: 0, skipped: 0 });
    expect(run.counts.created).toBeGreaterThanOrEqual(2);
    expect(run.done).toBe(run.total);
    expect(run.finishedAt).not.toBeNull();
    const list = await as(app.http.get('/calendar/import-runs'));
    expect(list.body.data[0]).toMatchObject({ id: run.id, status: 'done' });
    const events = await app.http.get(`${NS}/events?start_date=2030-04-01&end_date=2030-05-31`);
    const titles = events.body.events.map((e: { title: string }) => e.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Imported harbour concert', 'Imported book fair'])
    );
  });

  it('reads a URL, and a dry run counts without writing', async () => {
    const res = await start({ url: feedUrl, dryRun: true });
    expect(res.status).toBe(202);
    const run = await finished(res.body.data.id);
    expect(run).toMatchObject({ status: 'done', dryRun: true, source: feedUrl });
    expect(run.counts.created).toBeGreaterThanOrEqual(2);
    const events = await app.http.get(`${NS}/events?search=Subscribed`);
    expect(events.body.events ?? []).toEqual([]);
  });

  it('a shutdown stops a run reading a URL that never answers at once: interrupted, saying why', async () => {
    let asked = false;
    const silent = http.createServer(() => (asked = true)); // holds every request unanswered
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/never.ics`;
    const res = await start({ url });
    expect(res.status).toBe(202);
    while (!asked) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await app.strapi.plugin('calendar').service('importRuns').stop(); // as destroy.ts does
    // The default idle timeout is 15 s: the read was stopped, not timed out.
    expect(Date.now() - started).toBeLessThan(5000);
    const run = (await as(app.http.get(`/calendar/import-runs/${res.body.data.id}`))).body.data;
    const message = `reading ${url} was stopped: the server is shutting down`;
    expect(run).toMatchObject({ status: 'interrupted', problems: [{ source: url, message }] });
    expect(run.counts).toMatchObject({ created: 0, updated: 0 });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 404 for a run that does not exist', async () => {
    for (const id of ['999999', 'abc', '0'])
      expect((await as(app.http.get(`/calendar/import-runs/${id}`))).status).toBe(404);
  });
});

describe('subscriptions', () => {
  const valid = () => ({
    url: feedUrl,
    lang: 'en',
    categories: [] as number[],
    status: 'draft',
    refreshMinutes: 60,
    sourceWins: false,
    enabled: true,
  });
  const create = (body: object) => as(app.http.post('/calendar/subscriptions')).send(body);

  it.each([
    ['an http-less url', { url: 'feed.ics' }, 'url'],
    ['a language not enabled', { lang: 'de' }, 'lang'],
    ['a category id that is no positive integer', { categories: [-1] }, 'categories.0'],
    ['a status other than publish or draft', { status: 'future' }, 'status'],
    ['a refresh under 15 minutes', { refreshMinutes: 10 }, 'refreshMinutes'],
    ['a refresh over a week', { refreshMinutes: 10081 }, 'refreshMinutes'],
    ['a refresh that is no integer', { refreshMinutes: 30.5 }, 'refreshMinutes'],
    ['no enabled flag', { enabled: undefined }, 'enabled'],
    ['a category of no such id', { categories: [987654] }, 'categories'],
  ])('refuses %s with 400', async (_name, change, path) => {
    expectInvalid(await create({ ...valid(), ...change }), path);
    expect((await as(app.http.get('/calendar/subscriptions'))).body.data).toEqual([]);
  });

  it('adds, changes, refreshes and removes a subscription', async () => {
    const art = await makeCategory(app.strapi, 'Art');
    const created = await create({ ...valid(), categories: [art.id] });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data).toMatchObject({
      ...valid(),
      categories: [art.id],
      lastRefreshAt: null,
    });
    const path = `/calendar/subscriptions/${id}`;
    const changed = await as(app.http.put(path)).send({
      ...valid(),
      refreshMinutes: 120,
      categories: [art.id],
    });
    expect(changed.body.data).toMatchObject({ id, refreshMinutes: 120 });
    const refreshed = await as(app.http.post(`${path}/refresh`));
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.lastRefreshAt).not.toBeNull();
    expect(refreshed.body.data.lastProblems).toEqual([]);
    expect(refreshed.body.data.lastCounts.created).toBeGreaterThanOrEqual(2);
    const list = await as(app.http.get('/calendar/subscriptions'));
    expect(list.body.data).toEqual([refreshed.body.data]);
    // The refresh is an import run like the page's, listed under Recent imports.
    const [run] = (await as(app.http.get('/calendar/import-runs'))).body.data;
    expect(run).toMatchObject({
      status: 'done',
      source: feedUrl,
      startedBy: { via: 'subscription', name: `subscription ${id}: ${feedUrl}` },
      counts: refreshed.body.data.lastCounts,
    });
    expect((await as(app.http.delete(path))).status).toBe(204);
    expect((await as(app.http.get('/calendar/subscriptions'))).body.data).toEqual([]);
    expect((await as(app.http.put(path)).send(valid())).status).toBe(404);
    expect((await as(app.http.delete(path))).status).toBe(404);
    expect((await as(app.http.post(`${path}/refresh`))).status).toBe(404);
  });
});
