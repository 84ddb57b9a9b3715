/**
 * Lists of occurrences (docs/api.md §12): every filter, `total` and the pagination links work per
 * occurrence; following next_rest_url visits every occurrence once; a draft or password-protected
 * series leaks no occurrence; `translations` maps occurrence ids across languages.
 */
import { useApp } from './helpers/app';
import { makeCategory, makeVenue } from './helpers/fixtures';
import { walkNext, type EventBody } from './helpers/event-reads';
import { NS, createAs } from './helpers/writes';

const app = useApp();
let full: string;
let daily: { id: number };
let hall: { id: number };
let yoga: { id: number };
const WINDOW = 'start_date=2028-01-01&end_date=2028-01-31';

beforeAll(async () => {
  full = await app.token('full-access');
  hall = await makeVenue(app.strapi, 'Hall');
  yoga = await makeCategory(app.strapi, 'Yoga');
  const create = createAs(app, () => full);
  // 31 daily occurrences in January 2028, with a venue, a category and featured.
  daily = (
    await create({
      title: 'Morning yoga',
      start_date: '2028-01-01 07:00:00',
      end_date: '2028-01-01 08:00:00',
      timezone: 'UTC',
      venue: hall.id,
      categories: [yoga.id],
      featured: true,
      recurrence: 'FREQ=DAILY;UNTIL=20280131T235959Z',
    })
  ).body;
  // Weekly on Mondays (5 in January), nothing linked.
  await create({
    title: 'Monday talk',
    start_date: '2028-01-03 18:00:00',
    end_date: '2028-01-03 19:00:00',
    timezone: 'UTC',
    recurrence: 'FREQ=WEEKLY;COUNT=5',
  });
  await create({
    title: 'Single gig',
    start_date: '2028-01-15 21:00:00',
    end_date: '2028-01-15 23:00:00',
    timezone: 'UTC',
  });
  // Not visible to the public: a draft series and a password-protected one.
  await create({
    title: 'Secret draft series',
    status: 'draft',
    start_date: '2028-01-02 10:00:00',
    end_date: '2028-01-02 11:00:00',
    timezone: 'UTC',
    recurrence: 'FREQ=DAILY;COUNT=10',
  });
  await create({
    title: 'Locked series',
    description: 'Hidden words inside',
    password: 'sesame',
    start_date: '2028-01-02 12:00:00',
    end_date: '2028-01-02 13:00:00',
    timezone: 'UTC',
    recurrence: 'FREQ=DAILY;COUNT=3',
  });
});

const list = async (query: string, auth?: string) => {
  const req = app.http.get(`${NS}/events?${WINDOW}&${query}`);
  const res = await (auth ? req.set('Authorization', auth) : req);
  expect(res.status).toBe(200);
  return res.body as { events: EventBody[]; total: number; total_pages: number };
};

test('the list counts and pages occurrences', async () => {
  const all = await list('per_page=50');
  // 31 + 5 + 1 + 3 locked (listed, locked); the draft's 10 are not.
  expect(all.total).toBe(40);
  expect(all.events.some((e) => e.title === 'Secret draft series')).toBe(false);
  const pages = await walkNext(app, `${NS}/events?${WINDOW}&per_page=7`);
  const seen = pages.flatMap((p) => p.events.map((e) => e.id));
  expect(seen).toHaveLength(40);
  expect(new Set(seen).size).toBe(40);
  expect(seen).toEqual(all.events.map((e) => e.id));
  expect(pages.every((p) => p.total === 40)).toBe(true);
});

test('every filter applies to each occurrence', async () => {
  expect((await list(`venue=${hall.id}`)).total).toBe(31);
  expect((await list(`categories=${yoga.id}`)).total).toBe(31);
  expect((await list('featured=true')).total).toBe(31);
  expect((await list('featured=false')).total).toBe(9);
  expect((await list('search=Monday')).total).toBe(5);
  expect((await list(`include=${daily.id}`)).total).toBe(31);
  const week = await app.http.get(
    `${NS}/events?start_date=2028-01-10&end_date=2028-01-16&per_page=50`
  );
  expect(week.body.total).toBe(7 + 1 + 1);
  // A search never matches what a password hides.
  expect((await list('search=Hidden')).total).toBe(0);
  expect((await list('search=Hidden', full)).total).toBe(3);
});

test('hide_subsequent_recurrences keeps the first occurrence of each series in the window', async () => {
  const first = await list('hide_subsequent_recurrences=true&per_page=50');
  expect(first.events.map((e) => [e.title, e.start_date])).toEqual([
    ['Morning yoga', '2028-01-01 07:00:00'],
    ['Locked series', '2028-01-02 12:00:00'],
    ['Monday talk', '2028-01-03 18:00:00'],
    ['Single gig', '2028-01-15 21:00:00'],
  ]);
  const late = await app.http.get(
    `${NS}/events?start_date=2028-01-20&end_date=2028-01-31&hide_subsequent_recurrences=1`
  );
  expect(late.body.events[0].start_date).toBe('2028-01-20 07:00:00');
});

test('a draft series leaks no occurrence; a protected one shows them locked', async () => {
  const draft = await app.http
    .get(`${NS}/events?${WINDOW}&search=Secret&per_page=50`)
    .set('Authorization', full);
  expect(draft.body.total).toBe(10);
  const occurrence = draft.body.events[3];
  expect((await app.http.get(`${NS}/events/${occurrence.id}`)).status).toBe(403);
  expect((await app.http.get(`${NS}/events/${occurrence.series_id}/occurrences`)).status).toBe(403);
  const locked = (await list('per_page=50')).events.filter((e) => e.title === 'Locked series');
  expect(locked).toHaveLength(3);
  expect(locked.every((e) => e.description === '')).toBe(true);
  expect((await app.http.get(`${NS}/events/${locked[0].id}`)).status).toBe(403);
  const open = await app.http.get(`${NS}/events/${locked[0].id}?password=sesame`);
  expect(open.body.description).toMatch(/Hidden words/);
});

test('translations map occurrence ids across languages', async () => {
  const create = createAs(app, () => full);
  const fr = await create({
    title: 'Yoga du matin',
    start_date: '2028-01-01 07:00:00',
    end_date: '2028-01-01 08:00:00',
    timezone: 'UTC',
    translation_language: 'fr',
    translation_of: daily.id,
    recurrence: 'FREQ=DAILY;UNTIL=20280131T235959Z',
  });
  expect(fr.status).toBe(201);
  const en = (await list('per_page=3')).events[0];
  const frList = await app.http.get(`${NS}/events?${WINDOW}&per_page=3&translation_language=fr`);
  const frFirst = frList.body.events[0];
  expect(en.translations).toEqual({ en: en.id, fr: frFirst.id });
  expect(frFirst.translations).toEqual({ en: en.id, fr: frFirst.id });
  const viaEn = await app.http.get(`${NS}/events/${en.id}?translation_language=fr`);
  expect(viaEn.body.id).toBe(frFirst.id);
});

test('a term counts a series once, its exceptions included', async () => {
  const first = (await list('per_page=1')).events[0];
  const changed = await app.http
    .post(`${NS}/events/${first.id}`)
    .set('Authorization', full)
    .send({ title: 'Morning yoga, outdoors' });
  expect(changed.status).toBe(200);
  const term = await app.http.get(`${NS}/categories/${yoga.id}`);
  expect(term.body.count).toBe(1);
  expect((await list(`categories=${yoga.id}`)).total).toBe(31);
});
