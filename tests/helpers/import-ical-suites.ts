/**
 * The iCalendar reader's tests (server/src/import/ical) written once and run on two sets of
 * files: ours (tests/fixtures/ical/, by tests/unit/import-ical-*.test.ts, in `npm test`) and the
 * real files of the interop suite (tests/helpers/shared-fixtures.ts, by tests/interop/unit/).
 * Each file's expected values are its own, so the callers hold them as data tables; the checking
 * is here, the same for both.
 */
import fs from 'fs';
import path from 'path';
import { readIcal } from '../../server/src/import/ical/read';
import type { ImportBatch, ImportRecord } from '../../server/src/domain/import';

const SITE_ZONE = 'Europe/Brussels';

export interface Schedule {
  start_date: string;
  end_date: string;
  timezone: string;
  all_day: boolean;
}

/** What one record of a file must be; every member is optional, each one an assertion. */
export interface RecordExpected {
  /** Its start, end, timezone and all_day, whole. */
  schedule?: [start_date: string, end_date: string, timezone: string, all_day: boolean];
  /** Some of those. */
  scheduleLike?: Partial<Schedule>;
  /** Some of its arguments (matchers welcome: `expect.stringMatching`). */
  args?: Record<string, unknown>;
  /** Its arguments, whole. */
  allArgs?: Record<string, unknown>;
  /** Arguments it must not have. */
  without?: string[];
  /** Its recurrence, whole. */
  recurrence?: Record<string, unknown>;
  /** Only its recurrence's rules. */
  rules?: string[];
  /** Its links, whole; null: none. */
  links?: Record<string, unknown> | null;
  /** The same links as the record with that remote id. */
  sameLinksAs?: string;
  /** The arguments, whole, of the venue it links to. */
  venueArgs?: Record<string, unknown>;
  /** The series it is an exception of; null: none. */
  exceptionOf?: Record<string, unknown> | null;
  /** Its warnings, whole. */
  warnings?: unknown[];
  /** The only record with its remote id. */
  once?: boolean;
  /** Its remote id the same when the file is read again. */
  stableId?: boolean;
}

/** One test on one file. */
export interface IcalCase {
  /** The test's name. */
  name: string;
  file: string;
  /** How the file's bytes are decoded (utf8 unless said). */
  encoding?: BufferEncoding;
  /** How many events, and how many of them are exceptions of a series. */
  events?: number;
  exceptions?: number;
  /** Records by remote id. */
  records?: Record<string, RecordExpected>;
  /** The first event of the file: its remote id (or a matcher), and what it must be. */
  firstEvent?: RecordExpected & { remoteId: unknown };
  /** The records of a kind, whole, or how many there are. */
  kinds?: Partial<Record<'venue' | 'category' | 'organizer', unknown[] | number>>;
  /** What no member above says (a count and a slice of a long list). */
  also?: (b: ImportBatch, one: (remoteId: string) => ImportRecord) => void;
}

const schedule = (r: ImportRecord) => {
  const { start_date, end_date, timezone, all_day } = r.args;
  return { start_date, end_date, timezone, all_day };
};

function checkRecord(
  r: ImportRecord,
  x: RecordExpected,
  one: (remoteId: string) => ImportRecord,
  reread: () => ImportBatch
): void {
  if (x.schedule) {
    const [start_date, end_date, timezone, all_day] = x.schedule;
    expect(schedule(r)).toEqual({ start_date, end_date, timezone, all_day });
  }
  if (x.scheduleLike) expect(schedule(r)).toMatchObject(x.scheduleLike);
  if (x.args) expect(r.args).toMatchObject(x.args);
  if (x.allArgs) expect(r.args).toEqual(x.allArgs);
  for (const name of x.without ?? []) expect(r.args[name]).toBeUndefined();
  if (x.recurrence) expect(r.args.recurrence).toEqual(x.recurrence);
  if (x.rules) expect((r.args.recurrence as { rules: string[] }).rules).toEqual(x.rules);
  if (x.links === null) expect(r.links).toBeUndefined();
  else if (x.links) expect(r.links).toEqual(x.links);
  if (x.sameLinksAs) expect(r.links).toEqual(one(x.sameLinksAs).links);
  if (x.venueArgs) expect(one(r.links!.venue! as string).args).toEqual(x.venueArgs);
  if (x.exceptionOf === null) expect(r.exceptionOf).toBeUndefined();
  else if (x.exceptionOf) expect(r.exceptionOf).toMatchObject(x.exceptionOf);
  if (x.warnings) expect(r.warnings).toEqual(x.warnings);
  if (x.stableId) expect(reread().records.map((o) => o.remoteId)).toContain(r.remoteId);
}

/** Reads `file` of `folder` as the importer does, in the site zone the tests assume. */
export function readFixture(folder: string, file: string, encoding: BufferEncoding = 'utf8') {
  return readIcal(fs.readFileSync(path.join(folder, file), encoding), file, {
    siteZone: SITE_ZONE,
  });
}

function checkCase(folder: string, c: IcalCase): void {
  const read = () => readFixture(folder, c.file, c.encoding);
  const b = read();
  expect(b.problems).toEqual([]);
  const events = b.records.filter((r) => r.kind === 'event');
  if (c.events !== undefined) expect(events).toHaveLength(c.events);
  if (c.exceptions !== undefined)
    expect(events.filter((r) => r.exceptionOf)).toHaveLength(c.exceptions);
  const one = (remoteId: string) => {
    const r = b.records.find((x) => x.remoteId === remoteId);
    if (!r) throw new Error(`no record ${remoteId}`);
    return r;
  };
  if (c.firstEvent) {
    const { remoteId, ...rest } = c.firstEvent;
    expect(events[0].remoteId).toEqual(remoteId);
    checkRecord(events[0], rest, one, read);
  }
  for (const [remoteId, x] of Object.entries(c.records ?? {})) {
    checkRecord(one(remoteId), x, one, read);
    if (x.once) expect(b.records.filter((r) => r.remoteId === remoteId)).toHaveLength(1);
  }
  for (const [kind, x] of Object.entries(c.kinds ?? {})) {
    const ofKind = b.records.filter((r) => r.kind === kind);
    if (typeof x === 'number') expect(ofKind).toHaveLength(x);
    else expect(ofKind).toEqual(x);
  }
  c.also?.(b, one);
}

/** A describe named `group`, one test per case, each reading its file of `folder` anew. */
export function describeIcalFixtures(folder: string, group: string, cases: IcalCase[]): void {
  describe(group, () => {
    for (const c of cases) test(c.name, () => checkCase(folder, c));
  });
}

/**
 * A file with a series and one of its exceptions; the series' DTSTART, at `line`, is broken
 * (`broken`: a value that is no date) to see the reader set aside that VEVENT alone.
 */
export interface BrokenLineMaterial {
  file: string;
  /** The series' DTSTART line as the file writes it (its start is enough). */
  dtstart: string;
  line: number;
  broken: string;
  /** The series' UID, and the remote id of its exception. */
  uid: string;
  exception: string;
}

const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tests of a broken line inside one VEVENT, for a describe of the caller's. */
export function brokenLineTests(m: BrokenLineMaterial): void {
  const read = (text: string) => readIcal(text, 'feed.ics', { siteZone: SITE_ZONE });
  const lines = fs.readFileSync(m.file, 'utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith(m.dtstart));

  test('that VEVENT is a problem naming its UID and the line; the others are read', () => {
    expect(at + 1).toBe(m.line);
    const changed = [...lines];
    changed[at] = m.broken;
    const b = read(changed.join('\n'));
    expect(b.problems).toEqual([
      {
        source: 'feed.ics',
        record: `VEVENT ${m.uid}`,
        message: expect.stringMatching(new RegExp(`^line ${m.line} \\(${pattern(m.broken)}\\)`)),
      },
    ]);
    // The exception left alone: its series is gone, so it is read as a single event.
    expect(b.records.map((r) => r.remoteId)).toEqual([m.exception]);
    expect(b.records[0].args.event_status).toBe('canceled');
  });

  test('a line without a colon (ical.js would refuse the whole file)', () => {
    const broken = [...lines];
    broken[at] = 'THIS LINE IS BROKEN';
    const b = read(broken.join('\n'));
    expect(b.problems).toEqual([
      expect.objectContaining({ message: expect.stringMatching(new RegExp(`^line ${at + 1} `)) }),
    ]);
    expect(b.records).toHaveLength(1);
  });
}
