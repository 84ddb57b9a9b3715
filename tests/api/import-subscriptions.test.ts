/**
 * iCalendar subscriptions (docs/api.md §15.3): a feed served by a local server, refreshed under the
 * lease — two services made here stand for two instances on one database, and the feed is read and
 * written once — with the subscription's category and status for new events, an event gone from
 * the feed trashed, and one edited here kept unless the feed wins; an event back in the feed
 * restored unless an editor trashed it; a shutdown that stops a feed that never answers.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { useApp } from './helpers/app';
import { NS, createAs } from './helpers/writes';
import createSubscriptionsService from '../../server/src/services/subscriptions';
import { createClaims } from '../../server/src/services/subscription-claim';

const vevent = (uid: string, title: string, day: string) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Europe/Brussels:${day}T190000`,
    `DTEND;TZID=Europe/Brussels:${day}T210000`,
    `SUMMARY:${title}`,
    'END:VEVENT',
  ].join('\r\n');

const calendar = (events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//subscriptions//EN',
    ...events,
    'END:VCALENDAR',
  ].join('\r\n');

describe('iCalendar subscriptions', () => {
  const app = useApp({ quiet: true, env: { CALENDAR_IMPORT_HOSTS: '127.0.0.1' } });
  let feed = calendar([
    vevent('a@test', 'Choir', '20310105'),
    vevent('b@test', 'Orchestra', '20310112'),
    vevent('c@test', 'Jazz trio', '20310119'),
  ]);
  let hits = 0;
  /** While set, the feed answers only once it resolves (a refresh caught mid-read). */
  let hold: Promise<void> | null = null;
  const authorizations: string[] = [];
  let server: http.Server;
  let url: string;
  let categoryId: number;
  let token: string;

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      hits += 1;
      if (req.headers.authorization) authorizations.push(req.headers.authorization);
      if (hold) await hold;
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/club.ics`;
    token = await app.token('full-access');
    const res = await app.http
      .post(`${NS}/categories`)
      .set('Authorization', token)
      .send({ name: 'Club feed' });
    categoryId = res.body.id;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const subscriptions = () => app.strapi.plugin('calendar').service('subscriptions');
  const events = async () => {
    const res = await app.http
      .get(`${NS}/events?start_date=2031-01-01&end_date=2031-12-31&status=publish,draft,trash`)
      .set('Authorization', token);
    expect(res.status).toBe(200);
    return res.body.events as any[];
  };

  let id: number;
  it('two instances refresh a due feed once between them, with its category and status', async () => {
    id = (
      await subscriptions().create({
        url,
        lang: 'en',
        categories: [categoryId],
        status: 'draft',
        refreshMinutes: 60,
        sourceWins: false,
        enabled: true,
      })
    ).id;
    const a = createSubscriptionsService({ strapi: app.strapi });
    const b = createSubscriptionsService({ strapi: app.strapi });
    const passes = await Promise.all([a.tick(), b.tick()]);
    expect(passes.filter((p) => p !== null && p.length)).toEqual([[id]]);
    expect(hits).toBe(1);
    const list = await events();
    expect(list.map((e) => e.title).sort()).toEqual(['Choir', 'Jazz trio', 'Orchestra']);
    for (const e of list) {
      expect(e.status).toBe('draft');
      expect(e.categories.map((c: any) => c.id)).toEqual([categoryId]);
    }
    const view = (await subscriptions().list())[0];
    expect(view.lastCounts).toMatchObject({ created: 3, failed: 0 });
    // Not due again before its interval: the next pass reads nothing.
    expect(await a.tick()).toEqual([]);
    expect(hits).toBe(1);
  });

  it('a refresh trashes what left the feed and keeps what was edited here', async () => {
    const choir = (await events()).find((e) => e.title === 'Choir');
    await new Promise((r) => setTimeout(r, 1100));
    const edit = await app.http
      .post(`${NS}/events/${choir.id}`)
      .set('Authorization', token)
      .send({ title: 'Choir (our notes)' });
    expect(edit.status).toBe(200);
    feed = calendar([vevent('b@test', 'Orchestra', '20310112')]);
    const view = await subscriptions().refresh(id);
    expect(view.lastCounts).toMatchObject({ trashed: 1, skipped: 1, unchanged: 1 });
    const byTitle = Object.fromEntries((await events()).map((e) => [e.title, e.status]));
    expect(byTitle).toEqual({
      'Choir (our notes)': 'draft',
      Orchestra: 'draft',
      'Jazz trio': 'trash',
    });
  });

  it('a feed with an unreadable event trashes nothing: the event may only have been unreadable', async () => {
    feed = calendar([
      vevent('b@test', 'Orchestra', '20310112'),
      [
        'BEGIN:VEVENT',
        'UID:d@test',
        'DTSTART;TZID=Europe/Brussels:2031-02-02 19h',
        'SUMMARY:Broken',
        'END:VEVENT',
      ].join('\r\n'),
    ]);
    const states = async () => (await events()).map((e) => [e.title, e.status, e.modified_utc]);
    const before = await states();
    const view = await subscriptions().refresh(id);
    expect(view.lastProblems).toHaveLength(1);
    expect(view.lastCounts).toMatchObject({ trashed: 0 });
    expect(await states()).toEqual(before);
    feed = feed.replace('END:VCALENDAR', ''); // cut short: a problem too
    const cut = await subscriptions().refresh(id);
    expect(cut.lastProblems.map((p: any) => p.message).join(' ')).toMatch(/END:VCALENDAR/);
    feed = calendar([vevent('b@test', 'Orchestra', '20310112')]);
  });

  it('credentials in the feed URL go into the Authorization header, never into what is stored', async () => {
    authorizations.length = 0;
    const secret = url.replace('http://', 'http://club:s3cret@');
    const view = await subscriptions().update(id, {
      url: secret,
      lang: 'en',
      categories: [],
      status: 'draft',
      refreshMinutes: 60,
      sourceWins: false,
      enabled: true,
    });
    await subscriptions().refresh(view.id);
    expect(authorizations).toEqual([`Basic ${Buffer.from('club:s3cret').toString('base64')}`]);
    const links = await app.strapi.db.query('plugin::calendar.import-link').findMany({});
    expect(JSON.stringify(links)).not.toContain('s3cret');
    await subscriptions().update(id, {
      url,
      lang: 'en',
      categories: [],
      status: 'draft',
      refreshMinutes: 60,
      sourceWins: false,
      enabled: true,
    });
  });

  it('an unreachable feed trashes nothing and says why', async () => {
    await subscriptions().update(id, {
      url: url.replace('club.ics', 'gone.ics').replace(/:\d+\//, ':1/'),
      lang: 'en',
      categories: [],
      status: 'draft',
      refreshMinutes: 60,
      sourceWins: true,
      enabled: true,
    });
    const view = await subscriptions().refresh(id);
    expect(view.lastProblems[0].message).toMatch(/127\.0\.0\.1:1/);
    expect(view.lastCounts).toMatchObject({ trashed: 0 });
    expect((await events()).filter((e) => e.status !== 'trash')).toHaveLength(2);
  });

  it('an event created through the API stays: only the feed’s own events are its to trash', async () => {
    const create = createAs(app, () => token);
    const own = await create({
      title: 'Our own',
      start_date: '2031-02-01 10:00:00',
      end_date: '2031-02-01 11:00:00',
      status: 'publish',
    });
    expect(own.status).toBe(201);
    await subscriptions().update(id, {
      url,
      lang: 'en',
      categories: [],
      status: 'draft',
      refreshMinutes: 60,
      sourceWins: true,
      enabled: true,
    });
    await subscriptions().refresh(id);
    const titles = (await events())
      .filter((e) => e.status !== 'trash')
      .map((e) => e.title)
      .sort();
    expect(titles).toEqual(['Orchestra', 'Our own']);
  });

  it('"Refresh now" during a refresh on another instance starts no second one', async () => {
    let free!: () => void;
    hold = new Promise((resolve) => (free = resolve));
    const before = hits;
    const a = createSubscriptionsService({ strapi: app.strapi });
    const running = a.refresh(id);
    while (hits === before) await new Promise((resolve) => setTimeout(resolve, 20));
    const b = createSubscriptionsService({ strapi: app.strapi });
    expect(await b.refresh(id)).toBe('busy');
    expect(await b.tick(Date.now() + 24 * 3600_000)).toEqual([]);
    hold = null;
    free();
    expect(await running).toMatchObject({ lastProblems: [] });
    expect(hits).toBe(before + 1);
    // Released: the next one runs.
    expect(await b.refresh(id)).toMatchObject({ id });
  });

  it('a scheduled refresh read as due before another instance refreshed it is not run again', async () => {
    const [row] = await app.strapi.db.query('plugin::calendar.subscription').findMany({});
    const stale = createClaims(app.strapi);
    await subscriptions().refresh(id);
    expect(await stale.claim(row, true)).toBeNull();
    // Without the schedule's condition (Refresh now), the same row is claimed.
    const claim = await stale.claim(row, false);
    expect(claim).not.toBeNull();
    expect(await claim!.release({})).toBe(true);
  });

  it('a claim whose holder died is taken over once it expires', async () => {
    const subs = app.strapi.db.query('plugin::calendar.subscription');
    const holding = {
      claimedBy: 'an instance that died',
      claimedUntil: new Date(Date.now() + 60_000),
    };
    await subs.update({ where: { id }, data: holding });
    expect(await subscriptions().refresh(id)).toBe('busy');
    await subs.update({ where: { id }, data: { claimedUntil: new Date(Date.now() - 1000) } });
    const view = await subscriptions().refresh(id);
    expect(view).toMatchObject({ id });
    expect(await subs.findOne({ where: { id } })).toMatchObject({ claimedBy: null });
  });

  it('an event the refresh trashed comes back with the feed; one trashed here stays trashed', async () => {
    const links = () =>
      app.strapi.db.query('plugin::calendar.import-link').findMany({ where: { source: url } });
    const trashedFrom = async () =>
      Object.fromEntries((await links()).map((l: any) => [l.remoteId, l.trashedFrom]));
    // Choir and the jazz trio left the feed in tests above and went to the trash as drafts.
    expect(await trashedFrom()).toEqual({ 'a@test': 'draft', 'b@test': null, 'c@test': 'draft' });
    const orchestra = (await events()).find((e) => e.title === 'Orchestra');
    const trash = await app.http.delete(`${NS}/events/${orchestra.id}`).set('Authorization', token);
    expect(trash.status).toBe(200);
    feed = calendar([
      vevent('a@test', 'Choir', '20310105'),
      vevent('b@test', 'Orchestra', '20310112'),
      vevent('c@test', 'Jazz trio', '20310119'),
    ]);
    const view = await subscriptions().refresh(id);
    expect(view.lastCounts).toMatchObject({ updated: 2, skipped: 1, unchanged: 0 });
    const byTitle = Object.fromEntries((await events()).map((e) => [e.title, e.status]));
    expect(byTitle).toEqual({
      Choir: 'draft',
      'Jazz trio': 'draft',
      Orchestra: 'trash',
      'Our own': 'publish',
    });
    expect(await trashedFrom()).toEqual({ 'a@test': null, 'b@test': null, 'c@test': null });
    // Even the feed's authority brings back no event an editor trashed.
    const importer = app.strapi.plugin('calendar').service('importer');
    const dry = await importer.importFrom(url, { lang: 'en', dryRun: true, sourceWins: true });
    expect(dry.results.find((r: any) => r.remoteId === 'b@test')).toMatchObject({
      outcome: 'skipped',
      reason: 'trashed here since its import',
    });
  });

  it('a shutdown stops a refresh whose feed never answers at once, writing nothing', async () => {
    let asked = false;
    const silent = http.createServer(() => (asked = true)); // holds every request unanswered
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const deaf = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/never.ics`;
    const sub = await subscriptions().create({
      url: deaf,
      lang: 'en',
      categories: [],
      status: 'publish',
      refreshMinutes: 60,
      sourceWins: true,
      enabled: true,
    });
    const states = async () => (await events()).map((e) => [e.id, e.status, e.modified_utc]);
    const before = await states();
    const instance = createSubscriptionsService({ strapi: app.strapi });
    const refresh = instance.refresh(sub.id);
    while (!asked) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await instance.destroy();
    // The default idle timeout is 15 s: the read was stopped, not timed out.
    expect(Date.now() - started).toBeLessThan(5000);
    // Recorded before destroy() ended (Strapi closes the database after it), the claim released.
    const row = await app.strapi.db.query('plugin::calendar.subscription').findOne({
      where: { id: sub.id },
    });
    const message = `reading ${deaf} was stopped: the server is shutting down`;
    expect(row).toMatchObject({ claimedBy: null, lastProblems: [{ source: deaf, message }] });
    expect(((await refresh) as any).lastCounts).toMatchObject({ created: 0, trashed: 0 });
    expect(await states()).toEqual(before);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});
