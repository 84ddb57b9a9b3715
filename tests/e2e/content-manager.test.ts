/**
 * The Content Manager with the calendar's types, end to end in headless Chromium (issue #28): an
 * event at 19:00 Europe/Brussels reads 19:00 with its zone in the list and the edit view, in a
 * browser set to UTC and in one set to America/New_York (Strapi's own inputs showed the browser's
 * 17:00 or 13:00); a time typed there is a time in the event's zone; statuses read as words;
 * trashed events are out of the list the menu opens, and a filter shows them; the password is a
 * password input; at 1280 px no label is cut and the page does not scroll sideways. Saves the list and the
 * edit view to docs/cm-event-list.png and docs/cm-event-edit.png for the README.
 */
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { adminHttp, PASSWORD } from './helpers/admin-http';
import { launchBrowser, signIn } from './helpers/browser';
import { buildIfStale, ROOT } from './helpers/build';
import { startDemo, type DemoServer } from './helpers/server';

const NS = '/api/calendar/events/v1';
const EMAIL = 'margaret@example.test';
const VIEWPORT = { width: 1280, height: 800 };
// Later than every event of the demo's sample data: first in the list, newest start first.
const CONCERT = { title: 'Brussels brass night', day: '2029-08-14' };
const TRASHED = { title: 'Cancelled rehearsal', day: '2029-09-01' };

let demo: DemoServer;
let browser: Browser;
let token: string;
let concertId: number;

async function rest(method: string, route: string, body?: unknown) {
  const res = await fetch(`${demo.origin}${NS}${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300)
    throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const createEvent = async (title: string, day: string, extra: Record<string, unknown> = {}) =>
  (await rest('POST', '/events', {
    title,
    start_date: `${day} 19:00:00`,
    end_date: `${day} 21:30:00`,
    timezone: 'Europe/Brussels',
    status: 'publish',
    ...extra,
  })) as { id: number };

beforeAll(async () => {
  buildIfStale();
  demo = await startDemo();
  browser = await launchBrowser();
  const http = adminHttp(demo.origin);
  token = await http.apiToken(await http.registerFirstAdmin(EMAIL));
  concertId = (await createEvent(CONCERT.title, CONCERT.day, { password: 'brass' })).id;
  const trashed = await createEvent(TRASHED.title, TRASHED.day);
  await rest('DELETE', `/events/${trashed.id}`); // TEC's DELETE moves to the trash
}, 600000);

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

/** What `read` answers once it answers `expected` (the form fills its inputs a moment after). */
async function until(read: () => Promise<string>, expected: string, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  expect(last).toBe(expected);
}

/** The Event list as the Content Manager's menu opens it. */
async function openEventList(page: Page) {
  await page.goto(`${demo.origin}/admin/content-manager`);
  await page.locator('nav').getByRole('link', { name: 'Event', exact: true }).click();
  await page.getByRole('row', { name: new RegExp(CONCERT.title) }).waitFor();
}

/** Labels whose text does not fit their box (shown cut, or with an ellipsis). */
const cutLabels = (page: Page) =>
  page
    .locator('main label')
    .evaluateAll((labels) =>
      labels
        .filter((l) => l.getClientRects().length > 0 && l.scrollWidth > l.clientWidth + 1)
        .map((l) => l.textContent)
    );

describe.each(['UTC', 'America/New_York'])('in a browser set to %s', (timezoneId) => {
  let page: Page;

  beforeAll(async () => {
    page = await signIn(browser, demo.origin, EMAIL, PASSWORD, { timezoneId, viewport: VIEWPORT });
  }, 120000);
  afterAll(() => page?.context().close());

  it('lists the event at 19:00 with its zone, statuses in words, and no trash until asked', async () => {
    await openEventList(page);
    const row = page.getByRole('row', { name: new RegExp(CONCERT.title) });
    const start = row.locator('[data-wall-cell="startUtc"]');
    await expect(start.textContent()).resolves.toMatch(/Aug 14, 2029.*7:00\sPM.*Europe\/Brussels/);
    await expect(row.textContent()).resolves.toContain('Published');
    await expect(row.textContent()).resolves.not.toContain('publish');

    // Out of the list the menu opens, said by a filter in words.
    await page.getByText('Status is not Trash', { exact: true }).first().waitFor();
    const trashedRows = page.getByRole('row', { name: new RegExp(TRASHED.title) });
    await until(async () => String(await trashedRows.count()), '0');
    await page.getByRole('row', { name: new RegExp(CONCERT.title) }).waitFor();

    // The page never scrolls sideways. (The table's own box still scrolls 94 px to reach the row
    // actions at 1280 px with Strapi's "Available in" column: issue #28 keeps that open.)
    if (timezoneId === 'UTC')
      await page.screenshot({ path: path.join(ROOT, 'docs/cm-event-list.png') });
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth
    );
    expect(pageOverflow).toBeLessThanOrEqual(0);

    // Removing the filter shows the trash, named as such.
    await page
      .getByRole('button', { name: /Status is not Trash/ })
      .first()
      .click();
    const trashed = page.getByRole('row', { name: new RegExp(TRASHED.title) });
    await trashed.waitFor();
    await expect(trashed.textContent()).resolves.toContain('Trash');
  });

  it('edits the event at 19:00 Europe/Brussels, and a time typed there is Brussels time', async () => {
    await openEventList(page);
    await page
      .getByRole('row', { name: new RegExp(CONCERT.title) })
      .getByText(CONCERT.title)
      .click();
    const startGroup = page.getByRole('group', { name: 'Start' });
    const clock = startGroup.getByRole('combobox', { name: 'Choose time' });
    await until(() => clock.inputValue(), '19:00');
    await expect(
      startGroup.getByRole('combobox', { name: 'Choose date' }).inputValue()
    ).resolves.toBe('08/14/2029');
    await expect(page.locator('[data-wall-zone]').first().textContent()).resolves.toBe(
      'Time zone: Europe/Brussels'
    );
    await expect(
      page
        .getByRole('group', { name: 'End' })
        .getByRole('combobox', { name: 'Choose time' })
        .inputValue()
    ).resolves.toBe('21:30');

    // Statuses as words, the password hidden.
    await expect(
      page.getByRole('combobox', { name: 'Status', exact: true }).textContent()
    ).resolves.toContain('Published');
    await expect(page.locator('input[name="password"]').getAttribute('type')).resolves.toBe(
      'password'
    );
    await expect(cutLabels(page)).resolves.toEqual([]);
    if (timezoneId === 'UTC')
      await page.screenshot({ path: path.join(ROOT, 'docs/cm-event-edit.png'), fullPage: true });

    // 20:15 typed in the New York browser is 20:15 in Brussels: 18:15 UTC in August.
    const time = timezoneId === 'UTC' ? '19:00' : '20:15';
    if (time !== '19:00') {
      await clock.fill(time);
      await clock.press('Enter');
      await expect(clock.inputValue()).resolves.toBe(time);
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('plugin::calendar.event')
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await saved).status()).toBe(200);
      const event = (await rest('GET', `/events/${concertId}?password=brass`)) as Record<
        string,
        string
      >;
      expect(event.start_date).toBe(`${CONCERT.day} 20:15:00`);
      expect(event.utc_start_date).toBe(`${CONCERT.day} 18:15:00`);
      expect(event.timezone).toBe('Europe/Brussels');
    }
  });
});
