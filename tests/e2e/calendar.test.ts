/**
 * The editors' calendar end to end (issue #5), in headless Chromium against the demo app: a fresh
 * database with the demo's sample data, the first administrator registered over HTTP and signed in
 * through the login form. The month view shows the seeded events; a click opens one in the Content
 * Manager; selecting an empty day creates a draft there; dragging an event to another day moves it,
 * as the public REST API then reports; a refused move is undone with the reason shown; an admin whose
 * role lacks plugin::calendar.read gets no calendar. Saves the month view (with the new draft) to
 * docs/calendar-month.png for the README.
 */
import path from 'path';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminHttp, PASSWORD } from './helpers/admin-http';
import { launchBrowser, signIn } from './helpers/browser';
import { buildIfStale, ROOT } from './helpers/build';
import { startDemo, type DemoServer } from './helpers/server';

const SCREENSHOT = path.join(ROOT, 'docs/calendar-month.png');
const EDIT_SCREENSHOT = path.join(ROOT, 'docs/event-edit.png');
const NS = '/api/calendar/events/v1';
const CALENDAR_LINK = 'nav a[href="/admin/plugins/calendar"]';
const DAY_MS = 86400000;

let demo: DemoServer;
let browser: Browser;
let rootToken: string;
let page: Page;

interface RestEvent {
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  event_status: string;
  attendance_mode: string;
}

const ms = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);
const restEvent = async (id: string) => {
  const res = await fetch(`${demo.origin}${NS}/events/${id}`);
  return { status: res.status, body: (await res.json()) as RestEvent };
};

beforeAll(async () => {
  buildIfStale();
  demo = await startDemo();
  browser = await launchBrowser();
  rootToken = await adminHttp(demo.origin).registerFirstAdmin('ada@example.test');
  page = await signIn(browser, demo.origin, 'ada@example.test', PASSWORD);
}, 600000);

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

const monthEvents = () => page.locator('.fc-daygrid-event[data-event-id]');

/** Back to the calendar through the menu, its events loaded. */
async function openCalendar() {
  await page.click(CALENDAR_LINK);
  await page.waitForURL('**/admin/plugins/calendar');
  await monthEvents().first().waitFor();
}

it('opens the calendar from the menu and shows the seeded events in the month view', async () => {
  await openCalendar();
  expect(await monthEvents().count()).toBeGreaterThan(3);
  // What the month view draws are the seeded events the REST API serves.
  const id = await page
    .locator('.fc-daygrid-event[data-status="publish"]')
    .first()
    .getAttribute('data-event-id');
  expect((await restEvent(id!)).status).toBe(200);
});

it('strikes through a canceled event and marks how people attend (docs/api.md §13)', async () => {
  await openCalendar();
  const canceled = page.locator('.fc-daygrid-event [data-event-canceled]').first();
  await canceled.waitFor();
  const line = await canceled.evaluate((el) => getComputedStyle(el).textDecorationLine);
  expect(line).toContain('line-through');
  const id = await canceled
    .locator('xpath=ancestor::*[@data-event-id][1]')
    .getAttribute('data-event-id');
  const record = (await restEvent(id!)).body;
  expect(record).toMatchObject({ event_status: 'canceled', attendance_mode: 'mixed' });
  expect(
    await page.locator(`[data-event-id="${id}"]`).first().getAttribute('data-event-status')
  ).toBe('canceled');
  const marks = await canceled.locator('xpath=..').locator('[data-event-mark]').allTextContents();
  expect(marks.join(' ')).toContain('At the venue and online');
});

it('opens an event in the Content Manager when it is clicked', async () => {
  const event = page
    .locator('.fc-day:not(.fc-day-other) .fc-daygrid-event[data-status="publish"]')
    .first();
  const documentId = await event.getAttribute('data-document-id');
  const title = (await event.getAttribute('title'))!.split('\n')[0];
  await event.click();
  await page.waitForURL(
    `**/admin/content-manager/collection-types/plugin::calendar.event/${documentId}?plugin[i18n][locale]=en`
  );
  await expect(page.locator('input[name="title"]').inputValue()).resolves.toBe(title);
  await openCalendar();
});

it('shows the event edit view grouped, with human labels and hints in the admin language and the venue by name', async () => {
  // An event of this month with a venue, opened from the calendar.
  let found: { documentId: string; venue: string } | null = null;
  for (const handle of await page
    .locator('.fc-day:not(.fc-day-other) .fc-daygrid-event[data-status="publish"]')
    .all()) {
    const rest = await fetch(
      `${demo.origin}${NS}/events/${await handle.getAttribute('data-event-id')}`
    ).then((r) => r.json());
    if (rest.venue?.venue) {
      found = {
        documentId: (await handle.getAttribute('data-document-id'))!,
        venue: rest.venue.venue,
      };
      break;
    }
  }
  expect(found).not.toBeNull();
  const editUrl = `${demo.origin}/admin/content-manager/collection-types/plugin::calendar.event/${found!.documentId}?plugin[i18n][locale]=en`;
  await page.goto(editUrl);
  await page.locator('input[name="title"]').waitFor();
  // Required fields end with `*`, relations with their count: `Venue (1)`.
  const label = (text: string) =>
    page
      .locator('label')
      .filter({ hasText: new RegExp(`^${text}(\\*| \\(\\d+\\))?\\s*$`) })
      .first();
  for (const text of [
    'Title',
    'Start',
    'End',
    'Time zone',
    'All day',
    'Venue',
    'Organizers',
    'Categories',
    'Tags',
    'Status',
  ]) {
    await expect(label(text).isVisible()).resolves.toBe(true);
  }
  await expect(page.getByText('A name such as Europe/Brussels, or UTC.').isVisible()).resolves.toBe(
    true
  );
  // The venue is shown by its name, not its id.
  // The relation's names load after the form: waited for.
  await page.getByText(found!.venue, { exact: true }).first().waitFor();
  // The form in the order of the layout: title, dates, links, then the text. (Strapi 5.54 draws
  // every field at full width whatever the window, so rows show as this order, not side by side.)
  const order = [
    'Title',
    'Slug',
    'Start',
    'End',
    'Time zone',
    'All day',
    'Venue',
    'Organizers',
    'Categories',
    'Tags',
    'Description',
  ];
  const tops = await Promise.all(order.map(async (t) => (await label(t).boundingBox())!.y));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await page
    .locator('button:has-text("Close the banner")')
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await page.evaluate('document.activeElement && document.activeElement.blur()');
  await page.mouse.move(1, 1);
  await page.screenshot({ path: EDIT_SCREENSHOT });

  // The same view for an editor whose admin language is French.
  await page.evaluate("localStorage.setItem('strapi-admin-language', 'fr')");
  await page.goto(editUrl);
  await page.locator('input[name="title"]').waitFor();
  for (const text of ['Titre', 'Début', 'Fuseau horaire', 'Lieu'])
    await expect(label(text).isVisible()).resolves.toBe(true);
  await expect(page.getByText('Un nom comme Europe/Brussels, ou UTC.').isVisible()).resolves.toBe(
    true
  );
  await page.evaluate("localStorage.setItem('strapi-admin-language', 'en')");
  await page.goto(`${demo.origin}/admin`);
  await openCalendar();
});

it('creates a draft on an empty day that is selected, opens it in the editor, and draws it apart', async () => {
  const empty = page
    .locator('td.fc-daygrid-day:not(.fc-day-other):not(.fc-day-today):not(:has(.fc-daygrid-event))')
    .first();
  const day = (await empty.getAttribute('data-date'))!;
  const box = (await empty.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 10);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="title"]').fill('Editors’ meeting');
  await dialog.getByRole('button', { name: 'Create and edit' }).click();
  await page.waitForURL('**/admin/content-manager/collection-types/plugin::calendar.event/*');
  await expect(page.locator('input[name="title"]').inputValue()).resolves.toBe('Editors’ meeting');
  await openCalendar();
  const draft = page.locator(
    `td.fc-daygrid-day[data-date="${day}"] .fc-daygrid-event[data-status="draft"]`
  );
  await draft.waitFor();
  expect(await draft.textContent()).toContain('[Draft] Editors’ meeting');
  // The README's picture: the month view with the seeded events and this draft.
  await page
    .locator('button:has-text("Close the banner")')
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await page.evaluate('document.activeElement && document.activeElement.blur()');
  await page.mouse.move(1, 1);
  await page.screenshot({ path: SCREENSHOT });
});

/** A published, timed, one-day event of this month that the public API shows, with a free day next to it. */
async function pickEvent() {
  const handles = await page
    .locator(
      '.fc-day:not(.fc-day-other) .fc-daygrid-event[data-status="publish"][data-all-day="false"]:not([data-series-id])'
    )
    .all();
  for (const handle of handles) {
    const id = (await handle.getAttribute('data-event-id'))!;
    const rest = await restEvent(id);
    if (
      rest.status !== 200 ||
      rest.body.start_date.slice(0, 10) !== rest.body.end_date.slice(0, 10)
    )
      continue;
    const day = rest.body.start_date.slice(0, 10);
    for (const shift of [1, -1, 7, -7]) {
      const target = new Date(ms(`${day} 00:00:00`) + shift * DAY_MS).toISOString().slice(0, 10);
      const cell = page.locator(`td.fc-daygrid-day[data-date="${target}"]`);
      if ((await cell.count()) === 1) return { id, handle, before: rest.body, target, shift, cell };
    }
  }
  throw new Error('no event to drag in the month view');
}

/** A real pointer drag: press, a small move to start FullCalendar's drag, then over to the day. */
async function drag(handle: Locator, cell: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await cell.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

it('moves an event by dragging it to another day, keeping its duration, as the REST API reports', async () => {
  const { id, handle, before, target, shift, cell } = await pickEvent();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/calendar/events/') && r.request().method() === 'PUT'
  );
  await drag(handle, cell);
  expect((await saved).status()).toBe(200);

  const after = (await restEvent(id)).body;
  for (const key of ['start_date', 'end_date', 'utc_start_date', 'utc_end_date'] as const) {
    expect([key, ms(after[key]) - ms(before[key])]).toEqual([key, shift * DAY_MS]);
  }
  expect(ms(after.end_date) - ms(after.start_date)).toBe(
    ms(before.end_date) - ms(before.start_date)
  );
  expect(after.start_date.slice(0, 10)).toBe(target);
  // The calendar shows it on its new day, after reloading the feed.
  await page.locator(`td.fc-daygrid-day[data-date="${target}"] [data-event-id="${id}"]`).waitFor();
});

it('puts an event back and says why when the save is refused (deleted by someone else meanwhile)', async () => {
  const { id, handle, before, cell } = await pickEvent();
  const token = await adminHttp(demo.origin).apiToken(rootToken);
  const deleted = await fetch(`${demo.origin}${NS}/events/${id}?force=true`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(deleted.status).toBe(200);
  const refused = page.waitForResponse(
    (r) => r.url().includes('/calendar/events/') && r.request().method() === 'PUT'
  );
  await drag(handle, cell);
  expect((await refused).status()).toBe(404);
  await page.getByText(/could not be rescheduled: This event does not exist/).waitFor();
  const home = before.start_date.slice(0, 10);
  await page.locator(`td.fc-daygrid-day[data-date="${home}"] [data-event-id="${id}"]`).waitFor();
  expect(await cell.locator(`[data-event-id="${id}"]`).count()).toBe(0);
});

it('gives an admin whose role lacks plugin::calendar.read no calendar: no menu entry, 403 from the feed', async () => {
  const http = adminHttp(demo.origin);
  // The default Editor role holds the Content Manager's actions on events, but none of the calendar's.
  const editor = await http.createAdmin(rootToken, 'eddie@example.test', 'strapi-editor');
  const feed = await http.json(
    'GET',
    '/calendar/events?start=2026-01-01&end=2026-02-01&locale=en',
    undefined,
    editor.token
  );
  expect(feed.status).toBe(403);
  expect((await http.json('GET', '/calendar/options', undefined, editor.token)).status).toBe(403);

  const editorPage = await signIn(browser, demo.origin, 'eddie@example.test', PASSWORD);
  expect(await editorPage.locator(CALENDAR_LINK).count()).toBe(0);
  await editorPage.goto(`${demo.origin}/admin/plugins/calendar`);
  await editorPage.getByText("You don't have the permissions to access that content").waitFor();
  expect(await editorPage.locator('.fc').count()).toBe(0);

  // Granted to the role (Settings → Roles, here through the same admin API), the menu entry appears,
  // but the page still says no while the role may not read events in the Content Manager: the
  // calendar never shows an event the Content Manager would not show the same admin.
  const feedLoaded = () => editorPage.waitForResponse((r) => r.url().includes('/calendar/events?'));
  const current = await http.json(
    'GET',
    `/admin/roles/${editor.roleId}/permissions`,
    undefined,
    rootToken
  );
  const permissions = current.body.data.map(
    ({ action, subject, properties, conditions }: Record<string, unknown>) => ({
      action,
      subject,
      properties,
      conditions,
    })
  );
  const calendarRead = {
    action: 'plugin::calendar.read',
    subject: null,
    properties: {},
    conditions: [],
  };
  const readsEvents = (p: { action: string; subject: string | null }) =>
    p.action === 'plugin::content-manager.explorer.read' && p.subject === 'plugin::calendar.event';
  await http.setRolePermissions(rootToken, editor.roleId, [
    ...permissions.filter((p: { action: string; subject: string | null }) => !readsEvents(p)),
    calendarRead,
  ]);
  await editorPage.reload();
  await editorPage.locator(CALENDAR_LINK).waitFor();
  await editorPage.getByText("You don't have the permissions to access that content").waitFor();
  expect(await editorPage.locator('.fc').count()).toBe(0);
  expect((await http.json('GET', '/calendar/options', undefined, editor.token)).status).toBe(403);

  // With the Content Manager's read permission on events (every language ticked), the role's
  // editors see the events.
  const withLanguages = permissions.map(
    (p: { subject: string | null; properties: Record<string, unknown> }) =>
      p.subject?.startsWith('plugin::calendar.')
        ? { ...p, properties: { ...p.properties, locales: ['en', 'fr', 'nl'] } }
        : p
  );
  await http.setRolePermissions(rootToken, editor.roleId, [...withLanguages, calendarRead]);
  const loaded = feedLoaded();
  await editorPage.reload();
  expect((await (await loaded).json()).data.length).toBeGreaterThan(3);
  await editorPage.locator('.fc-daygrid-event[data-event-id]').first().waitFor();
  await editorPage.context().close();
});
