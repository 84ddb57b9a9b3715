/**
 * Bad sources (docs/api.md §15.2): a slow host, JSON that is not The Events Calendar's, an HTML page
 * where a feed was expected, a feed over the size cap, malformed lines in one VEVENT, dates without
 * a time zone. Each answers a clear problem naming the source (and the record, where there is
 * one); the good records of a source are still imported, and nothing is half-written.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { useApp } from './helpers/app';
import { NS } from './helpers/writes';

const vevent = (uid: string, title: string, start: string, extra: string[] = []) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20260101T000000Z',
  `DTSTART${start}`,
  `SUMMARY:${title}`,
  ...extra,
  'END:VEVENT',
];
const calendar = (lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//bad//EN', ...lines, 'END:VCALENDAR'].join(
    '\r\n'
  );

const ROUTES: Record<string, { type: string; body: string } | 'hang'> = {
  '/slow.ics': 'hang',
  '/not-tec/': { type: 'application/json', body: JSON.stringify({ hello: 'world', routes: {} }) },
  '/page.ics': { type: 'text/html', body: '<!DOCTYPE html><html><body>Our events</body></html>' },
  '/huge.ics': {
    type: 'text/calendar',
    body: calendar(
      Array.from({ length: 400 }, (_, i) =>
        vevent(`h${i}@t`, 'x'.repeat(60), ':20310101T100000Z')
      ).flat()
    ),
  },
  '/broken.ics': {
    type: 'text/calendar',
    body: calendar([
      ...vevent('good@t', 'Good one', ';TZID=Europe/Paris:20310301T100000', [
        'DTEND;TZID=Europe/Paris:20310301T110000',
      ]),
      ...vevent('bad@t', 'Broken one', ';TZID=Europe/Paris:2031-03-02 10h'),
      ...vevent('floating@t', 'Floating one', ':20310303T100000', ['DTEND:20310303T110000']),
    ]),
  },
};

describe('bad import sources', () => {
  const app = useApp({
    quiet: true,
    env: {
      CALENDAR_IMPORT_HOSTS: '127.0.0.1',
      CALENDAR_IMPORT_TIMEOUT_MS: '1500',
      CALENDAR_IMPORT_IDLE_TIMEOUT_MS: '1000',
      CALENDAR_IMPORT_MAX_BYTES: '20000',
      CALENDAR_TIMEZONE: 'America/Chicago',
    },
  });
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const route = ROUTES[new URL(req.url ?? '/', 'http://x').pathname];
      if (route === 'hang') return; // never answers
      if (!route)
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<html>404</html>');
      res.writeHead(200, { 'content-type': route.type }).end(route.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });

  const importFrom = (path: string) =>
    app.strapi.plugin('calendar').service('importer').importFrom(`${base}${path}`);
  const only = (summary: any) => {
    expect(summary.results).toEqual([]);
    expect(summary.problems).toHaveLength(1);
    expect(summary.problems[0].source).toContain(base);
    return summary.problems[0].message as string;
  };

  it('a slow host: a timeout naming it', async () => {
    expect(only(await importFrom('/slow.ics'))).toMatch(/127\.0\.0\.1.*(time|slow|answer)/i);
  });

  it("JSON that is not The Events Calendar's API", async () => {
    expect(only(await importFrom('/not-tec/'))).toMatch(/not The Events Calendar/i);
  });

  it('an HTML page where a feed was expected', async () => {
    expect(only(await importFrom('/page.ics'))).toMatch(/HTML|not an iCalendar/i);
  });

  it('a feed over the size cap', async () => {
    expect(only(await importFrom('/huge.ics'))).toMatch(/20000|too large|cap|bytes/i);
  });

  it('a malformed VEVENT fails alone; floating dates are read in the site timezone, with a warning', async () => {
    const summary = await importFrom('/broken.ics');
    expect(summary.problems).toHaveLength(1);
    expect(summary.problems[0]).toMatchObject({ record: expect.stringContaining('bad@t') });
    const byId = Object.fromEntries(summary.results.map((r: any) => [r.remoteId, r]));
    expect(byId['good@t'].outcome).toBe('created');
    expect(byId['floating@t'].outcome).toBe('created');
    expect(byId['floating@t'].warnings.join(' ')).toMatch(/time zone/i);
    const floating = await app.http.get(`${NS}/events/${byId['floating@t'].id}`);
    expect(floating.body).toMatchObject({
      start_date: '2031-03-03 10:00:00',
      timezone: 'America/Chicago',
    });
    expect(
      await app.strapi.db.query('plugin::calendar.event').count({ where: { title: 'Broken one' } })
    ).toBe(0);
  });
});
