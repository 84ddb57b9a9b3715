/**
 * Recurring events (docs/api.md §12): writing a rule in each form, the refusals, daylight-saving
 * time in Europe/Brussels and America/New_York in both directions, all-day series, and what a
 * series and its occurrences look like.
 */
import { useApp } from './helpers/app';
import { NS, countEvents, createAs, refused } from './helpers/writes';

const app = useApp();
let full: string;
beforeAll(async () => {
  full = await app.token('full-access');
});
const create = createAs(app, () => full);

const occurrencesOf = async (seriesId: number, query = '') => {
  const res = await app.http
    .get(`${NS}/events/${seriesId}/occurrences?per_page=50${query}`)
    .set('Authorization', full);
  expect(res.status).toBe(200);
  return res.body as { events: Array<Record<string, any>>; total: number };
};

const series = (extra: Record<string, unknown>) =>
  create({
    title: 'Tuesday class',
    start_date: '2027-03-16 19:00:00',
    end_date: '2027-03-16 21:00:00',
    timezone: 'Europe/Brussels',
    ...extra,
  });

describe('writing a rule', () => {
  test('a string of RFC 5545 lines: RRULE with UNTIL, RDATE and EXDATE', async () => {
    const res = await series({
      recurrence:
        'RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270413T235959Z\nRDATE:20270417T190000\nEXDATE:20270330T190000',
    });
    expect(res.status).toBe(201);
    expect(res.body.recurring).toBe(true);
    expect(res.body.series_id).toBe(res.body.id);
    expect(res.body.recurrence.rules).toEqual(['FREQ=WEEKLY;UNTIL=20270413T235959Z;BYDAY=TU']);
    expect(res.body.recurrence.rdates).toEqual(['2027-04-17 19:00:00']);
    expect(res.body.recurrence.exdates).toEqual(['2027-03-30 19:00:00']);
    expect(res.body.recurrence.occurrences_rest_url).toMatch(
      new RegExp(`${NS}/events/${res.body.id}/occurrences$`)
    );
    const list = await occurrencesOf(res.body.id);
    expect(list.events.map((e) => e.start_date)).toEqual([
      '2027-03-16 19:00:00',
      '2027-03-23 19:00:00',
      '2027-04-06 19:00:00',
      '2027-04-13 19:00:00',
      '2027-04-17 19:00:00',
    ]);
  });

  test('a bare rule, and the object form with dates in any accepted format', async () => {
    const bare = await series({ recurrence: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=3' });
    expect(bare.status).toBe(201);
    expect((await occurrencesOf(bare.body.id)).events.map((e) => e.start_date)).toEqual([
      '2027-03-16 19:00:00',
      '2027-04-13 19:00:00',
      '2027-05-11 19:00:00',
    ]);
    const object = await series({
      recurrence: {
        rules: ['FREQ=WEEKLY;COUNT=3'],
        rdates: ['2027-05-01T19:00:00'],
        exdates: ['March 23, 2027 7pm'],
      },
    });
    expect(object.status).toBe(201);
    expect(object.body.recurrence.exdates).toEqual(['2027-03-23 19:00:00']);
    expect((await occurrencesOf(object.body.id)).events.map((e) => e.start_date)).toEqual([
      '2027-03-16 19:00:00',
      '2027-03-30 19:00:00',
      '2027-05-01 19:00:00',
    ]);
  });

  test.each([
    ['unparsable text', 'FREQ=SOMETIMES'],
    ['FREQ=SECONDLY', 'FREQ=SECONDLY'],
    ['FREQ=MINUTELY', 'FREQ=MINUTELY;INTERVAL=15'],
    ['a rule with no occurrence', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30'],
    ['more than maxOccurrences', 'FREQ=HOURLY;COUNT=6000'],
    ['an object of the wrong shape', { rules: 'FREQ=DAILY' }],
    ['an exclusion that is not a date', { rules: ['FREQ=DAILY;COUNT=2'], exdates: ['someday'] }],
  ])(
    'refuses %s with 400 rest_invalid_param naming recurrence, writing nothing',
    async (_, rule) => {
      const res = await refused(app, () => series({ recurrence: rule }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(typeof res.body.data.params.recurrence).toBe('string');
    }
  );

  test('null or "" on update ends the recurrence: a single event at its start', async () => {
    for (const end of [null, '']) {
      const created = await series({ recurrence: 'FREQ=DAILY;COUNT=4' });
      const res = await app.http
        .post(`${NS}/events/${created.body.id}`)
        .set('Authorization', full)
        .send({ recurrence: end });
      expect(res.status).toBe(200);
      expect(res.body.recurring).toBe(false);
      expect(res.body.recurrence).toBeUndefined();
      const listed = await app.http.get(`${NS}/events?include=${created.body.id}`);
      expect(listed.body.events.map((e: { id: number }) => e.id)).toEqual([created.body.id]);
    }
  });

  test('a single event carries recurring: false and has no occurrences route', async () => {
    const single = await create({
      title: 'Once',
      start_date: '2027-03-16 19:00:00',
      end_date: '2027-03-16 20:00:00',
    });
    expect(single.body.recurring).toBe(false);
    const res = await app.http.get(`${NS}/events/${single.body.id}/occurrences`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('event-not-recurring');
  });
});

describe('daylight-saving time: the wall-clock time stays, the UTC time moves', () => {
  test('Europe/Brussels across the last Sunday of March and of October', async () => {
    const spring = await series({ recurrence: 'FREQ=WEEKLY;COUNT=3' });
    const s = (await occurrencesOf(spring.body.id)).events;
    expect(s.map((e) => [e.start_date, e.utc_start_date, e.end_date])).toEqual([
      ['2027-03-16 19:00:00', '2027-03-16 18:00:00', '2027-03-16 21:00:00'],
      ['2027-03-23 19:00:00', '2027-03-23 18:00:00', '2027-03-23 21:00:00'],
      ['2027-03-30 19:00:00', '2027-03-30 17:00:00', '2027-03-30 21:00:00'],
    ]);
    const autumn = await series({
      start_date: '2027-10-26 19:00:00',
      end_date: '2027-10-26 21:00:00',
      recurrence: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(
      (await occurrencesOf(autumn.body.id)).events.map((e) => [e.start_date, e.utc_start_date])
    ).toEqual([
      ['2027-10-26 19:00:00', '2027-10-26 17:00:00'],
      ['2027-11-02 19:00:00', '2027-11-02 18:00:00'],
    ]);
  });

  test('America/New_York across the second Sunday of March and the first of November', async () => {
    const spring = await series({
      timezone: 'America/New_York',
      start_date: '2027-03-10 09:00:00',
      end_date: '2027-03-10 10:00:00',
      recurrence: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(
      (await occurrencesOf(spring.body.id)).events.map((e) => [e.start_date, e.utc_start_date])
    ).toEqual([
      ['2027-03-10 09:00:00', '2027-03-10 14:00:00'],
      ['2027-03-17 09:00:00', '2027-03-17 13:00:00'],
    ]);
    const autumn = await series({
      timezone: 'America/New_York',
      start_date: '2027-11-03 09:00:00',
      end_date: '2027-11-03 10:00:00',
      recurrence: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(
      (await occurrencesOf(autumn.body.id)).events.map((e) => [e.start_date, e.utc_start_date])
    ).toEqual([
      ['2027-11-03 09:00:00', '2027-11-03 13:00:00'],
      ['2027-11-10 09:00:00', '2027-11-10 14:00:00'],
    ]);
  });
});

test('an all-day series stays all-day, each occurrence as many days long as the first', async () => {
  const res = await create({
    title: 'Festival',
    all_day: true,
    start_date: '2027-07-01',
    end_date: '2027-07-02',
    timezone: 'Europe/Brussels',
    recurrence: 'FREQ=WEEKLY;COUNT=3',
  });
  expect(res.status).toBe(201);
  const list = (await occurrencesOf(res.body.id)).events;
  expect(list.map((e) => [e.all_day, e.start_date, e.end_date])).toEqual([
    [true, '2027-07-01 00:00:00', '2027-07-02 23:59:59'],
    [true, '2027-07-08 00:00:00', '2027-07-09 23:59:59'],
    [true, '2027-07-15 00:00:00', '2027-07-16 23:59:59'],
  ]);
});

describe('a series and its occurrences', () => {
  test('each occurrence is an event with its own id, readable alone, with TEC Pro permalinks', async () => {
    const created = await series({ recurrence: 'FREQ=WEEKLY;COUNT=3', slug: 'tuesday-yoga' });
    const list = (await occurrencesOf(created.body.id)).events;
    const ids = list.map((e) => e.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(created.body.id);
    for (const occurrence of list) {
      expect(occurrence).toMatchObject({
        recurring: true,
        series_id: created.body.id,
        original_start_date: occurrence.start_date,
        title: 'Tuesday class',
      });
      expect(occurrence.url).toMatch(
        new RegExp(`/events/tuesday-yoga/${occurrence.start_date.slice(0, 10)}/$`)
      );
      const one = await app.http.get(`${NS}/events/${occurrence.id}`);
      expect(one.status).toBe(200);
      expect(one.body.id).toBe(occurrence.id);
      expect(one.body.start_date).toBe(occurrence.start_date);
      expect(one.body.json_ld).toMatchObject({ '@type': 'Event' });
      expect(one.body.json_ld.eventSchedule).toBeUndefined();
    }
    // Any occurrence's id names the same list.
    expect((await occurrencesOf(ids[1])).events.map((e) => e.id)).toEqual(ids);
  });

  test("the series' own read: its rule in the request's language and an eventSchedule", async () => {
    const created = await series({ recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4' });
    const en = await app.http.get(`${NS}/events/${created.body.id}`);
    expect(en.body.recurrence.text).toMatch(/Tuesday/);
    expect(en.body.json_ld.eventSchedule).toMatchObject({ '@type': 'Schedule' });
    const fr = await create({
      title: 'Cours du mardi',
      start_date: '2027-03-16 19:00:00',
      end_date: '2027-03-16 21:00:00',
      timezone: 'Europe/Brussels',
      translation_language: 'fr',
      translation_of: created.body.id,
      recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4',
    });
    expect(fr.status).toBe(201);
    expect(fr.body.recurrence.text).toMatch(/mardi/);
  });

  test('a series is never listed itself, its occurrences are', async () => {
    const before = await countEvents(app);
    const created = await series({
      title: 'Listed weekly',
      start_date: '2030-01-07 10:00:00',
      end_date: '2030-01-07 11:00:00',
      recurrence: 'FREQ=WEEKLY;COUNT=5',
    });
    expect(await countEvents(app)).toBe(before + 1);
    const res = await app.http.get(
      `${NS}/events?search=Listed+weekly&start_date=2030-01-01&end_date=2030-12-31`
    );
    expect(res.body.total).toBe(5);
    expect(
      res.body.events.every((e: { series_id: number }) => e.series_id === created.body.id)
    ).toBe(true);
    const first = await app.http.get(
      `${NS}/events?search=Listed+weekly&start_date=2030-01-01&end_date=2030-12-31&hide_subsequent_recurrences=true`
    );
    expect(first.body.total).toBe(1);
    expect(first.body.events[0].start_date).toBe('2030-01-07 10:00:00');
    expect(first.body.rest_url).toMatch(/hide_subsequent_recurrences=true/);
  });
});
