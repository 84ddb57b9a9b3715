/**
 * Scheduled publishing (docs/api.md §3): `future` events, venues and organizers whose date has
 * passed become `publish`, through the API's write path (lifecycles and webhooks once per record),
 * one pass at a time across every instance sharing the database (a lease in the core store). Two
 * services made here stand for two instances: each holds the lease under its own name.
 */
import { useApp, type TestApp } from './helpers/app';
import { NS } from './helpers/writes';
import { daysFromNow, makeVenue } from './helpers/fixtures';
import createScheduledPublishingService, {
  type PublishedRow,
} from '../../server/src/services/scheduled-publishing';

const UIDS = {
  event: 'plugin::calendar.event',
  venue: 'plugin::calendar.venue',
  organizer: 'plugin::calendar.organizer',
} as const;
type Kind = keyof typeof UIDS;
const PATH: Record<Kind, string> = { event: 'events', venue: 'venues', organizer: 'organizers' };
const LEASE_KEY = 'plugin_calendar_lease_scheduled-publishing';

const PAST = daysFromNow(-1);
const AHEAD = daysFromNow(1);

/** POST a record of `kind` with `fields`; fails the test unless created. */
async function create(app: TestApp, auth: string, kind: Kind, fields: Record<string, unknown>) {
  const base: Record<Kind, Record<string, unknown>> = {
    event: { start_date: daysFromNow(3), end_date: daysFromNow(3, 12) },
    venue: {},
    organizer: {},
  };
  const res = await app.http
    .post(`${NS}/${PATH[kind]}`)
    .set('Authorization', auth)
    .send({ ...base[kind], ...fields });
  if (res.status !== 201) throw new Error(`${kind} not created: ${JSON.stringify(res.body)}`);
  return res.body as { id: number; status: string };
}

const nameField = (kind: Kind) =>
  kind === 'event' ? 'title' : kind === 'venue' ? 'venue' : 'organizer';

/** A `future` record of each kind dated `date`, named after `label`. */
async function futureOfEachKind(app: TestApp, auth: string, label: string, date: string) {
  const out = {} as Record<Kind, number>;
  for (const kind of Object.keys(UIDS) as Kind[])
    out[kind] = (
      await create(app, auth, kind, {
        [nameField(kind)]: `${label} ${kind}`,
        status: 'future',
        date,
      })
    ).id;
  return out;
}

const statusOf = async (app: TestApp, kind: Kind, id: number) =>
  (await app.strapi.db.query(UIDS[kind]).findOne({ select: ['postStatus'], where: { id } }))
    ?.postStatus;

/** The lease as an instance that vanished left it, held until `expiresAt`. */
const holdLease = (app: TestApp, expiresAt: number) =>
  app.strapi.db
    .connection('strapi_core_store_settings')
    .where({ key: LEASE_KEY })
    .update({
      value: JSON.stringify({ holder: 'vanished', expiresAt, lastRunDay: null, runs: 0 }),
    });

const keysOf = (rows: PublishedRow[] | null) => (rows ?? []).map((r) => `${r.kind}:${r.id}`);

/** Every lifecycle and Strapi event of the calendar's three kinds, counted by record, while it listens. */
function recordWrites(app: TestApp) {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const kindOf = (uid: string) => (Object.keys(UIDS) as Kind[]).find((k) => UIDS[k] === uid);
  const stopLifecycles = app.strapi.db.lifecycles.subscribe({
    models: Object.values(UIDS),
    afterUpdate: (event: { model: { uid: string }; result: { id: number } }) =>
      add(`afterUpdate ${kindOf(event.model.uid)}:${event.result.id}`),
  });
  const stopEvents = app.strapi.eventHub.subscribe(
    (name: string, payload: { uid?: string; entry?: { id: number } }) => {
      const kind = payload?.uid && kindOf(payload.uid);
      if (kind && payload.entry) add(`${name} ${kind}:${payload.entry.id}`);
    }
  );
  return {
    count: (what: string, key: string) => counts.get(`${what} ${key}`) ?? 0,
    /** Strapi emits its events after the commit, without waiting: wait until `expected` have come, then a little more for any duplicate. */
    async settle(what: string, keys: string[]) {
      const until = Date.now() + 5000;
      while (Date.now() < until && keys.some((k) => !counts.get(`${what} ${k}`)))
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300));
    },
    stop() {
      stopLifecycles();
      stopEvents();
    },
  };
}

describe('passes', () => {
  const app = useApp();
  let full: string;
  const service = () => app.strapi.plugin('calendar').service('scheduledPublishing');
  /** Publishes what earlier tests left due, so that each test sees only its own records. */
  beforeEach(async () => {
    await service().tick();
  });
  beforeAll(async () => {
    full = await app.token('full-access');
  });

  test('a future record whose date passed is published by one tick; one dated ahead is not', async () => {
    const due = await futureOfEachKind(app, full, 'Due', PAST);
    const ahead = await futureOfEachKind(app, full, 'Ahead', AHEAD);
    // A language version is its own row, with its own date: published on its own.
    const en = await app.strapi.db
      .query(UIDS.venue)
      .findOne({ select: ['documentId'], where: { id: due.venue } });
    const fr = await makeVenue(
      app.strapi,
      'Due venue fr',
      { postStatus: 'future', postDate: new Date(PAST.replace(' ', 'T') + 'Z') },
      'fr',
      en.documentId
    );
    // Made in the Content Manager without a date: the API shows its creation time, already past.
    const undated = await makeVenue(app.strapi, 'Undated venue', { postStatus: 'future' });
    for (const kind of Object.keys(UIDS) as Kind[]) {
      const res = await app.http.get(`${NS}/${PATH[kind]}/${due[kind]}`);
      expect(res.status).toBe(403);
    }

    const published = await service().tick();

    expect(keysOf(published).sort()).toEqual(
      [
        `event:${due.event}`,
        `venue:${due.venue}`,
        `venue:${fr.id}`,
        `venue:${undated.id}`,
        `organizer:${due.organizer}`,
      ].sort()
    );
    for (const kind of Object.keys(UIDS) as Kind[]) {
      const res = await app.http.get(`${NS}/${PATH[kind]}/${due[kind]}`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('publish');
      expect(await statusOf(app, kind, ahead[kind])).toBe('future');
      expect((await app.http.get(`${NS}/${PATH[kind]}/${ahead[kind]}`)).status).toBe(403);
    }
    expect(await statusOf(app, 'venue', fr.id)).toBe('publish');
    // Nothing is left to do: the next pass publishes nothing.
    expect(await service().tick()).toEqual([]);
    expect(await service().state()).toMatchObject({ holder: null, expiresAt: 0 });
  });

  test('two instances racing: each record is published once, with one lifecycle and one webhook event', async () => {
    const due = [
      ...Object.entries(await futureOfEachKind(app, full, 'Race one', PAST)),
      ...Object.entries(await futureOfEachKind(app, full, 'Race two', PAST)),
    ].map(([kind, id]) => `${kind}:${id}`);
    const writes = recordWrites(app);
    try {
      const a = createScheduledPublishingService({ strapi: app.strapi });
      const b = createScheduledPublishingService({ strapi: app.strapi });
      const passes = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      const published = passes.flatMap(keysOf);
      // Every record once, by whichever instance took the lease first.
      expect(published.sort()).toEqual([...due].sort());
      expect(passes.filter((p) => p !== null && p.length > 0)).toHaveLength(1);
      await writes.settle('entry.update', due);
      for (const key of due) {
        expect(writes.count('afterUpdate', key)).toBe(1);
        expect(writes.count('entry.update', key)).toBe(1);
        // Draft & Publish is off: a publication is an update, as an editor's is.
        expect(writes.count('entry.publish', key)).toBe(0);
      }
      expect(keysOf(await a.tick())).toEqual([]);
    } finally {
      writes.stop();
    }
  });

  // Needs two writers at once, which only a database server has: on SQLite the app's one
  // connection is held by the stuck transaction, and one instance runs on it
  // (docs/reliability.md). CI runs it on PostgreSQL and MariaDB.
  const onServer = (process.env.DATABASE_CLIENT ?? 'sqlite') !== 'sqlite';
  if (onServer)
    test('a pass that outlived its lease, beside the next one: still no record published twice', async () => {
      const due = [
        ...Object.entries(await futureOfEachKind(app, full, 'Slow one', PAST)),
        ...Object.entries(await futureOfEachKind(app, full, 'Slow two', PAST)),
      ].map(([kind, id]) => `${kind}:${id}`);
      const writes = recordWrites(app);
      // The first write of instance a stops inside its transaction (its row locked) until released.
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let held = false;
      const stopGate = app.strapi.db.lifecycles.subscribe({
        models: Object.values(UIDS),
        beforeUpdate: async () => {
          if (held) return;
          held = true;
          await gate;
        },
      });
      try {
        const a = createScheduledPublishingService({ strapi: app.strapi });
        const b = createScheduledPublishingService({ strapi: app.strapi });
        const slow = a.tick();
        while (!held) await new Promise((r) => setTimeout(r, 5));
        // a's lease runs out while it is stuck; b takes it and starts its own pass.
        await holdLease(app, Date.now() - 1);
        const next = b.tick();
        await new Promise((r) => setTimeout(r, 200));
        release();
        const published = [...keysOf(await slow), ...keysOf(await next)];
        expect(published.sort()).toEqual([...due].sort());
        await writes.settle('entry.update', due);
        for (const key of due) expect(writes.count('entry.update', key)).toBe(1);
      } finally {
        release();
        stopGate();
        writes.stop();
      }
    });

  test('a pass catches up with every overdue record, and a lease whose holder died is taken over when it expires', async () => {
    const old = [
      await futureOfEachKind(app, full, 'Missed a', daysFromNow(-400)),
      await futureOfEachKind(app, full, 'Missed b', daysFromNow(-30)),
      await futureOfEachKind(app, full, 'Missed c', PAST),
    ].flatMap((ids) => Object.entries(ids).map(([kind, id]) => `${kind}:${id}`));
    const hold = (expiresAt: number) => holdLease(app, expiresAt);
    // Another instance's pass is under way: this one does nothing.
    await hold(Date.now() + 60_000);
    expect(await service().tick()).toBeNull();
    expect(await statusOf(app, 'event', Number(old[0].split(':')[1]))).toBe('future');
    // It died mid-pass: once its lease expires, the next pass publishes everything it left.
    await hold(Date.now() - 1);
    expect(keysOf(await service().tick()).sort()).toEqual([...old].sort());
    expect(await service().state()).toMatchObject({ holder: null, runs: 1 });
  });

  test("a recurring event's occurrences are listed publicly once it is published", async () => {
    const title = 'Scheduled series';
    const series = await create(app, full, 'event', {
      title,
      start_date: daysFromNow(2),
      end_date: daysFromNow(2, 12),
      recurrence: 'FREQ=DAILY;COUNT=3',
      status: 'future',
      date: PAST,
    });
    const listed = async () =>
      (await app.http.get(`${NS}/events?search=${encodeURIComponent(title)}&per_page=50`)).body;
    expect((await listed()).total ?? 0).toBe(0);

    expect(keysOf(await service().tick())).toEqual([`event:${series.id}`]);

    const after = await listed();
    expect(after.total).toBe(3);
    expect(after.events.every((e: { status: string }) => e.status === 'publish')).toBe(true);
    const rows = await app.strapi.db
      .query('plugin::calendar.occurrence')
      .findMany({ select: ['postStatus'], where: { seriesId: series.id } });
    expect(rows.map((r: { postStatus: string }) => r.postStatus)).toEqual([
      'publish',
      'publish',
      'publish',
    ]);
  });
});

describe('the timer', () => {
  const app = useApp({ publishing: true });

  test('bootstrap starts it, and its first pass soon after start publishes what is due', async () => {
    const service = app.strapi.plugin('calendar').service('scheduledPublishing');
    expect(service.running()).toBe(true);
    const venue = await makeVenue(app.strapi, 'Timer venue', {
      postStatus: 'future',
      postDate: new Date(Date.now() - 60_000),
    });
    // The first pass runs 5 s after start, the next ones every 30 s.
    const until = Date.now() + 45_000;
    while (Date.now() < until && (await statusOf(app, 'venue', venue.id)) === 'future')
      await new Promise((r) => setTimeout(r, 250));
    expect(await statusOf(app, 'venue', venue.id)).toBe('publish');
  }, 60_000);
});
