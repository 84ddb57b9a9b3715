/**
 * A migration from this project's own demo (docs/api.md §15): the demo serves The Events
 * Calendar's API, so `strapi-calendar import <its API>` — the command as a site builder runs it, in
 * the app's folder, booting the app — moves its calendar into a fresh app. Then the fresh app's lists
 * match the demo's, ids and URLs aside. No browser: it lives here because it runs the demo as
 * `npm start` does (the built package and its sample data).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildIfStale, APP, ROOT } from './helpers/build';
import { startDemo, type DemoServer } from './helpers/server';

const NS = '/api/calendar/events/v1';
const ALL = 'start_date=1900-01-01&end_date=2199-12-31';

/** Every page of a list, as a client pages: by next_rest_url. */
async function everything(origin: string, list: string, key: string): Promise<any[]> {
  const out: any[] = [];
  let url: string | undefined =
    `${origin}${NS}/${list}${list.includes('?') ? '&' : '?'}per_page=50`;
  while (url) {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    out.push(...body[key]);
    url = body.next_rest_url;
  }
  return out;
}

const slugs = (items: any) => (Array.isArray(items) ? items.map((i) => i.slug).sort() : []);
const eventShape = (e: any) => ({
  title: e.title,
  slug: e.slug,
  status: e.status,
  start: e.start_date,
  end: e.end_date,
  allDay: e.all_day,
  zone: e.timezone,
  cost: e.cost,
  // An event without a website of its own shows its page on the site it is read from (TEC does).
  website: String(e.website ?? '').replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
  featured: e.featured,
  sticky: e.sticky,
  eventStatus: e.event_status,
  attendance: e.attendance_mode,
  online: e.online_url,
  recurring: e.recurring ?? false,
  venue: Array.isArray(e.venue) ? null : e.venue?.slug,
  organizers: slugs(e.organizer),
  categories: slugs(e.categories),
  tags: slugs(e.tags),
  customFields: e.custom_fields,
});
const byStart = (a: any, b: any) => `${a.start}${a.slug}`.localeCompare(`${b.start}${b.slug}`);
const bySlug = (a: any, b: any) => String(a.slug).localeCompare(String(b.slug));

describe('migration from the demo into a fresh app', () => {
  let source: DemoServer;
  let target: DemoServer | undefined;
  const database = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'migration-')), 'fresh.db');

  beforeAll(async () => {
    buildIfStale();
    source = await startDemo();
  }, 300000);
  afterAll(async () => {
    await target?.stop();
    await source?.stop();
    fs.rmSync(path.dirname(database), { recursive: true, force: true });
  });

  it('imports with the command, then lists the same events, venues, organizers and terms', async () => {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'bin/strapi-calendar.js'), 'import', `${source.origin}${NS}`, '--json'],
      {
        cwd: APP,
        encoding: 'utf8',
        env: {
          ...process.env,
          DATABASE_CLIENT: 'sqlite',
          DATABASE_FILENAME: database,
          CALENDAR_DEMO_SEED: 'false',
          CALENDAR_PLUGIN_SOURCE: '',
          CALENDAR_IMPORT_HOSTS: '127.0.0.1',
          CALENDAR_IMAGE_HOSTS: '127.0.0.1',
          STRAPI_LOG_LEVEL: 'warn',
        },
        timeout: 600000,
      }
    );
    const summary = JSON.parse((run.stdout.match(/^\{$[\s\S]*?^\}$/m) ?? ['null'])[0]);
    if (!summary) throw new Error(`no summary (exit ${run.status}): ${run.stderr.slice(-2000)}`);
    // A password-protected event is left behind, and said so: no API gives out its password
    // (docs/api.md §15); the demo has one.
    const left = summary.problems.map((p: any) => p.record);
    expect(summary.problems.map((p: any) => p.message)).toEqual([
      expect.stringMatching(/password-protected/),
    ]);
    expect(summary.results.filter((r: any) => r.outcome === 'failed')).toEqual([]);
    expect(run.status).toBe(1); // the command says a record was left behind

    target = await startDemo({ DATABASE_FILENAME: database, CALENDAR_DEMO_SEED: 'false' });
    const events = async (origin: string, leave: string[] = []) =>
      (await everything(origin, `events?${ALL}`, 'events'))
        .filter((e) => !leave.includes(`event ${e.id}`))
        .map(eventShape)
        .sort(byStart);
    const sourceEvents = await events(source.origin, left);
    expect(sourceEvents.length).toBeGreaterThan(10);
    expect(await events(target.origin)).toEqual(sourceEvents);
    for (const [list, key] of [
      ['venues', 'venues'],
      ['organizers', 'organizers'],
      ['categories', 'categories'],
      ['tags', 'tags'],
    ]) {
      const names = async (origin: string) =>
        (await everything(origin, list, key))
          .map((r) => ({ slug: r.slug, name: r.venue ?? r.organizer ?? r.name }))
          .sort(bySlug);
      expect(await names(target.origin)).toEqual(await names(source.origin));
    }
  }, 900000);
});
