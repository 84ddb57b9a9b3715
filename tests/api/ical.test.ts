/**
 * GET {ns}/events.ics (docs/api.md §9): any event list as an iCalendar feed, with the list's filters,
 * language, visibility and paging. Read back with ical.js (Mozilla's parser, the one Thunderbird
 * uses), independently of the generator: every event's start, end, timezone and title round-trip,
 * every TZID has its VTIMEZONE, and two requests with nothing changed are byte-identical.
 */
import ICAL from 'ical.js';
import { useApp } from './helpers/app';
import { NS, createEvent, translateEvent, type EventBody } from './helpers/event-reads';
import { NAMESPACE } from './helpers/root';

/** A fixed Host: URLs in a response follow the request's origin, and supertest's port changes per request. */
const HOST = 'calendar.test';
/** March 2027: the US (14th) and the EU (28th) switch to summer time, Sydney is still on it. */
const ZONES = [
  'Europe/Brussels',
  'America/New_York',
  'UTC',
  'Asia/Kolkata',
  'Australia/Sydney',
  'UTC+2',
];
const MARCH = 'start_date=2027-03-01&end_date=2027-03-31&per_page=50';

const app = useApp();
let full: string;
let month: EventBody[];
let jazz: { id: number };

const get = (path: string, auth?: string) => {
  const req = app.http.get(path).set('Host', HOST);
  return auth ? req.set('Authorization', auth) : req;
};

async function post(path: string, body: Record<string, unknown>) {
  const res = await app.http
    .post(`${NS}${path}`)
    .set('Host', HOST)
    .set('Authorization', full)
    .send(body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; slug: string; modified_utc: string };
}

const day = (d: number) => `2027-03-${String(d).padStart(2, '0')}`;

beforeAll(async () => {
  full = await app.token('full-access');
  const hall = await post('/venues', {
    venue: 'Concertgebouw',
    address: "'t Zand 34",
    city: 'Brugge',
    zip: '8000',
    country: 'Belgium',
    geo_lat: 51.2036,
    geo_lng: 3.2164,
  });
  const carnegie = await post('/venues', {
    venue: 'Carnegie Hall',
    address: '881 7th Ave',
    city: 'New York',
    state: 'NY',
    country: 'United States',
  });
  const mailable = await post('/organizers', {
    organizer: 'Brugge Plus',
    email: 'info@bruggeplus.test',
    website: 'https://bruggeplus.test/',
  });
  const silent = await post('/organizers', { organizer: 'No Mail Ltd' });
  jazz = await post('/categories', { name: 'Jazz' });
  const classical = await post('/categories', { name: 'Classical' });
  month = [];
  for (let d = 1; d <= 31; d += 1) {
    const allDay = d % 7 === 0;
    month.push(
      await createEvent(app, full, {
        title: `March ${d}: ${d % 2 ? 'Jazz night' : 'Quartet, strings; & more'}`,
        description: `Evening **number** ${d}.`,
        start_date: allDay ? day(d) : `${day(d)} 19:30:00`,
        end_date: allDay ? day(Math.min(d + 1, 31)) : `${day(d)} 22:00:00`,
        all_day: allDay,
        timezone: ZONES[d % ZONES.length],
        venue: d % 2 ? hall.id : carnegie.id,
        organizer: [d % 3 ? mailable.id : silent.id],
        categories: [d % 2 ? jazz.id : classical.id],
      })
    );
  }
});

interface Feed {
  calendar: ICAL.Component;
  events: ICAL.Event[];
}

/** Parses a feed the way a client does: the VTIMEZONEs it carries first, then its events. */
function parse(text: string): Feed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

const isoOf = (wallUtc: string) => `${wallUtc.replace(' ', 'T')}.000Z`;
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86400000).toISOString().slice(0, 10);
/** The TZID a JSON `timezone` is written in: itself, UTC as `Z`, and a whole-hour offset as its IANA name. */
const expectedTzid = (zone: string) =>
  zone === 'UTC' ? 'UTC' : zone === 'UTC+2' ? 'Etc/GMT-2' : zone;

describe('the feed of a month', () => {
  let json: { events: EventBody[]; total: number };
  let feed: Feed;
  let text: string;

  beforeAll(async () => {
    json = (await get(`${NS}/events?${MARCH}`)).body;
    const res = await get(`${NS}/events.ics?${MARCH}`);
    expect(res.status).toBe(200);
    text = res.text;
    feed = parse(text);
  });

  test('is text/calendar, with the list’s totals', async () => {
    const res = await get(`${NS}/events.ics?${MARCH}`);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['x-tec-total']).toBe(String(json.total));
    expect(json.total).toBeGreaterThanOrEqual(28);
  });

  test('holds exactly the events of the same JSON list, in its order', () => {
    expect(feed.events.map((e) => e.uid)).toEqual(json.events.map((e) => `${e.id}@${HOST}`));
  });

  test('round-trips every event’s title, start, end and timezone', () => {
    for (const [i, e] of json.events.entries()) {
      const v = feed.events[i];
      expect([e.id, v.summary]).toEqual([e.id, e.title]);
      if (e.all_day) {
        expect([e.id, v.startDate.isDate, v.startDate.toString(), v.endDate.toString()]).toEqual([
          e.id,
          true,
          String(e.start_date).slice(0, 10),
          nextDay(String(e.end_date).slice(0, 10)),
        ]);
        continue;
      }
      const zone = v.startDate.zone?.tzid;
      expect([e.id, zone, v.endDate.zone?.tzid]).toEqual([
        e.id,
        expectedTzid(String(e.timezone)),
        expectedTzid(String(e.timezone)),
      ]);
      expect([
        e.id,
        v.startDate.toJSDate().toISOString(),
        v.endDate.toJSDate().toISOString(),
      ]).toEqual([e.id, isoOf(String(e.utc_start_date)), isoOf(String(e.utc_end_date))]);
      // The wall time in its own zone is the event's own start_date.
      expect([e.id, v.startDate.toString().replace('T', ' ').replace(/Z$/, '')]).toEqual([
        e.id,
        String(e.start_date),
      ]);
    }
  });

  test('defines a VTIMEZONE for each TZID it uses, and no other', () => {
    const defined = feed.calendar
      .getAllSubcomponents('vtimezone')
      .map((z) => z.getFirstPropertyValue('tzid'));
    const used = [...text.matchAll(/;TZID=([^:;]+)[:;]/g)].map((m) => m[1]);
    expect(new Set(defined)).toEqual(new Set(used));
    expect(new Set(used)).toEqual(
      new Set([
        'Europe/Brussels',
        'America/New_York',
        'Asia/Kolkata',
        'Australia/Sydney',
        'Etc/GMT-2',
      ])
    );
  });

  test('all-day events are dates', () => {
    const allDay = feed.events.filter((v) => v.startDate.isDate);
    expect(allDay.length).toBe(json.events.filter((e) => e.all_day).length);
    expect(text).toMatch(/DTSTART;VALUE=DATE:2027030\d\r\n/);
  });

  test('location from the venue, organizer, categories, URL and description', () => {
    const byId = new Map(json.events.map((e) => [`${e.id}@${HOST}`, e]));
    for (const v of feed.events) {
      const e = byId.get(v.uid)!;
      const venue = e.venue as { venue: string; city: string };
      expect(v.location).toContain(venue.venue);
      expect(v.location).toContain(venue.city);
      expect(v.component.getFirstPropertyValue('url')).toBe(e.url);
      expect(v.component.getFirstProperty('categories')!.getValues()).toEqual(
        (e.categories as Array<{ name: string }>).map((c) => c.name)
      );
      expect(v.description).toBe(`Evening number ${String(e.title).match(/March (\d+)/)![1]}.`);
      const organizer = (e.organizer as Array<{ organizer: string; email?: string }>)[0];
      const prop = v.component.getFirstProperty('organizer');
      if (organizer.email) {
        expect(prop!.getFirstValue()).toBe(`mailto:${organizer.email}`);
        expect(prop!.getParameter('cn')).toBe(organizer.organizer);
      } else {
        // A calendar address is an email: an organizer without one is not an ORGANIZER.
        expect(prop).toBeNull();
      }
    }
    const brugge = feed.events.find((v) => v.location.startsWith('Concertgebouw'))!;
    expect(brugge.component.getFirstPropertyValue('geo')).toEqual([51.2036, 3.2164]);
  });

  test('DTSTAMP and LAST-MODIFIED are the newest change of what the event shows, never now', () => {
    for (const [i, e] of json.events.entries()) {
      const linked = [
        e.modified_utc,
        (e.venue as { modified_utc: string }).modified_utc,
        ...(e.organizer as Array<{ modified_utc: string }>).map((o) => o.modified_utc),
      ];
      const newest = isoOf(String(linked.sort().pop()));
      const v = feed.events[i].component;
      expect([
        e.id,
        (v.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
      ]).toEqual([e.id, newest]);
      expect([
        e.id,
        (v.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString(),
      ]).toEqual([e.id, newest]);
    }
  });

  test('is byte-identical while nothing changes (a second later too), and answers 304 to its ETag', async () => {
    const first = await get(`${NS}/events.ics?${MARCH}`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await get(`${NS}/events.ics?${MARCH}`);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await get(`${NS}/events.ics?${MARCH}`).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });
});

describe('the same arguments as the list', () => {
  test('filters (categories) and paging, with Link headers to the neighbouring feeds', async () => {
    const ics = await get(`${NS}/events.ics?${MARCH}&categories=${jazz.id}`);
    const list = await get(`${NS}/events?${MARCH}&categories=${jazz.id}`);
    expect(parse(ics.text).events.map((e) => e.uid)).toEqual(
      list.body.events.map((e: EventBody) => `${e.id}@${HOST}`)
    );
    const page = await get(
      `${NS}/events.ics?start_date=2027-03-01&end_date=2027-03-31&per_page=10`
    );
    expect(parse(page.text).events).toHaveLength(10);
    expect(page.headers.link).toMatch(
      new RegExp(
        `^<http://${HOST}${NS}/events\\.ics\\?page=2&per_page=10&start_date=[^>]+>; rel="next"$`
      )
    );
  });

  test('invalid arguments and pages past the end answer in the API’s error shape', async () => {
    const bad = await get(`${NS}/events.ics?per_page=zero`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { per_page: expect.any(String) } },
    });
    const past = await get(`${NS}/events.ics?${MARCH}&page=9`);
    expect(past.status).toBe(404);
    expect(past.body.code).toBe('event-archive-page-not-found');
    expect(past.headers['cache-control']).toBe('no-store');
  });

  test('the language of the root: the French feed lists the French versions', async () => {
    const event = month[0];
    const frId = await translateEvent(app, event.id, 'fr', {
      title: 'Soirée jazz du 1er mars',
      slug: 'soiree-jazz-1-mars',
    });
    const fr = parse((await get(`/fr${NS}/events.ics?${MARCH}`)).text);
    expect(fr.events.map((e) => [e.uid, e.summary])).toEqual([
      [`${frId}@${HOST}`, 'Soirée jazz du 1er mars'],
    ]);
    const prodId = (await get(`/fr${NS}/events.ics?${MARCH}`)).text.match(/PRODID:(.*)\r\n/)![1];
    expect(prodId).toBe('-//Strapi//Events Calendar//FR');
  });

  test('visibility: a protected event shows its title and times only; drafts are for editors', async () => {
    const locked = await createEvent(app, full, {
      title: 'Members only',
      start_date: '2027-03-15 10:00:00',
      end_date: '2027-03-15 11:00:00',
      password: 'sesame',
      description: 'Secret room',
      venue: month[1].venue ? (month[1].venue as { id: number }).id : undefined,
    });
    const draft = await createEvent(app, full, {
      title: 'Not yet',
      status: 'draft',
      start_date: '2027-03-16 10:00:00',
      end_date: '2027-03-16 11:00:00',
    });
    const anonymous = parse((await get(`${NS}/events.ics?${MARCH}`)).text);
    const vLocked = anonymous.events.find((e) => e.uid === `${locked.id}@${HOST}`)!;
    expect(vLocked.summary).toBe('Members only');
    expect(vLocked.description).toBeNull();
    expect(vLocked.location).toBeNull();
    expect(anonymous.events.some((e) => e.uid === `${draft.id}@${HOST}`)).toBe(false);
    const unlocked = parse((await get(`${NS}/events.ics?${MARCH}&password=sesame`)).text);
    expect(unlocked.events.find((e) => e.uid === `${locked.id}@${HOST}`)!.description).toBe(
      'Secret room'
    );
    const editor = parse((await get(`${NS}/events.ics?${MARCH}&status=draft`, full)).text);
    expect(
      editor.events.map((e) => [e.summary, e.component.getFirstPropertyValue('status')])
    ).toEqual([['Not yet', 'TENTATIVE']]);
  });

  test('an edit changes the feed, and its ETag', async () => {
    const before = await get(`${NS}/events.ics?${MARCH}`);
    const res = await app.http
      .patch(`${NS}/events/${month[2].id}`)
      .set('Host', HOST)
      .set('Authorization', full)
      .send({ title: 'March 3: moved to the big hall' });
    expect(res.status).toBe(200);
    const after = await get(`${NS}/events.ics?${MARCH}`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(parse(after.text).events.map((e) => e.summary)).toContain(
      'March 3: moved to the big hall'
    );
  });
});

describe('documentation', () => {
  test('the index and the OpenAPI document list the feed with the list’s arguments', async () => {
    const index = (await get(`${NS}/`)).body;
    const feedArgs = Object.keys(index.routes[`/${NAMESPACE}/events.ics`].endpoints[0].args);
    expect(feedArgs).toEqual(Object.keys(index.routes[`/${NAMESPACE}/events`].endpoints[0].args));
    const doc = (await get(`${NS}/doc`)).body;
    const op = doc.paths['/events.ics'].get;
    expect(op['x-strapi-action']).toBe('plugin::calendar.ical.find');
    expect(op.tags).toEqual(['events']);
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/calendar']);
  });
});
