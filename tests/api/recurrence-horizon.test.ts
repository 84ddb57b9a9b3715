/**
 * The horizon (docs/api.md §12): unbounded rules are stored up to `recurrence.horizonMonths`
 * ahead, and a daily job keeps them ahead of today, once across every instance sharing the
 * database. Two leases on one database stand for two instances (the reliability suite also checks
 * it with two server processes on PostgreSQL and MariaDB).
 */
import { useApp } from './helpers/app';
import { NS, createAs } from './helpers/writes';
import { createLease } from '../../server/src/services/lease';

const app = useApp();
let full: string;
beforeAll(async () => {
  full = await app.token('full-access');
});

const horizonMonths = () => app.strapi.config.get('plugin::calendar').recurrence.horizonMonths;

test('an unbounded rule is stored up to the horizon; the job extends it and keeps every id', async () => {
  const config = app.strapi.config.get('plugin::calendar');
  const before = horizonMonths();
  const now = new Date();
  const start = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01 09:00:00`;
  const res = await createAs(
    app,
    () => full
  )({
    title: 'Every month',
    start_date: start,
    end_date: start.replace('09:00', '10:00'),
    timezone: 'UTC',
    recurrence: 'FREQ=MONTHLY',
  });
  expect(res.status).toBe(201);
  const stored = async () =>
    app.strapi.db
      .query('plugin::calendar.occurrence')
      .findMany({ where: { seriesId: res.body.id }, orderBy: { originalStart: 'asc' } });
  const first = await stored();
  // From this month to the horizon (36 months ahead by default), both ends included.
  expect(first.length).toBe(before + 1);
  try {
    config.recurrence.horizonMonths = before + 12;
    await app.strapi.plugin('calendar').service('horizon').extend();
    const extended = await stored();
    expect(extended.length).toBe(before + 13);
    expect(extended.slice(0, first.length).map((o: { publicId: number }) => o.publicId)).toEqual(
      first.map((o: { publicId: number }) => o.publicId)
    );
  } finally {
    config.recurrence.horizonMonths = before;
  }
  const listed = await app.http.get(`${NS}/events/${res.body.id}/occurrences?per_page=1`);
  expect(listed.body.total).toBe(before + 13);
});

test('two instances racing for the daily run: exactly one runs it, once a day', async () => {
  let runs = 0;
  const job = (name: string) => ({
    name,
    ttlMs: 60_000,
    today: () => '2031-05-01',
    run: async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 50));
    },
  });
  const a = createLease(app.strapi, job('race-test'));
  const b = createLease(app.strapi, job('race-test'));
  const ran = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
  expect(ran.filter(Boolean)).toHaveLength(1);
  expect(runs).toBe(1);
  // Later the same day: nobody runs it again.
  expect(await Promise.all([a.tick(), b.tick()])).toEqual([false, false]);
  expect(runs).toBe(1);
  expect(await a.state()).toMatchObject({ holder: null, lastRunDay: '2031-05-01', runs: 1 });
});

test('a lease whose holder died is taken over once it expires', async () => {
  let runs = 0;
  const job = (ttlMs: number, run: () => Promise<void>) => ({
    name: 'takeover-test',
    ttlMs,
    today: () => '2031-06-01',
    run,
  });
  const dying = createLease(
    app.strapi,
    job(1_000, () => Promise.reject(new Error('killed')))
  );
  await expect(dying.tick()).rejects.toThrow('killed');
  // A failed run frees the lease at once; a holder that vanished mid-run holds it until it expires.
  const heldForever = createLease(
    app.strapi,
    job(60_000, () => new Promise(() => undefined))
  );
  void heldForever.tick();
  // Until its claim is written (a fixed sleep could end first on a loaded machine).
  while ((await heldForever.state()).holder === null) await new Promise((r) => setTimeout(r, 10));
  const other = createLease(
    app.strapi,
    job(60_000, async () => {
      runs += 1;
    })
  );
  expect(await other.tick()).toBe(false);
  expect(await other.tick(Date.now() + 61_000)).toBe(true);
  expect(runs).toBe(1);
});
