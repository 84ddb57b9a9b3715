/**
 * GET /events: the date window (docs/tec-behaviour.md §3.1.2, docs/api.md §6) — its default, start_date,
 * end_date, starts_/ends_before|after and strict_dates — in the site's default timezone. A site in
 * another timezone is in events-list-timezone.test.ts; the envelope and pagination are in
 * events-list.test.ts.
 */
import { DateTime } from 'luxon';
import { useApp } from './helpers/app';
import { daysFromNow } from './helpers/fixtures';
import { NS, createEvent, get, ids, queryOf, type EventBody } from './helpers/event-reads';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

describe('date window', () => {
  const today = () => DateTime.utc().toFormat('yyyy-MM-dd');
  const inTwoYears = () => DateTime.utc().plus({ years: 2 });
  let e: Record<string, EventBody>;

  beforeAll(async () => {
    const make = (key: string, start: string, end: string) =>
      createEvent(app, full, { title: `Window ${key}`, start_date: start, end_date: end });
    e = {
      past: await make('past', daysFromNow(-1, 10), daysFromNow(-1, 11)),
      ongoing: await make('ongoing', daysFromNow(-2, 10), daysFromNow(2, 18)),
      early: await make('early', `${today()} 00:01:00`, `${today()} 00:02:00`),
      tomorrow: await make('tomorrow', daysFromNow(1, 10), daysFromNow(1, 11)),
      later: await make('later', daysFromNow(20, 10), daysFromNow(20, 11)),
      edge: await make(
        'edge',
        `${inTwoYears().toFormat('yyyy-MM-dd')} 22:00:00`,
        `${inTwoYears().toFormat('yyyy-MM-dd')} 23:00:00`
      ),
      beyond: await make(
        'beyond',
        `${inTwoYears().plus({ days: 1 }).toFormat('yyyy-MM-dd')} 00:30:00`,
        `${inTwoYears().plus({ days: 1 }).toFormat('yyyy-MM-dd')} 01:00:00`
      ),
      lastMonth: await make('lastmonth', daysFromNow(-30, 10), daysFromNow(-30, 11)),
    };
  });

  const list = async (query: string, auth?: string) => {
    const res = await get(app, `${NS}/events?search=Window&per_page=50${query}`, auth);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('by default holds events from the start of today to the end of the day two years ahead', async () => {
    const body = await list('');
    expect(ids(body)).toEqual([e.early.id, e.tomorrow.id, e.later.id, e.edge.id]);
    expect(queryOf(body.rest_url)).toMatchObject({
      start_date: `${today()} 00:00:00`,
      end_date: `${inTwoYears().toFormat('yyyy-MM-dd')} 23:59:59`,
    });
  });

  it('widens start_date and end_date to whole days', async () => {
    const body = await list(
      `&start_date=${encodeURIComponent(daysFromNow(1, 23))}&end_date=${encodeURIComponent(daysFromNow(20, 0))}`
    );
    expect(ids(body)).toEqual([e.tomorrow.id, e.later.id]);
  });

  it('reads relative English phrases and Unix timestamps', async () => {
    expect(ids(await list('&start_date=tomorrow'))).toEqual([e.tomorrow.id, e.later.id, e.edge.id]);
    expect(ids(await list(`&start_date=${encodeURIComponent('+2 weeks')}`))).toEqual([
      e.later.id,
      e.edge.id,
    ]);
    const ts = Math.floor(Date.parse(`${daysFromNow(10, 0).replace(' ', 'T')}Z`) / 1000);
    expect(ids(await list(`&start_date=${ts}`))).toEqual([e.later.id, e.edge.id]);
    expect(
      ids(await list(`&end_date=${encodeURIComponent('+3 days')}&start_date=yesterday`))
    ).toEqual([e.past.id, e.early.id, e.tomorrow.id]);
  });

  it.each(['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'])(
    'rejects an unparsable %s',
    async (name) => {
      const res = await get(
        app,
        `${NS}/events?${name}=${encodeURIComponent('before my birthday')}`
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toEqual({ [name]: 'Invalid parameter.' });
    }
  );

  it('rejects an empty strict_dates', async () => {
    const res = await get(app, `${NS}/events?strict_dates=`);
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ strict_dates: 'Invalid parameter.' });
  });

  it('returns ongoing multi-day events with ends_after and starts_before, dropping the default window', async () => {
    const body = await list(
      `&ends_after=${encodeURIComponent(daysFromNow(0, 12))}&starts_before=${encodeURIComponent(daysFromNow(0, 12))}`
    );
    // ends after the end of today, starts before the end of today: only the ongoing event.
    expect(ids(body)).toEqual([e.ongoing.id]);
    const q = queryOf(body.rest_url);
    expect(q).not.toHaveProperty('start_date');
    expect(q).not.toHaveProperty('end_date');
  });

  it('drops the default end with starts_after and the default start with ends_before', async () => {
    expect(ids(await list(`&starts_after=${encodeURIComponent('+1 year')}`))).toEqual([
      e.edge.id,
      e.beyond.id,
    ]);
    expect(ids(await list(`&ends_before=${encodeURIComponent(daysFromNow(-2, 12))}`))).toEqual([
      e.lastMonth.id,
    ]);
  });

  it('compares whole days for starts_before and ends_after in inclusive mode, exact instants in strict mode', async () => {
    // starts_before=tomorrow 05:00 → start before the end of tomorrow (inclusive) / before 05:00 (strict).
    const sb = encodeURIComponent(daysFromNow(1, 5));
    expect(
      ids(await list(`&starts_before=${sb}&ends_after=${encodeURIComponent(daysFromNow(-1, 12))}`))
    ).toEqual([e.ongoing.id, e.early.id, e.tomorrow.id]);
    expect(
      ids(
        await list(
          `&starts_before=${sb}&ends_after=${encodeURIComponent(daysFromNow(-1, 12))}&strict_dates=true`
        )
      )
    ).toEqual([e.ongoing.id, e.early.id]);
  });

  describe('strict_dates (reference example: 16:00 and 20:00, asked for 15:00 to 18:00)', () => {
    let four: EventBody;
    let eight: EventBody;

    beforeAll(async () => {
      four = await createEvent(app, full, {
        title: 'Strictday four',
        start_date: '2027-01-01 16:00:00',
        end_date: '2027-01-01 17:00:00',
      });
      eight = await createEvent(app, full, {
        title: 'Strictday eight',
        start_date: '2027-01-01 20:00:00',
        end_date: '2027-01-01 21:00:00',
      });
    });

    const range = `start_date=${encodeURIComponent('2027-01-01 15:00:00')}&end_date=${encodeURIComponent('2027-01-01 18:00:00')}`;

    it('returns both in inclusive mode', async () => {
      const res = await get(app, `${NS}/events?search=Strictday&${range}`);
      expect(ids(res.body)).toEqual([four.id, eight.id]);
      expect(queryOf(res.body.rest_url)).toMatchObject({
        start_date: '2027-01-01 00:00:00',
        end_date: '2027-01-01 23:59:59',
      });
    });

    it.each(['true', '1', 'yes', 'on'])(
      'returns only the 16:00 one with strict_dates=%s',
      async (flag) => {
        const res = await get(app, `${NS}/events?search=Strictday&${range}&strict_dates=${flag}`);
        expect(res.status).toBe(200);
        expect(ids(res.body)).toEqual([four.id]);
        expect(queryOf(res.body.rest_url)).toMatchObject({
          start_date: '2027-01-01 15:00:00',
          end_date: '2027-01-01 18:00:00',
          strict_dates: 'true',
        });
      }
    );

    it('treats strict_dates=false as inclusive', async () => {
      const res = await get(app, `${NS}/events?search=Strictday&${range}&strict_dates=false`);
      expect(ids(res.body)).toEqual([four.id, eight.id]);
    });

    it('reads ISO 8601 with an offset as that instant', async () => {
      // 17:00+02:00 is 15:00 UTC.
      const res = await get(
        app,
        `${NS}/events?search=Strictday&start_date=${encodeURIComponent('2027-01-01T17:00:00+02:00')}&end_date=${encodeURIComponent('2027-01-01T18:00:00Z')}&strict_dates=true`
      );
      expect(ids(res.body)).toEqual([four.id]);
    });
  });
});
