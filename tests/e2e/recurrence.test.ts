/**
 * Recurring events on the editors' calendar end to end (issue #14), in headless Chromium against the
 * demo app: an event created in the Content Manager becomes a weekly series with the rule builder
 * ("Repeats"), as the REST API then stores it; the calendar shows its occurrences marked as a series;
 * dragging one asks which occurrences move — Cancel puts it back, "This event" moves it alone,
 * keeping its id, while the others stay where they were. Saves the question over the month view to
 * docs/calendar-series.png for docs/recurring-events.md.
 */
import path from 'path';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminHttp, PASSWORD } from './helpers/admin-http';
import { launchBrowser, signIn } from './helpers/browser';
import { buildIfStale, ROOT } from './helpers/build';
import { startDemo, type DemoServer } from './helpers/server';

const SCREENSHOT = path.join(ROOT, 'docs/calendar-series.png');
const NS = '/api/calendar/events/v1';
const CALENDAR_LINK = 'nav a[href="/admin/plugins/calendar"]';
const TITLE = 'Life drawing';

let demo: DemoServer;
let browser: Browser;
let page: Page;

interface RestOccurrence {
  id: number;
  start_date: string;
  end_date: string;
  recurring: boolean;
  series_id: number;
  original_start_date: string;
}

/** `YYYY-MM-DD` plus `n` days. */
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * The series' first day: the first Monday of the month five months ahead, past the demo's seeded
 * single events (the next four months), so the month shows the series among the demo's own series
 * only. Monday, Thursday, Monday, Thursday then all fall in that month.
 */
const FIRST = (() => {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 5, 1));
  month.setUTCDate(1 + ((8 - month.getUTCDay()) % 7));
  return month.toISOString().slice(0, 10);
})();
const DAYS = [0, 3, 7, 10].map((n) => plusDays(FIRST, n));

let seriesId: number;
let before: RestOccurrence[];

const occurrences = async (): Promise<RestOccurrence[]> => {
  const res = await fetch(`${demo.origin}${NS}/events/${seriesId}/occurrences`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { events: RestOccurrence[] }).events;
};

beforeAll(async () => {
  buildIfStale();
  demo = await startDemo();
  browser = await launchBrowser();
  await adminHttp(demo.origin).registerFirstAdmin('grace@example.test');
  page = await signIn(browser, demo.origin, 'grace@example.test', PASSWORD);
}, 600000);

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

/**
 * A date and a time in a Content Manager datetime field (the design system's DateTimePicker). A new
 * date sets the time to 00:00 a moment later, which can land after the typed time: type it again
 * until both stay.
 */
async function setDateTime(field: string, date: string, time: string) {
  const group = page.getByRole('group', { name: field });
  const day = group.getByRole('combobox', { name: 'Choose date' });
  const clock = group.getByRole('combobox', { name: 'Choose time' });
  await day.fill(date);
  await day.press('Enter');
  for (let attempt = 0; attempt < 5; attempt++) {
    await clock.fill(time);
    await clock.press('Enter');
    await page.waitForTimeout(250);
    if ((await clock.inputValue()) === time && (await day.inputValue()) === date) return;
  }
  throw new Error(`${field} stays ${await day.inputValue()} ${await clock.inputValue()}`);
}

it('makes an event created in the Content Manager a weekly series with the rule builder', async () => {
  await page.goto(
    `${demo.origin}/admin/content-manager/collection-types/plugin::calendar.event/create?plugins[i18n][locale]=en`
  );
  await page.locator('input[name="title"]').waitFor();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Slug' }).fill('life-drawing');
  // Early afternoon in the event's time zone, UTC for a new event (the Content Manager's start and
  // end are wall times in the event's zone, whatever the browser's).
  await setDateTime('Start', usDate(FIRST), '13:00');
  await setDateTime('End', usDate(FIRST), '14:30');

  await page.getByRole('combobox', { name: 'Repeats' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  // The builder starts from the event's own weekday; Thursday is added to it.
  // Exact names: once the preview lists dates, each has an "Exclude Monday, …" button too.
  const monday = page.getByRole('button', { name: 'Monday', exact: true });
  const thursday = page.getByRole('button', { name: 'Thursday', exact: true });
  await expect(monday.getAttribute('aria-pressed')).resolves.toBe('true');
  await expect(thursday.getAttribute('aria-pressed')).resolves.toBe('false');
  await thursday.click();
  await expect(page.locator('[data-weekday="TH"]').getAttribute('aria-pressed')).resolves.toBe(
    'true'
  );
  await page.getByRole('radio', { name: 'After' }).click();
  const count = page.getByRole('textbox', { name: 'Number of occurrences' });
  await count.fill('4');
  await count.press('Tab');

  // The server's reading of the rule: in words, and the four dates.
  await page
    .locator('[data-recurrence-text]')
    .filter({ hasText: 'Every week on Monday and Thursday, 4 times' })
    .waitFor();
  await page.locator('[data-recurrence-preview]:not([aria-busy="true"])').waitFor();
  const preview = page.locator('[data-recurrence-preview] li');
  await expect(preview.count()).resolves.toBe(4);
  await expect(preview.first().textContent()).resolves.toMatch(/^Monday, /);
  await expect(preview.nth(1).textContent()).resolves.toMatch(/^Thursday, /);

  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      r.url().includes('/content-manager/collection-types/plugin::calendar.event')
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const res = await saved;
  expect(res.status()).toBe(201);
  seriesId = ((await res.json()) as { data: { id: number } }).data.id;

  // The REST API stores the series and its four occurrences, each with an id of its own.
  const series = await (await fetch(`${demo.origin}${NS}/events/${seriesId}`)).json();
  expect(series).toMatchObject({
    id: seriesId,
    title: TITLE,
    recurring: true,
    series_id: seriesId,
    recurrence: { rules: ['FREQ=WEEKLY;BYDAY=MO,TH;COUNT=4'], rdates: [], exdates: [] },
  });
  before = await occurrences();
  expect(before.map((o) => o.start_date.slice(0, 10))).toEqual(DAYS);
  expect(before.every((o) => o.recurring && o.series_id === seriesId)).toBe(true);
  expect(new Set(before.map((o) => o.id)).size).toBe(4);
  // An hour and a half each, at the same wall time.
  const ms = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);
  for (const o of before) {
    expect(ms(o.end_date) - ms(o.start_date)).toBe(90 * 60000);
    expect(o.start_date.slice(11)).toBe(before[0].start_date.slice(11));
  }
  expect(before.every((o) => o.id !== seriesId)).toBe(true);
});

const cell = (day: string) => page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
const shown = (id: number) => page.locator(`.fc-daygrid-event[data-event-id="${id}"]`);
const saves = (r: { url(): string; request(): { method(): string } }) =>
  r.url().includes('/calendar/events/') && r.request().method() === 'PUT';

/** The calendar, moved on to the series' month, its events loaded. */
async function openSeriesMonth() {
  await page.click(CALENDAR_LINK);
  await page.waitForURL('**/admin/plugins/calendar');
  await page.locator('.fc-daygrid-event[data-event-id]').first().waitFor();
  // Strapi's announcement banner, out of docs/recurring-events.md's picture.
  await page
    .locator('button:has-text("Close the banner")')
    .click({ timeout: 2000 })
    .catch(() => undefined);
  const month = page.locator(`td.fc-daygrid-day[data-date="${FIRST}"]:not(.fc-day-other)`);
  for (let i = 0; i < 12 && !(await month.count()); i++) {
    const title = await page.getByTestId('calendar-title').textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('calendar-title').filter({ hasNotText: title! }).waitFor();
  }
  await shown(before[0].id).waitFor();
}

/** A real pointer drag: press, a small move to start FullCalendar's drag, then over to the day. */
async function drag(handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

it('shows each occurrence as an event of its own, marked as repeating', async () => {
  await openSeriesMonth();
  for (const [i, o] of before.entries()) {
    const event = cell(DAYS[i]).locator(`.fc-daygrid-event[data-event-id="${o.id}"]`);
    await event.waitFor();
    // The series' document for all of them (the edit link), and a named repeat mark.
    await expect(event.getAttribute('data-series-id')).resolves.toBe(String(seriesId));
    await expect(event.getAttribute('data-changed')).resolves.toBe('false');
    await expect(event.getByRole('img', { name: 'Repeats' }).count()).resolves.toBe(1);
    expect(await event.textContent()).toContain(TITLE);
  }
  const documents = await page
    .locator(`.fc-daygrid-event[data-series-id="${seriesId}"]`)
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.documentId));
  expect(documents).toHaveLength(4);
  expect(new Set(documents).size).toBe(1);
});

it('asks which occurrences a drag is for, and puts the occurrence back on Cancel', async () => {
  const moved = before[2];
  let put = false;
  const watch = (r: { url(): string; request(): { method(): string } }) => {
    if (saves(r)) put = true;
  };
  page.on('response', watch);
  await drag(shown(moved.id), cell(plusDays(DAYS[2], 1)));
  const dialog = page.getByRole('alertdialog', { name: 'Change recurring event' });
  await dialog.waitFor();
  for (const name of ['This event', 'This and following events', 'All events'])
    await dialog.getByRole('radio', { name }).waitFor();
  await expect(
    dialog.getByRole('radio', { name: 'This event' }).getAttribute('aria-checked')
  ).resolves.toBe('true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await cell(DAYS[2]).locator(`[data-event-id="${moved.id}"]`).waitFor();
  expect(await cell(plusDays(DAYS[2], 1)).locator(`[data-event-id="${moved.id}"]`).count()).toBe(0);
  page.off('response', watch);
  expect(put).toBe(false);
  expect(await occurrences()).toEqual(before);
});

it('moves only the dragged occurrence with "This event", keeping its id, as the REST API reports', async () => {
  const moved = before[2];
  const target = plusDays(DAYS[2], 1);
  await drag(shown(moved.id), cell(target));
  const dialog = page.getByRole('alertdialog', { name: 'Change recurring event' });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: 'This event' }).click();
  // The picture of docs/recurring-events.md: the question over the month with the series.
  await page.mouse.move(1, 1);
  await page.screenshot({ path: SCREENSHOT });
  const saved = page.waitForResponse(saves);
  await dialog.getByRole('button', { name: 'OK' }).click();
  const res = await saved;
  expect(res.status()).toBe(200);
  // A move sends the new start only (wall time in the event's timezone): the length is kept.
  expect(res.request().postDataJSON()).toEqual({
    locale: 'en',
    occurrence: moved.id,
    scope: 'this',
    start: `${target}T${moved.start_date.slice(11)}`,
  });

  // The same four ids; the dragged one a day later at the same time, the others where they were.
  const after = await occurrences();
  expect(after.map((o) => o.id)).toEqual(before.map((o) => o.id));
  for (const [i, o] of after.entries()) {
    const was = before[i];
    expect(o.original_start_date).toBe(was.original_start_date);
    if (o.id !== moved.id) {
      expect([o.start_date, o.end_date]).toEqual([was.start_date, was.end_date]);
      continue;
    }
    expect(o.start_date).toBe(`${target}${was.start_date.slice(10)}`);
    expect(o.end_date).toBe(`${target}${was.end_date.slice(10)}`);
  }
  const single = await (await fetch(`${demo.origin}${NS}/events/${moved.id}`)).json();
  expect(single).toMatchObject({ id: moved.id, series_id: seriesId, recurring: true });
  expect(single.start_date.slice(0, 10)).toBe(target);

  // After the feed reloads, the calendar draws it on its new day, marked as changed on its own.
  const changed = cell(target).locator(`[data-event-id="${moved.id}"][data-changed="true"]`);
  await changed.waitFor();
  await expect(changed.getByRole('img', { name: 'Changed occurrence' }).count()).resolves.toBe(1);
  for (const [i, o] of before.entries())
    if (o.id !== moved.id) await cell(DAYS[i]).locator(`[data-event-id="${o.id}"]`).waitFor();
});
