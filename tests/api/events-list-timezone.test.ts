/**
 * GET /events on a site whose timezone option is a fixed offset far from UTC: the default window
 * and the whole-day widening follow the site's calendar day, not UTC's (docs/api.md §6).
 */
import { DateTime } from 'luxon';
import { useApp } from './helpers/app';
import { NS, createEvent, get, ids, queryOf, type EventBody } from './helpers/event-reads';

// '+14:00' is a valid `timezone` option (Line Islands time); luxon spells it 'UTC+14'.
const SITE_ZONE = 'UTC+14';

const app = useApp({ env: { CALENDAR_TIMEZONE: '+14:00' } });
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

describe('a site at UTC+14', () => {
  const siteDay = (days: number) =>
    DateTime.now().setZone(SITE_ZONE).plus({ days }).toFormat('yyyy-MM-dd');
  let yesterdayLate: EventBody;
  let todayEarly: EventBody;
  let tomorrow: EventBody;

  beforeAll(async () => {
    // No timezone given: the events take the site's, so their wall times are site-local.
    yesterdayLate = await createEvent(app, full, {
      title: 'Zone yesterday',
      start_date: `${siteDay(-1)} 23:00:00`,
      end_date: `${siteDay(-1)} 23:30:00`,
    });
    todayEarly = await createEvent(app, full, {
      title: 'Zone today',
      start_date: `${siteDay(0)} 00:30:00`,
      end_date: `${siteDay(0)} 01:00:00`,
    });
    tomorrow = await createEvent(app, full, {
      title: 'Zone tomorrow',
      start_date: `${siteDay(1)} 10:00:00`,
      end_date: `${siteDay(1)} 11:00:00`,
    });
  });

  it('stores new events in the site timezone', () => {
    expect(todayEarly.start_date).toBe(`${siteDay(0)} 00:30:00`);
    expect(todayEarly.timezone).not.toBe('');
    expect(todayEarly.timezone_abbr).toBe('+14');
  });

  it('starts the default window at the start of the site-local day', async () => {
    const res = await get(app, `${NS}/events?search=Zone`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([todayEarly.id, tomorrow.id]);
    const twoYears = DateTime.now().setZone(SITE_ZONE).plus({ years: 2 }).toFormat('yyyy-MM-dd');
    expect(queryOf(res.body.rest_url)).toMatchObject({
      start_date: `${siteDay(0)} 00:00:00`,
      end_date: `${twoYears} 23:59:59`,
    });
  });

  it('widens relative phrases to site-local days', async () => {
    const res = await get(app, `${NS}/events?search=Zone&start_date=tomorrow`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([tomorrow.id]);
    expect(queryOf(res.body.rest_url).start_date).toBe(`${siteDay(1)} 00:00:00`);
    const back = await get(app, `${NS}/events?search=Zone&start_date=yesterday`);
    expect(ids(back.body)).toEqual([yesterdayLate.id, todayEarly.id, tomorrow.id]);
  });
});
