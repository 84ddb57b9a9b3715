/**
 * The publication date (`date`) of event writes (docs/api.md §7.2, docs/tec-behaviour.md §4.1): the
 * site's wall time as given, as TEC stores a WordPress post date; the event's `timezone` never
 * shifts it, on create or update, and `date_utc` follows from the site's timezone. Venue and
 * organizer writes likewise ignore a `timezone` they carry (§7.4).
 */
import { DateTime } from 'luxon';
import { useApp, type TestApp } from './helpers/app';
import { NS, minimal } from './helpers/writes';

type Method = 'post' | 'put' | 'patch';

/** Calendar days of `zone` around a request: "tomorrow" may cross midnight while it runs. */
async function aroundTomorrow<T>(zone: string, run: () => Promise<T>) {
  const day = () => DateTime.now().setZone(zone).plus({ days: 1 }).toFormat('yyyy-MM-dd');
  const before = day();
  const result = await run();
  return { result, days: [before, day()] };
}

function writer(app: TestApp, auth: () => string) {
  return {
    create: (body: Record<string, unknown>) =>
      app.http.post(`${NS}/events`).set('Authorization', auth()).send(body),
    update: (method: Method, id: number, body: Record<string, unknown>) =>
      app.http[method](`${NS}/events/${id}`).set('Authorization', auth()).send(body),
    linked: (kind: 'venues' | 'organizers', body: Record<string, unknown>) =>
      app.http.post(`${NS}/${kind}`).set('Authorization', auth()).send(body),
  };
}

describe('a UTC site', () => {
  const app = useApp();
  let full: string;
  beforeAll(async () => {
    full = await app.token('full-access');
  });
  const { create, update, linked } = writer(app, () => full);

  test('create: `tomorrow 9am` of a New York event is 09:00 site time, not 14:00', async () => {
    const { result: res, days } = await aroundTomorrow('UTC', () =>
      create(minimal({ timezone: 'America/New_York', date: 'tomorrow 9am' }))
    );
    expect(res.status).toBe(201);
    expect(days.map((d) => `${d} 09:00:00`)).toContain(res.body.date);
    expect(res.body.date_utc).toBe(res.body.date);
    expect(res.body.timezone).toBe('America/New_York');
  });

  test('create: a date with an offset keeps its instant, shown in site time', async () => {
    const res = await create(
      minimal({ timezone: 'Asia/Tokyo', date: '2030-12-01T09:00:00-05:00' })
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      date: '2030-12-01 14:00:00',
      date_utc: '2030-12-01 14:00:00',
    });
  });

  test.each<Method>(['post', 'put', 'patch'])(
    'update (%s): neither the stored nor a sent timezone shifts `date`',
    async (method) => {
      const made = await create(minimal({ timezone: 'America/New_York' }));
      expect(made.status).toBe(201);
      const kept = await update(method, made.body.id, { date: '2030-12-01 09:00:00' });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({
        date: '2030-12-01 09:00:00',
        date_utc: '2030-12-01 09:00:00',
        timezone: 'America/New_York',
      });
      const { result: moved, days } = await aroundTomorrow('UTC', () =>
        update(method, made.body.id, { timezone: 'Asia/Tokyo', date: 'tomorrow 9am' })
      );
      expect(moved.status).toBe(200);
      expect(days.map((d) => `${d} 09:00:00`)).toContain(moved.body.date);
      expect(moved.body.timezone).toBe('Asia/Tokyo');
    }
  );

  test.each<['venues' | 'organizers', string]>([
    ['venues', 'venue'],
    ['organizers', 'organizer'],
  ])('%s: a `timezone` sent along does not shift `date` either', async (kind, name) => {
    const res = await linked(kind, {
      [name]: `Dated ${name}`,
      date: '2030-12-01 09:00:00',
      timezone: 'America/New_York',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      date: '2030-12-01 09:00:00',
      date_utc: '2030-12-01 09:00:00',
    });
  });
});

describe('a site in Paris', () => {
  const app = useApp({ env: { CALENDAR_TIMEZONE: 'Europe/Paris' } });
  let full: string;
  beforeAll(async () => {
    full = await app.token('full-access');
  });
  const { create } = writer(app, () => full);

  test('`date` is Paris wall time whatever the event timezone; date_utc follows from Paris', async () => {
    const res = await create(
      minimal({ timezone: 'America/New_York', date: '2030-12-01 09:00:00' })
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      date: '2030-12-01 09:00:00',
      date_utc: '2030-12-01 08:00:00',
      timezone: 'America/New_York',
    });
  });
});
