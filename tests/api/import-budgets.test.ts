/**
 * Issue #27: an import that cannot read its source fails with the reason as its error, and an
 * import is bounded by a time budget and a problem budget (the option `importBudget`,
 * docs/api.md §15.2), saying which one stopped it. The hostile source is a site that looks like
 * The Events Calendar (its namespace index is right) but answers junk on every page, forever.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { importBudget } from '../../server/src/import/budget';

const PROBLEM_BUDGET = 120;

const app = useApp({
  quiet: true,
  env: {
    CALENDAR_IMPORT_HOSTS: '127.0.0.1',
    CALENDAR_IMPORT_PROBLEM_BUDGET: String(PROBLEM_BUDGET),
  },
  beforeClose: (booted) => booted.strapi.plugin('calendar').service('importRuns').idle(),
});

let server: http.Server;
let base: string;
let root: string;
/** List pages the junk site served since the last reset. */
let pages = 0;
/** How long the junk site takes for each list page. */
let delayMs = 0;

beforeAll(async () => {
  root = await registerSuperAdmin(app);
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/missing.ics') return json(404, { error: 'no' });
    if (url.pathname === '/wp-json/tribe/events/v1' || url.pathname === '/wp-json/tribe/events/v1/')
      return json(200, {
        namespace: 'tribe/events/v1',
        routes: { '/tribe/events/v1/events': {} },
      });
    const list = /^\/wp-json\/tribe\/events\/v1\/(\w+)$/.exec(url.pathname);
    if (!list) return json(404, { code: 'rest_no_route' });
    pages += 1;
    const page = Number(url.searchParams.get('page') ?? 1);
    // Fifty items that are no record, and always a next page: the site never ends.
    const body = {
      [list[1]]: Array.from({ length: 50 }, (_, i) => page * 100 + i),
      next_rest_url: `${base}/wp-json/tribe/events/v1/${list[1]}?page=${page + 1}`,
      total: 1_000_000,
      total_pages: 20_000,
    };
    setTimeout(() => json(200, body), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  pages = 0;
  delayMs = 0;
});

const importer = () => app.strapi.plugin('calendar').service('importer');

describe('a site that looks like TEC but answers junk', () => {
  test('stops at the problem budget, within a few pages, saying so', async () => {
    const summary = await importer().importFrom(`${base}/`);
    expect(summary.error).toMatch(/problem budget \(importBudget\.problems: 120\)/);
    // 50 junk items a page: the budget is met on the third page of the first list.
    expect(pages).toBeLessThanOrEqual(4);
    expect(summary.problems.length).toBeLessThan(PROBLEM_BUDGET + 60);
    expect(summary.problems.map((p: { message: string }) => p.message)).toContain(summary.error);
    expect(summary.results).toEqual([]);
  });

  test('stops at the time budget, saying so', async () => {
    delayMs = 40;
    const started = Date.now();
    const summary = await importer().importFrom(`${base}/`, {
      budget: importBudget({ timeMs: 400, problems: 1_000_000 }),
    });
    expect(summary.error).toMatch(/time budget \(importBudget\.timeMs: 400\)/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(pages).toBeLessThan(30);
  });

  test('an admin import run of it ends failed, the budget its error', async () => {
    const res = await app.http
      .post('/calendar/import-runs')
      .set('Authorization', root)
      .send({ url: `${base}/` });
    expect(res.status).toBe(202);
    await app.strapi.plugin('calendar').service('importRuns').idle();
    const run = await app.http
      .get(`/calendar/import-runs/${res.body.data.id}`)
      .set('Authorization', root);
    expect(run.body.data).toMatchObject({ status: 'failed' });
    expect(run.body.data.error).toMatch(/problem budget/);
  });
});

describe('a source that cannot be read at all', () => {
  test.each([
    ['a feed that answers 404', () => `${base}/missing.ics`, /answered HTTP 404/],
    ['a file that does not exist', () => '/nonexistent/calendar.ics', /no such file/],
    ['a host that refuses the connection', () => 'http://127.0.0.1:1/feed.ics', /127\.0\.0\.1:1/],
  ])('%s: the importer says why as its error', async (_name, target, reason) => {
    const summary = await importer().importFrom(target());
    expect(summary.error).toMatch(reason);
    expect(summary.problems).toHaveLength(1);
  });

  /** Starts an admin import run (202), waits for it, and reads it back. */
  async function finishedAdminRun(body: Record<string, unknown>) {
    const res = await app.http.post('/calendar/import-runs').set('Authorization', root).send(body);
    expect(res.status).toBe(202);
    await app.strapi.plugin('calendar').service('importRuns').idle();
    return app.http.get(`/calendar/import-runs/${res.body.data.id}`).set('Authorization', root);
  }

  test('an admin run of a feed that answers 404 ends failed with the reason, not done', async () => {
    const run = await finishedAdminRun({ url: `${base}/missing.ics` });
    expect(run.body.data.status).toBe('failed');
    expect(run.body.data.error).toMatch(/missing\.ics.*answered HTTP 404/);
    expect(run.body.data.problems).toHaveLength(1);
  });

  test('an uploaded file that is not iCalendar ends failed with the reason', async () => {
    const run = await finishedAdminRun({ file: { name: 'notes.ics', text: 'just some notes\n' } });
    expect(run.body.data.status).toBe('failed');
    expect(run.body.data.error).toMatch(/^notes\.ics: not iCalendar/);
  });
});

const vevent = (uid: string, start: string) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20300101T000000Z',
  `DTSTART${start}`,
  `SUMMARY:Event ${uid}`,
  'END:VEVENT',
];
const calendar = (events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//t//budget//EN',
    ...events.flat(),
    'END:VCALENDAR',
  ].join('\r\n');

describe('a readable source', () => {
  test('ends with error null', async () => {
    const summary = await importer().importIcalText(
      calendar([vevent('budget-ok@t', ':20310101T100000Z')]),
      'ok.ics'
    );
    expect(summary.error).toBeNull();
    expect(summary.counts.created).toBe(1);
  });

  test('with as many problems as the budget: stopped before writing, saying so', async () => {
    const broken = Array.from({ length: 3 }, (_, i) => vevent(`broken-${i}@t`, ':2031-13-45'));
    const summary = await importer().importIcalText(
      calendar([vevent('budget-good@t', ':20310102T100000Z'), ...broken]),
      'broken.ics',
      { budget: importBudget({ timeMs: 60_000, problems: 3 }) }
    );
    expect(summary.error).toMatch(/stopped after 3 problems/);
    expect(summary.results).toEqual([]);
    const within = await importer().importIcalText(
      calendar([vevent('budget-good@t', ':20310102T100000Z'), ...broken]),
      'broken.ics',
      { budget: importBudget({ timeMs: 60_000, problems: 4 }) }
    );
    expect(within.error).toBeNull();
    expect(within.counts.created).toBe(1);
    expect(within.problems).toHaveLength(3);
  });
});
