/**
 * Interop, on TEC's real captured records (tests/helpers/shared-fixtures.ts); the same on our own
 * samples: tests/unit/import-tec-own-api.test.ts.
 *
 * Reading this plugin's own API as a TEC source (it serves the same namespace, docs/api.md §1.6):
 * its additions are mapped too — language versions (§2), event status and attendance (§13), the
 * site's own fields (§14) and recurring series (§12.3) — from TEC's real records with those
 * members added.
 */
import { readTecSite } from '../../../server/src/import/tec';
import type { ImportBatch, ImportRecord } from '../../../server/src/domain/import';
import {
  tecStandIn,
  type FixtureSite,
  type Raw,
  type TecFixture,
} from '../../helpers/tec-fixture-server';
import { TEC_CAPTURE } from '../../helpers/shared-fixtures';

const { sampleSite, startTecFixture } = tecStandIn(TEC_CAPTURE);

const LOCAL = ['127.0.0.1'];
let tec: TecFixture | null = null;

afterEach(async () => {
  await tec?.close();
  tec = null;
});

async function read(site: FixtureSite, language?: string) {
  tec = await startTecFixture({ site });
  return readTecSite(`${tec.root}/wp-json/tribe/events/v1/`, { allowedHosts: LOCAL, language });
}

const find = (batch: ImportBatch, kind: string, id: string) =>
  batch.records.find((r) => r.kind === kind && r.remoteId === id) as ImportRecord;

/** This API's language members on a record and on every record it embeds. */
function inLanguage(rec: Raw, lang: string, translations?: Record<string, number>): Raw {
  const mark = (r: Raw) => ({ ...r, translation_language: lang, translations: { [lang]: r.id } });
  return {
    ...rec,
    translation_language: lang,
    translations: translations ?? { [lang]: rec.id },
    ...(Array.isArray(rec.categories) ? { categories: rec.categories.map(mark) } : {}),
    ...(Array.isArray(rec.tags) ? { tags: rec.tags.map(mark) } : {}),
    ...(Array.isArray(rec.organizer) ? { organizer: rec.organizer.map(mark) } : {}),
    ...(typeof rec.venue === 'object' && !Array.isArray(rec.venue)
      ? { venue: mark(rec.venue) }
      : {}),
  };
}

function ownSite(events: Raw[], singles: Raw[] = []): FixtureSite {
  const site = sampleSite();
  const en = (r: Raw) => inLanguage(r, 'en');
  return {
    categories: site.categories.map(en),
    tags: site.tags.map(en),
    venues: site.venues.map(en),
    organizers: site.organizers.map(en),
    events,
    singles,
  };
}

const sampleEvent = () => structuredClone(sampleSite().events.find((e) => e.id === 5810)!);

test('language versions: each points at the first version made, and the language is asked for', async () => {
  const translations = { en: 5810, fr: 6810 };
  const french = { ...sampleEvent(), id: 6810, slug: 'projection-rock', title: 'Projection rock' };
  const site = ownSite([
    inLanguage(sampleEvent(), 'en', translations),
    inLanguage(french, 'fr', translations),
  ]);
  const fr = await read(site, 'fr');
  expect(fr.records.filter((r) => r.kind === 'event').map((r) => r.remoteId)).toEqual(['6810']);
  expect(find(fr, 'event', '6810').translationOf).toBe('5810');
  const events = tec!.requests.find((r) => r.url.includes('/events?'))!;
  expect(new URL(events.url, tec!.root).searchParams.get('translation_language')).toBe('fr');
  expect(new URL(events.url, tec!.root).searchParams.get('lang')).toBe('fr');
  await tec!.close();
  const en = await read(site, 'en');
  expect(find(en, 'event', '5810').translationOf).toBeUndefined();
});

test('status, attendance, the site’s own fields; names taken as they are', async () => {
  const event = inLanguage(
    {
      ...sampleEvent(),
      title: 'Rock &amp; roll',
      event_status: 'postponed',
      event_status_reason: '<p>Rain</p>',
      previous_start_date: null,
      attendance_mode: 'mixed',
      online_url: 'https://stream.example.org/rock',
      custom_fields: {
        ticketUrl: { label: 'Ticket url', value: 'https://tickets.example.org/1' },
        capacity: { label: 'Capacity', value: 120 },
      },
      recurring: false,
    },
    'en'
  );
  const record = find(await read(ownSite([event])), 'event', '5810');
  expect(record.args).toMatchObject({
    title: 'Rock &amp; roll',
    event_status: 'postponed',
    event_status_reason: '<p>Rain</p>',
    attendance_mode: 'mixed',
    online_url: 'https://stream.example.org/rock',
    custom_fields: { ticketUrl: 'https://tickets.example.org/1', capacity: 120 },
  });
  expect(record.args).not.toHaveProperty('previous_start_date');
  expect(record.warnings).toBeUndefined();
});

test("TEC Pro's additional fields are named, not imported", async () => {
  const event = {
    ...sampleEvent(),
    custom_fields: { _ecp_custom_2: { label: 'Dress code', value: 'Black tie' } },
  };
  const record = find(await read({ ...sampleSite(), events: [event] }), 'event', '5810');
  expect(record.args.custom_fields).toBeUndefined();
  expect(record.warnings).toEqual([
    'additional fields not imported (no field here to hold them): Dress code',
  ]);
});

describe('recurring series', () => {
  const WEEKS = ['2027-08-14', '2027-08-21', '2027-08-28'];

  function occurrence(series: number, i: number, change: Raw = {}): Raw {
    return inLanguage(
      {
        ...sampleEvent(),
        id: 1_000_000_000 + series + i,
        url: `http://127.0.0.1:8088/events/community-rock-screening/${WEEKS[i]}/`,
        start_date: `${WEEKS[i]} 16:00:00`,
        end_date: `${WEEKS[i]} 18:30:00`,
        recurring: true,
        series_id: series,
        original_start_date: `${WEEKS[i]} 16:00:00`,
        ...change,
      },
      'en'
    );
  }

  const series = (id: number, recurrence?: Raw) =>
    inLanguage(
      {
        ...sampleEvent(),
        id,
        recurring: true,
        series_id: id,
        ...(recurrence ? { recurrence } : {}),
      },
      'en'
    );

  const RULE = {
    rules: ['FREQ=WEEKLY;COUNT=4'],
    rdates: [],
    exdates: ['2027-09-04 16:00:00'],
    text: 'weekly, 4 times',
    occurrences_rest_url: 'http://127.0.0.1:8088/wp-json/tribe/events/v1/events/7000/occurrences',
  };

  test('one series with its rule; an occurrence changed alone as its exception', async () => {
    const moved = {
      start_date: '2027-08-22 16:00:00',
      end_date: '2027-08-22 18:30:00',
      title: 'Rock, moved',
    };
    const site = ownSite(
      [occurrence(7000, 0), occurrence(7000, 1, moved), occurrence(7000, 2)],
      [series(7000, RULE)]
    );
    const batch = await read(site);
    expect(batch.problems).toEqual([]);
    const events = batch.records.filter((r) => r.kind === 'event');
    expect(events.map((e) => e.remoteId)).toEqual(['7000', '1000007001']);
    expect(events[0].args).toMatchObject({
      title: 'Community Rock Screening',
      start_date: '2027-08-14 16:00:00',
      recurrence: { rules: ['FREQ=WEEKLY;COUNT=4'], rdates: [], exdates: ['2027-09-04 16:00:00'] },
    });
    expect(events[0].exceptionOf).toBeUndefined();
    expect(events[1]).toMatchObject({
      args: { title: 'Rock, moved', start_date: '2027-08-22 16:00:00' },
      exceptionOf: { remoteId: '7000', originalStart: '2027-08-21 16:00:00' },
    });
    expect(events[1].args).not.toHaveProperty('recurrence');
    expect(
      tec!.requests.filter((r) => r.url.startsWith('/wp-json/tribe/events/v1/events/7000'))
    ).toHaveLength(1);
  });

  test('a series that cannot be read, or shows no rule: a problem each, no occurrence imported', async () => {
    const site = ownSite(
      [occurrence(7100, 0), occurrence(7100, 1), occurrence(7200, 0)],
      [series(7200)]
    );
    const batch = await read(site);
    expect(batch.records.filter((r) => r.kind === 'event')).toEqual([]);
    const source = `${tec!.root}/wp-json/tribe/events/v1/events`;
    expect(batch.problems).toEqual([
      {
        source,
        record: 'event 7100',
        message: `a recurring series (2 occurrences listed) could not be read: ${source}/7100 answered 404 rest-event-not-found: Event with ID 7100 does not exist.`,
      },
      {
        source,
        record: 'event 7200',
        message: 'a recurring series whose rule the source does not show',
      },
    ]);
  });
});
