/**
 * The recurrence field of the Content Manager (issue #14): `recurrence` is the custom field
 * plugin::calendar.recurrence, placed after the schedule fields, and its preview route
 * (POST /calendar/recurrence/preview) answers the rule in words and the next dates in the event's
 * timezone, or refuses with the reason an event's save would give. Only admins the Content Manager
 * lets read events may ask.
 */
import { DateTime } from 'luxon';
import { useApp } from './helpers/app';
import { adminWith, cm, registerSuperAdmin } from './helpers/admins';

const EVENT = 'plugin::calendar.event';
const ZONE = 'Europe/Brussels';

const app = useApp();
let root: string;

beforeAll(async () => {
  root = await registerSuperAdmin(app);
});

/** The first Tuesday at least two weeks from now, 19:00 in Brussels. */
const firstTuesday = (() => {
  let d = DateTime.now().setZone(ZONE).plus({ days: 14 }).startOf('day');
  while (d.weekday !== 2) d = d.plus({ days: 1 });
  return d.set({ hour: 19 });
})();
const wall = (d: DateTime) => d.toFormat('yyyy-MM-dd HH:mm:ss');
const iso = (d: DateTime) => d.toUTC().toISO()!;

/** A weekly concert on Tuesdays and Thursdays, 19:00–21:00 in Brussels. */
const weekly = (over: Record<string, unknown> = {}) => ({
  recurrence: { rules: ['FREQ=WEEKLY;BYDAY=TU,TH'], rdates: [], exdates: [] },
  startUtc: iso(firstTuesday),
  endUtc: iso(firstTuesday.plus({ hours: 2 })),
  timezone: ZONE,
  allDay: false,
  locale: 'en',
  ...over,
});

/** As the super admin, unless told whom (null: nobody). */
const preview = (body: object, auth: string | null = root) => {
  const req = app.http.post('/calendar/recurrence/preview');
  if (auth) req.set('Authorization', auth);
  return req.send(body);
};

describe('the preview', () => {
  it('answers the next five dates as wall times in the event’s zone, and the rule in words', async () => {
    const res = await preview(weekly());
    expect(res.status).toBe(200);
    const t = firstTuesday;
    const days = [
      t,
      t.plus({ days: 2 }),
      t.plus({ days: 7 }),
      t.plus({ days: 9 }),
      t.plus({ days: 14 }),
    ];
    expect(res.body.data.next).toEqual(
      days.map((d) => ({ start: wall(d), end: wall(d.plus({ hours: 2 })) }))
    );
    expect(res.body.data.text).toEqual(expect.any(String));
    expect(res.body.data.text).toMatch(/Tuesday/);
  });

  it('leaves out excluded dates, adds added ones, and stops where the rule ends', async () => {
    const t = firstTuesday;
    const res = await preview(
      weekly({
        recurrence: {
          rules: [`FREQ=WEEKLY;BYDAY=TU;COUNT=3`],
          rdates: [wall(t.plus({ days: 3 }))],
          exdates: [wall(t.plus({ days: 7 }))],
        },
        count: 10,
      })
    );
    expect(res.status).toBe(200);
    expect(res.body.data.next.map((o: { start: string }) => o.start)).toEqual([
      wall(t),
      wall(t.plus({ days: 3 })),
      wall(t.plus({ days: 14 })),
    ]);
  });

  it('lists only the dates that have not ended yet', async () => {
    const started = DateTime.now()
      .setZone(ZONE)
      .minus({ days: 10 })
      .startOf('day')
      .set({ hour: 9 });
    const res = await preview(
      weekly({
        recurrence: { rules: ['FREQ=DAILY;COUNT=15'], rdates: [], exdates: [] },
        startUtc: iso(started),
        endUtc: iso(started.plus({ hours: 1 })),
        count: 20,
      })
    );
    expect(res.status).toBe(200);
    const starts: string[] = res.body.data.next.map((o: { start: string }) => o.start);
    expect(starts.length).toBeGreaterThanOrEqual(4);
    expect(starts.length).toBeLessThanOrEqual(5);
    expect(starts[starts.length - 1]).toBe(wall(started.plus({ days: 14 })));
    expect(DateTime.fromSQL(starts[0], { zone: ZONE }).plus({ hours: 1 }) > DateTime.now()).toBe(
      true
    );
  });

  it('gives all-day events whole days, and takes the day in the event’s zone', async () => {
    // Midnight in Brussels is the evening before in UTC: the day is the one in the event's zone.
    const day = firstTuesday.startOf('day');
    const res = await preview(
      weekly({
        recurrence: { rules: ['FREQ=MONTHLY;BYDAY=-1FR;COUNT=2'], rdates: [], exdates: [] },
        startUtc: iso(day),
        endUtc: iso(day.endOf('day').set({ millisecond: 0 })),
        allDay: true,
      })
    );
    expect(res.status).toBe(200);
    const [first, second] = res.body.data.next;
    expect(first).toEqual({ start: wall(day), end: `${day.toISODate()} 23:59:59` });
    const lastFriday = (d: DateTime) => {
      let f = d.endOf('month').startOf('day');
      while (f.weekday !== 5) f = f.minus({ days: 1 });
      return f;
    };
    const expected = lastFriday(day) > day ? lastFriday(day) : lastFriday(day.plus({ months: 1 }));
    expect(second.start).toBe(wall(expected));
  });

  it('describes the rule in the editor’s language, English when it has none of its own', async () => {
    const text = async (locale: string) => (await preview(weekly({ locale }))).body.data.text;
    const en = await text('en');
    expect(await text('fr-BE')).toBe(await text('fr'));
    expect(await text('fr')).not.toBe(en);
    expect(await text('nl')).not.toBe(en);
    expect(await text('de')).toBe(en);
  });

  it('shows the next dates of a rule that comes rarely, past how far events store them', async () => {
    const res = await preview(
      weekly({ recurrence: { rules: ['FREQ=YEARLY'], rdates: [], exdates: [] } })
    );
    expect(res.body.data.next.map((o: { start: string }) => o.start)).toEqual(
      [0, 1, 2, 3, 4].map((n) => wall(firstTuesday.plus({ years: n })))
    );
  });

  it('answers as many dates as asked, five by default, at most twenty', async () => {
    expect((await preview(weekly({ count: 2 }))).body.data.next).toHaveLength(2);
    expect((await preview(weekly({ count: 20 }))).body.data.next).toHaveLength(20);
    expect((await preview(weekly({ count: 21 }))).status).toBe(400);
    expect((await preview(weekly({ count: 0 }))).status).toBe(400);
  });
});

describe('refusals', () => {
  const refusal = async (body: object) => {
    const res = await preview(body);
    expect([res.status, res.body.error?.status]).toEqual([400, 400]);
    expect(res.body.data).toBeNull();
    return res.body.error.message as string;
  };

  it('refuses a rule the save would refuse, with the reason', async () => {
    const rules = (r: string[]) => weekly({ recurrence: { rules: r, rdates: [], exdates: [] } });
    expect(await refusal(rules(['FREQ=SOMETIMES']))).toMatch(/SOMETIMES/);
    expect(await refusal(rules(['FREQ=MONTHLY;BYMONTHDAY=30;BYMONTH=2']))).toMatch(/never/i);
    expect(await refusal(rules(['FREQ=DAILY;COUNT=100000']))).toMatch(/more than/i);
    expect(await refusal(rules([]))).toMatch(/rule or at least one added date/);
    expect(
      await refusal(
        weekly({ recurrence: { rules: ['FREQ=DAILY'], rdates: ['next week'], exdates: [] } })
      )
    ).toMatch(/next week/);
    expect(
      await refusal(
        weekly({
          recurrence: { rules: ['FREQ=DAILY;COUNT=1'], rdates: [], exdates: [wall(firstTuesday)] },
        })
      )
    ).toMatch(/excluded/);
  });

  it('refuses an all-day event repeating by the hour, and an end before the start', async () => {
    expect(
      await refusal(
        weekly({ recurrence: { rules: ['FREQ=HOURLY'], rdates: [], exdates: [] }, allDay: true })
      )
    ).toMatch(/hourly/i);
    expect(await refusal(weekly({ endUtc: iso(firstTuesday.minus({ hours: 1 })) }))).toMatch(/end/);
  });

  it('reads a time zone it does not know as the site’s, as the save does', async () => {
    const res = await preview(weekly({ timezone: 'Mars/Olympus_Mons' }));
    expect(res.status).toBe(200);
    expect(res.body.data.next[0].start).toBe(wall(firstTuesday.setZone('UTC')));
  });

  it('refuses a body that is not a preview request', async () => {
    for (const body of [
      {},
      weekly({ recurrence: null }),
      weekly({ recurrence: { rules: 'FREQ=DAILY', rdates: [], exdates: [] } }),
      weekly({ recurrence: { rules: ['FREQ=DAILY'], rdates: [], exdates: [], extra: 1 } }),
      weekly({ startUtc: 'soon' }),
      weekly({ endUtc: undefined }),
      weekly({ allDay: 'yes' }),
      weekly({ other: true }),
    ])
      expect([body, (await preview(body)).status]).toEqual([body, 400]);
  });
});

describe('who may ask', () => {
  it('needs an admin session', async () => {
    expect((await preview(weekly(), null)).status).toBe(401);
    expect((await preview(weekly(), await app.token('full-access'))).status).toBe(401);
  });

  it('needs the Content Manager’s read permission on events, not the calendar page’s', async () => {
    const reader = await adminWith(app, [cm('read', EVENT, ['fr'])]);
    expect((await preview(weekly(), reader.auth)).status).toBe(200);
    const nothing = await adminWith(app, [{ action: 'plugin::calendar.read' }]);
    const res = await preview(weekly(), nothing.auth);
    expect([res.status, res.body.error?.status]).toEqual([403, 403]);
  });

  it('refuses before it reads the body', async () => {
    const nothing = await adminWith(app, [cm('read', 'plugin::calendar.venue')]);
    expect((await preview({ nonsense: true }, nothing.auth)).status).toBe(403);
  });
});

describe('in the Content Manager', () => {
  it('is the custom field, stored as JSON, right after the schedule fields', async () => {
    const schema = await app.http.get(`/content-manager/content-types`).set('Authorization', root);
    const event = schema.body.data.find((ct: { uid: string }) => ct.uid === EVENT);
    expect(event.attributes.recurrence).toMatchObject({
      type: 'json',
      customField: 'plugin::calendar.recurrence',
    });
    const conf = await app.http
      .get(`/content-manager/content-types/${EVENT}/configuration`)
      .set('Authorization', root);
    const rows = conf.body.data.contentType.layouts.edit;
    const schedule = rows.findIndex((row: Array<{ name: string }>) =>
      row.some((f) => f.name === 'startUtc')
    );
    // Start and end, then the zone and all-day, then the rule.
    expect(rows[schedule + 1].map((f: { name: string }) => f.name)).toEqual(['timezone', 'allDay']);
    expect(rows[schedule + 2]).toEqual([{ name: 'recurrence', size: 12 }]);
    expect(conf.body.data.contentType.metadatas.recurrence.edit).toMatchObject({
      label: 'Repeats',
      description: expect.stringMatching(/time zone/),
    });
  });

  it('saves the value the builder writes', async () => {
    const recurrence = {
      rules: ['FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6'],
      rdates: [],
      exdates: [wall(firstTuesday.plus({ days: 2 }))],
    };
    const res = await app.http
      .post(`/content-manager/collection-types/${EVENT}?locale=en`)
      .set('Authorization', root)
      .send({
        title: 'Builder concert',
        slug: 'builder-concert',
        startUtc: iso(firstTuesday),
        endUtc: iso(firstTuesday.plus({ hours: 2 })),
        timezone: ZONE,
        allDay: false,
        postStatus: 'publish',
        recurrence,
      });
    expect(res.status).toBe(201);
    const row = await app.strapi.db
      .query(EVENT)
      .findOne({ where: { documentId: res.body.data.documentId } });
    expect(row.recurrence).toEqual(recurrence);
  });
});
