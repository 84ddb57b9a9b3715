/**
 * The Import page and the subscriptions end to end (issue #16, docs/api.md §15), in headless Chromium
 * against the demo app: an .ics file written here (single events and a weekly series) is imported
 * from the Import page, which follows the run (its progress, then its summary and the recent runs),
 * and the calendar then shows the imported events; in Settings → Subscriptions a feed served by this
 * test on 127.0.0.1 (allowed through the `importHosts` option) is added with a category, refreshed
 * at once (while another refresh holds it: the page waits for that one), and its counts shown,
 * its events in the REST API; a long import is cancelled from the page. Saves the finished import's summary to
 * docs/import-page.png for docs/importing.md.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { adminHttp, PASSWORD } from './helpers/admin-http';
import { launchBrowser, signIn } from './helpers/browser';
import { buildIfStale, ROOT } from './helpers/build';
import { startDemo, type DemoServer } from './helpers/server';

const SCREENSHOT = path.join(ROOT, 'docs/import-page.png');
const NS = '/api/calendar/events/v1';
const IMPORT_LINK = 'nav a[href="/admin/plugins/calendar-import"]';
const CALENDAR_LINK = 'nav a[href="/admin/plugins/calendar"]';
/** Enough records that the run is seen writing; those beyond the first two land a year ahead. */
const FILLERS = 30;

let demo: DemoServer;
let browser: Browser;
let page: Page;
let feed: http.Server;
let feedUrl: string;
let adminToken: string;

/** Today, `YYYYMMDD`: the month view opens on the current month. */
const day = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86400000).toISOString().slice(0, 10).replace(/-/g, '');

function vevent(uid: string, summary: string, date: string, extra: string[] = []) {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}@e2e.example.test`,
    'DTSTAMP:20250101T000000Z',
    `DTSTART;TZID=Europe/Brussels:${date}T180000`,
    `DTEND;TZID=Europe/Brussels:${date}T200000`,
    `SUMMARY:${summary}`,
    ...extra,
    'END:VEVENT',
  ];
}

const calendar = (events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//calendar e2e//import//EN',
    ...events.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const FILE = calendar([
  vevent('concert', 'Imported harbour concert', day(), ['LOCATION:Harbour Hall']),
  vevent('drawing', 'Imported life drawing', day(), ['RRULE:FREQ=WEEKLY;COUNT=4']),
  ...Array.from({ length: FILLERS }, (_, i) =>
    vevent(`filler-${i}`, `Imported evening ${i + 1}`, day(365 + i))
  ),
]);
const FEED = calendar([
  vevent('feed-1', 'Subscribed lecture', day(400)),
  vevent('feed-2', 'Subscribed workshop', day(401)),
]);

/**
 * The feed answers once the test opens this gate: a refresh under way is held while the test
 * clicks "Refresh now" beside it.
 */
let openGate: () => void;
const gate = new Promise<void>((resolve) => (openGate = resolve));
let feedAsked = 0;

beforeAll(async () => {
  feed = http.createServer((_req, res) => {
    feedAsked += 1;
    void gate.then(() => {
      res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
      res.end(FEED);
    });
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/events.ics`;
  buildIfStale();
  demo = await startDemo({ CALENDAR_IMPORT_HOSTS: '127.0.0.1' });
  browser = await launchBrowser();
  adminToken = await adminHttp(demo.origin).registerFirstAdmin('ada@example.test');
  page = await signIn(browser, demo.origin, 'ada@example.test', PASSWORD);
}, 600000);

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
  feed?.closeAllConnections();
  await new Promise((resolve) => feed?.close(resolve));
});

it('imports an .ics file from the Import page: progress, then the summary and the recent runs', async () => {
  await page.click(IMPORT_LINK);
  await page.waitForURL('**/admin/plugins/calendar-import');
  await page.locator('input[data-import-file]').setInputFiles({
    name: 'season.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(FILE),
  });
  await page.locator('[data-import-file-name]').getByText('season.ics').waitFor();
  // Every status the run's box shows, as the page polls: at least the start, then the end.
  const seen = new Set<string>();
  const watch = setInterval(async () => {
    const status = await page
      .locator('[data-run-status]')
      .getAttribute('data-run-status', { timeout: 100 })
      .catch(() => null);
    if (status) seen.add(status);
  }, 100);
  await page.getByRole('button', { name: 'Start the import' }).click();
  await page.locator('[data-run-status="reading"], [data-run-status="writing"]').first().waitFor();
  await page.locator('[role="progressbar"]').first().waitFor();
  await page.locator('[data-run-status="done"]').waitFor({ timeout: 60000 });
  clearInterval(watch);
  expect(seen.has('done')).toBe(true);
  const created = await page
    .locator('[data-run-status="done"] [data-count="created"]')
    .textContent();
  // Two per single event at least (its venue too for the concert): every record created, none failed.
  expect(Number(created?.split(': ')[1])).toBeGreaterThanOrEqual(FILLERS + 2);
  await expect(
    page.locator('[data-run-status="done"] [data-count="failed"]').textContent()
  ).resolves.toBe('Failed: 0');
  await expect(
    page.locator('[data-recent-runs] tr[data-run-id]').first().textContent()
  ).resolves.toContain('season.ics');
  await page.screenshot({ path: SCREENSHOT, fullPage: true });
});

it('shows the imported events, the series among them, on the calendar', async () => {
  await page.click(CALENDAR_LINK);
  await page.waitForURL('**/admin/plugins/calendar');
  for (const title of ['Imported harbour concert', 'Imported life drawing'])
    // A busy day shows "+N more": the event is then drawn hidden, but drawn.
    await page
      .locator(`.fc-daygrid-event[title^="${title}"]`)
      .first()
      .waitFor({ state: 'attached' });
  const res = await fetch(
    `${demo.origin}${NS}/events?search=${encodeURIComponent('Imported life drawing')}`
  );
  const body = (await res.json()) as { events: Array<{ recurring?: boolean }> };
  expect(body.events.length).toBeGreaterThan(0);
  expect(body.events[0].recurring).toBe(true);
});

it('adds a subscription in Settings, refreshes it now while another refresh holds it, and shows what that brought', async () => {
  await page.goto(`${demo.origin}/admin/settings/calendar-subscriptions`);
  await page.getByText('No subscription yet.').waitFor();
  await page.getByRole('button', { name: 'Add a subscription' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Feed address').fill(feedUrl);
  await dialog.getByRole('combobox', { name: 'Categories of its events' }).click();
  const category = page.getByRole('option').first();
  const categoryName = (await category.textContent())!.trim();
  await category.click();
  // Closes the list only: Escape goes to the topmost layer.
  await page.keyboard.press('Escape');
  await page.getByRole('option').first().waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.locator('[data-subscriptions] tr[data-subscription-id]');
  await row.getByText('Not read yet').waitFor();
  // Another refresh first (as the minute's scheduled look may be): held at the feed's gate.
  const id = await row.getAttribute('data-subscription-id');
  const other = adminHttp(demo.origin).json(
    'POST',
    `/calendar/subscriptions/${id}/refresh`,
    undefined,
    adminToken
  );
  // Its claim is taken before the feed is asked.
  for (let waited = 0; feedAsked === 0; waited += 100) {
    if (waited > 30000) throw new Error('the first refresh never asked the feed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await row.getByRole('button', { name: 'Refresh now' }).click();
  await page.getByText('This feed is being read already').waitFor();
  openGate();
  expect((await other).status).toBeLessThan(500);
  await row.locator('[data-count="created"]').getByText('Created: 2').waitFor({ timeout: 60000 });
  const res = await fetch(`${demo.origin}${NS}/events?search=Subscribed&start_date=2020-01-01`);
  const body = (await res.json()) as {
    events: Array<{ title: string; categories: Array<{ name: string }> }>;
  };
  expect(body.events.map((e) => e.title).sort()).toEqual([
    'Subscribed lecture',
    'Subscribed workshop',
  ]);
  expect(body.events[0].categories.map((c) => c.name)).toContain(categoryName);
});

it('cancels an import under way: the run stops, says so, and keeps what it wrote', async () => {
  const LONG = 400;
  const file = calendar(
    Array.from({ length: LONG }, (_, i) =>
      vevent(`long-${i}`, `Cancelled evening ${i + 1}`, day(800 + i))
    )
  );
  await page.goto(`${demo.origin}/admin/plugins/calendar-import`);
  await page.locator('input[data-import-file]').setInputFiles({
    name: 'long.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(file),
  });
  await page.locator('[data-import-file-name]').getByText('long.ics').waitFor();
  await page.getByRole('button', { name: 'Start the import' }).click();
  await page.locator('[data-run-status="writing"]').waitFor({ timeout: 60000 });
  await page.getByRole('button', { name: 'Cancel the import' }).click();
  await page.locator('[data-run-status="cancelled"]').waitFor({ timeout: 60000 });
  await page.locator('[data-run-cancelled]').waitFor();
  const created = Number(
    (await page
      .locator('[data-run-status="cancelled"] [data-count="created"]')
      .textContent())!.split(': ')[1]
  );
  expect(created).toBeLessThan(LONG);
  const res = await fetch(
    `${demo.origin}${NS}/events?search=${encodeURIComponent('Cancelled evening')}&start_date=2020-01-01&end_date=2040-12-31&per_page=1`
  );
  expect(Number(res.headers.get('x-wp-total'))).toBe(created);
  await expect(
    page.locator('[data-recent-runs] tr[data-run-id]').first().textContent()
  ).resolves.toContain('Cancelled');
});
