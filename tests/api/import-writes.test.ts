/**
 * The importer's writes (docs/api.md §15), from a batch as any reader hands it: links between the
 * records, a run again that changes nothing, a source edit that updates exactly that record, edits
 * made here kept unless the source wins, a dry run that writes nothing, an iCalendar exception, a
 * bad record that fails alone with the API's reason (also among records written together),
 * scheduled publishing that is no edit made here, a language version.
 */
import { useApp } from './helpers/app';
import { NS } from './helpers/writes';
import { daysFromNow } from './helpers/fixtures';
import type { ImportBatch, ImportRecord } from '../../server/src/domain/import';

const SOURCE = 'https://old.example/wp-json/tribe/events/v1';

function batch(overrides: Partial<Record<string, Partial<ImportRecord>>> = {}): ImportBatch {
  const records: ImportRecord[] = [
    {
      kind: 'event',
      remoteId: '10',
      label: 'event 10',
      args: {
        title: 'Jazz night',
        start_date: daysFromNow(5, 20),
        end_date: daysFromNow(5, 23),
        timezone: 'Europe/Brussels',
        status: 'publish',
        cost: '12',
        slug: 'jazz-night-old',
      },
      links: { venue: '3', organizers: ['4'], categories: ['1', '2'], tags: ['7'] },
    },
    {
      kind: 'category',
      remoteId: '2',
      label: 'category 2',
      args: { name: 'Jazz', slug: 'jazz' },
      links: { parent: '1' },
    },
    {
      kind: 'category',
      remoteId: '1',
      label: 'category 1',
      args: { name: 'Music', slug: 'music' },
    },
    { kind: 'tag', remoteId: '7', label: 'tag 7', args: { name: 'Free parking' } },
    {
      kind: 'venue',
      remoteId: '3',
      label: 'venue 3',
      args: { venue: 'Old Hall', city: 'Ghent', country: 'Belgium', status: 'publish' },
    },
    {
      kind: 'organizer',
      remoteId: '4',
      label: 'organizer 4',
      args: { organizer: 'Jazz Club', email: 'club@example.org', status: 'publish' },
    },
    {
      kind: 'event',
      remoteId: '11',
      label: 'event 11',
      args: {
        title: 'Weekly yoga',
        start_date: daysFromNow(2, 9),
        end_date: daysFromNow(2, 10),
        timezone: 'Europe/Brussels',
        status: 'publish',
        recurrence: { rules: ['FREQ=WEEKLY;COUNT=4'] },
      },
    },
  ];
  return {
    records: records.map((r) => ({ ...r, ...(overrides[`${r.kind}:${r.remoteId}`] ?? {}) })),
    problems: [],
  };
}

describe('importer writes', () => {
  const app = useApp({ quiet: true });
  const importer = () => app.strapi.plugin('calendar').service('importer');
  const run = (b: ImportBatch, extra: Record<string, unknown> = {}) =>
    importer().run(b, { source: SOURCE, ...extra });
  const read = async (path: string) => {
    const res = await app.http.get(`${NS}/${path}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  let first: Awaited<ReturnType<typeof run>>;
  const idOf = (kind: string, remoteId: string) =>
    first.results.find((r: any) => r.kind === kind && r.remoteId === remoteId)!.id as number;

  it('writes every record, links resolved to the local records, kinds in link order', async () => {
    first = await run(batch());
    expect(first.counts).toMatchObject({ created: 7, failed: 0, skipped: 0 });
    const event = await read(`events/${idOf('event', '10')}`);
    expect(event).toMatchObject({ title: 'Jazz night', slug: 'jazz-night-old', cost: '12' });
    expect(event.venue.venue).toBe('Old Hall');
    expect(event.organizer.map((o: any) => o.organizer)).toEqual(['Jazz Club']);
    expect(event.categories.map((c: any) => c.name).sort()).toEqual(['Jazz', 'Music']);
    expect(event.tags.map((t: any) => t.name)).toEqual(['Free parking']);
    const jazz = await read(`categories/${idOf('category', '2')}`);
    expect(jazz.parent).toBe(idOf('category', '1'));
    const series = await read(`events/${idOf('event', '11')}/occurrences`);
    expect(series.total).toBe(4);
  });

  it('a run again changes nothing', async () => {
    const again = await run(batch());
    expect(again.counts).toMatchObject({ unchanged: 7, created: 0, updated: 0 });
    expect((await read('events')).total).toBe(5); // the single event and four occurrences
  });

  it('a dry run reports what would change and writes nothing', async () => {
    const changed = batch({
      'event:10': { args: { ...batch().records[0].args, title: 'Jazz night!' } },
    });
    changed.records.push({ kind: 'tag', remoteId: '8', label: 'tag 8', args: { name: 'New tag' } });
    const dry = await run(changed, { dryRun: true });
    expect(dry.counts).toMatchObject({ updated: 1, created: 1, unchanged: 6 });
    expect((await read(`events/${idOf('event', '10')}`)).title).toBe('Jazz night');
    expect((await read('tags')).total).toBe(1);
  });

  it('a source edit updates exactly that record', async () => {
    const changed = batch({
      'venue:3': {
        args: { venue: 'Old Hall', city: 'Antwerp', country: 'Belgium', status: 'publish' },
      },
    });
    const result = await run(changed);
    expect(result.counts).toMatchObject({ updated: 1, unchanged: 6 });
    expect(result.results.find((r: any) => r.outcome === 'updated')).toMatchObject({
      kind: 'venue',
      remoteId: '3',
    });
    expect((await read(`venues/${idOf('venue', '3')}`)).city).toBe('Antwerp');
  });

  it('an edit made here is kept, unless the source wins', async () => {
    const id = idOf('event', '10');
    const token = await app.token('full-access');
    await new Promise((r) => setTimeout(r, 1100)); // a later second than the import's stamp
    const edit = await app.http
      .post(`${NS}/events/${id}`)
      .set('Authorization', token)
      .send({ title: 'Edited here' });
    expect(edit.status).toBe(200);
    const changed = batch({ 'event:10': { args: { ...batch().records[0].args, cost: '15' } } });
    const kept = await run(changed);
    expect(kept.results.find((r: any) => r.remoteId === '10' && r.kind === 'event')).toMatchObject({
      outcome: 'skipped',
      reason: 'edited here since its import',
    });
    expect((await read(`events/${id}`)).title).toBe('Edited here');
    const won = await run(changed, { sourceWins: true });
    expect(won.results.find((r: any) => r.remoteId === '10' && r.kind === 'event')!.outcome).toBe(
      'updated'
    );
    expect(await read(`events/${id}`)).toMatchObject({ title: 'Jazz night', cost: '15' });
  });

  it('what the source dropped since is cleared here: cost, tags, organizers, the status', async () => {
    const full = batch().records[0];
    const args: Record<string, unknown> = { ...full.args, event_status: 'canceled' };
    const withStatus = batch({ 'event:10': { args } });
    expect((await run(withStatus, { sourceWins: true })).counts.updated).toBe(1);
    expect((await read(`events/${idOf('event', '10')}`)).event_status).toBe('canceled');
    const { cost: _cost, ...withoutCost } = full.args;
    const dropped = batch({
      'event:10': { args: withoutCost, links: { venue: '3', categories: ['1'] } },
    });
    const result = await run(dropped, { sourceWins: true });
    expect(result.counts).toMatchObject({ updated: 1, failed: 0 });
    const event = await read(`events/${idOf('event', '10')}`);
    expect(event).toMatchObject({ cost: '', event_status: 'scheduled', tags: [], organizer: [] });
    expect(event.venue.venue).toBe('Old Hall');
    expect(event.categories.map((c: any) => c.name)).toEqual(['Music']);
    // Back to the source's first state, for the tests that follow.
    expect((await run(batch(), { sourceWins: true })).counts.updated).toBe(1);
  });

  it('an exception replaces its occurrence of the series (RECURRENCE-ID)', async () => {
    const occurrences = (await read(`events/${idOf('event', '11')}/occurrences`)).events;
    const second = occurrences[1];
    const original = second.start_date as string;
    const b = batch();
    b.records.push({
      kind: 'event',
      remoteId: '11#2',
      label: 'event 11 exception',
      args: {
        title: 'Yoga in the park',
        start_date: original.replace(/ 09:/, ' 11:'),
        end_date: original.replace(/ 09:/, ' 12:'),
        timezone: 'Europe/Brussels',
      },
      exceptionOf: { remoteId: '11', originalStart: original },
    });
    const result = await run(b);
    expect(result.counts).toMatchObject({ created: 1, failed: 0 });
    const exception = await read(`events/${second.id}`);
    expect(exception).toMatchObject({ id: second.id, title: 'Yoga in the park' });
    expect(exception.start_date).toBe(original.replace(/ 09:/, ' 11:'));
    expect((await run(b)).counts).toMatchObject({ unchanged: 8, created: 0 });
  });

  it('a bad record fails alone, with the reason the API gives', async () => {
    const b = batch();
    b.records.push({
      kind: 'event',
      remoteId: '99',
      label: 'event 99',
      args: { title: 'Bad dates', start_date: 'not a date', end_date: daysFromNow(9, 11) },
    });
    b.records.push({
      kind: 'event',
      remoteId: '98',
      label: 'event 98',
      args: {
        title: 'Good one',
        start_date: daysFromNow(9, 10),
        end_date: daysFromNow(9, 11),
        status: 'publish',
      },
      links: { venue: '404' },
    });
    const result = await run(b);
    const bad = result.results.find((r: any) => r.remoteId === '99');
    expect(bad).toMatchObject({ outcome: 'failed' });
    expect(bad.reason).toMatch(/start_date/);
    const good = result.results.find((r: any) => r.remoteId === '98');
    expect(good).toMatchObject({ outcome: 'created' });
    expect(good.warnings).toEqual(['link to venue 404 left out: not imported']);
    expect((await read(`events/${good.id}`)).venue).toEqual([]);
    expect(
      await app.strapi.db.query('plugin::calendar.event').count({ where: { title: 'Bad dates' } })
    ).toBe(0);
  });

  it('a bad record among records written together fails alone: the others are written once, linked', async () => {
    // Records share a transaction (importer/group.ts): the venue written before the bad event is
    // rolled back with it and written again, and the event after it links the venue as written.
    const source = 'https://group.example/wp-json/tribe/events/v1';
    const records: ImportRecord[] = [
      {
        kind: 'venue',
        remoteId: '1',
        label: 'venue 1',
        args: { venue: 'Group Hall', city: 'Ghent', status: 'publish' },
      },
      {
        kind: 'event',
        remoteId: '1',
        label: 'event 1',
        args: { title: 'Bad', start_date: 'not a date', end_date: daysFromNow(9, 11) },
      },
      {
        kind: 'event',
        remoteId: '2',
        label: 'event 2',
        args: {
          title: 'In the group hall',
          start_date: daysFromNow(9, 10),
          end_date: daysFromNow(9, 11),
          status: 'publish',
        },
        links: { venue: '1' },
      },
    ];
    const result = await importer().run({ records, problems: [] }, { source });
    expect(result.counts).toMatchObject({ created: 2, failed: 1 });
    const venue = result.results.find((r: any) => r.kind === 'venue')!;
    const event = result.results.find((r: any) => r.remoteId === '2' && r.kind === 'event')!;
    expect((await read(`events/${event.id}`)).venue).toMatchObject({ id: venue.id });
    const venues = app.strapi.db.query('plugin::calendar.venue');
    expect(await venues.count({ where: { name: 'Group Hall' } })).toBe(1);
    const links = app.strapi.db.query('plugin::calendar.import-link');
    expect(await links.count({ where: { source } })).toBe(2);
    expect((await importer().run({ records, problems: [] }, { source })).counts).toMatchObject({
      unchanged: 2,
      failed: 1,
    });
  });

  it('scheduled publishing of an imported record is no edit made here: a later import updates it', async () => {
    const source = 'https://scheduled.example/wp-json/tribe/events/v1';
    const talk = (title: string, status: string): ImportBatch => ({
      records: [
        {
          kind: 'event',
          remoteId: '1',
          label: 'event 1',
          args: { title, start_date: daysFromNow(9, 10), end_date: daysFromNow(9, 11), status },
        },
      ],
      problems: [],
    });
    const scheduled = talk('Scheduled talk', 'future');
    scheduled.records[0].args.date = daysFromNow(-1);
    const id = (await importer().run(scheduled, { source })).results[0].id;
    await new Promise((r) => setTimeout(r, 1100)); // the publisher writes a later second
    const published = await app.strapi.plugin('calendar').service('scheduledPublishing').tick();
    expect(published.map((row: any) => row.id)).toContain(id);
    const again = await importer().run(talk('Scheduled talk, new room', 'publish'), { source });
    expect(again.results[0]).toMatchObject({ outcome: 'updated', id });
    expect(await read(`events/${id}`)).toMatchObject({ title: 'Scheduled talk, new room' });
  });

  it('a language version joins the record it translates', async () => {
    const fr: ImportBatch = {
      records: [
        {
          kind: 'event',
          remoteId: '20',
          label: 'event 20',
          args: {
            title: 'Soirée jazz',
            start_date: daysFromNow(5, 20),
            end_date: daysFromNow(5, 23),
            timezone: 'Europe/Brussels',
            status: 'publish',
          },
          translationOf: '10',
        },
      ],
      problems: [],
    };
    const result = await run(fr, { lang: 'fr' });
    expect(result.counts.created).toBe(1);
    const en = await read(`events/${idOf('event', '10')}`);
    expect(en.translations).toMatchObject({ fr: result.results[0].id });
    const frVersion = await read(`events/${result.results[0].id}?translation_language=fr`);
    expect(frVersion.title).toBe('Soirée jazz');
  });
});
