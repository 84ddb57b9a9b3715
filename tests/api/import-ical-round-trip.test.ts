/**
 * This plugin's own feed is an iCalendar source like any other (docs/api.md §15): events written
 * through the API, exported by `/events.ics` and imported into another language, read back the
 * same — timed, all-day, a series with an excluded date, a canceled one, an online one.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { useApp } from './helpers/app';
import { NS, createAs } from './helpers/writes';

const EVENTS = [
  {
    title: 'Timed talk',
    start_date: '2031-03-04 19:00:00',
    end_date: '2031-03-04 21:30:00',
    timezone: 'Europe/Brussels',
  },
  {
    title: 'All-day fair',
    start_date: '2031-05-01',
    end_date: '2031-05-02',
    all_day: true,
    timezone: 'Europe/Brussels',
  },
  {
    title: 'Weekly class',
    start_date: '2031-01-07 18:00:00',
    end_date: '2031-01-07 19:00:00',
    timezone: 'America/New_York',
    recurrence: { rules: ['FREQ=WEEKLY;COUNT=5'], exdates: ['2031-01-21 18:00:00'] },
  },
  {
    title: 'Called off',
    start_date: '2031-06-10 10:00:00',
    end_date: '2031-06-10 11:00:00',
    timezone: 'UTC',
    event_status: 'canceled',
  },
  {
    title: 'Webinar',
    start_date: '2031-07-10 15:00:00',
    end_date: '2031-07-10 16:00:00',
    timezone: 'Asia/Tokyo',
    attendance_mode: 'online',
    online_url: 'https://meet.example.org/webinar',
  },
];

describe('iCalendar round trip of our own feed', () => {
  const app = useApp({ quiet: true });
  let token: string;
  beforeAll(async () => {
    token = await app.token('full-access');
    const create = createAs(app, () => token);
    for (const event of EVENTS)
      expect((await create({ ...event, status: 'publish' })).status).toBe(201);
  });

  const shape = (e: any) => ({
    title: e.title,
    start: e.start_date,
    end: e.end_date,
    allDay: e.all_day,
    zone: e.timezone,
    status: e.event_status,
    attendance: e.attendance_mode,
    online: e.online_url,
  });
  const list = async (lang: string) => {
    const res = await app.http.get(
      `${NS}/events?start_date=2030-01-01&end_date=2032-12-31&per_page=50&translation_language=${lang}`
    );
    expect(res.status).toBe(200);
    return res.body.events.map(shape).sort((a: any, b: any) => a.start.localeCompare(b.start));
  };

  it('gives back the same events', async () => {
    const feed = await app.http.get(`${NS}/events.ics?start_date=2030-01-01&end_date=2032-12-31`);
    expect(feed.status).toBe(200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'events.ics');
    fs.writeFileSync(file, feed.text);
    const summary = await app.strapi
      .plugin('calendar')
      .service('importer')
      .importFrom(file, { lang: 'nl' });
    expect(summary.problems).toEqual([]);
    expect(summary.counts.failed).toBe(0);
    const en = await list('en');
    expect(en).toHaveLength(8); // 4 singles + 5 occurrences less one excluded
    // iCalendar has no timezone for a date (VALUE=DATE): an all-day event takes the site's (UTC here).
    const allDayInSiteZone = en.map((e: any) => (e.allDay ? { ...e, zone: 'UTC' } : e));
    expect(await list('nl')).toEqual(allDayInSiteZone);
  });
});
