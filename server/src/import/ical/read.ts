/**
 * iCalendar (RFC 5545) as an import batch (docs/api.md §15): every VEVENT as an event record with
 * its venue, organizer and categories, a series' RECURRENCE-ID VEVENTs as its exceptions. Pure: the
 * text in, records and problems out, never an exception; parsing is ical.js's (Thunderbird's parser).
 */
import ICAL from 'ical.js';
import {
  ICAL_NAMESPACE,
  IMPORT_ORDER,
  unreadableBatch,
  type ImportBatch,
  type ImportProblem,
  type ImportRecord,
} from '../../domain/import';
import {
  badLine,
  blockText,
  notIcal,
  rawValue,
  repairDates,
  splitCalendar,
  unfold,
  type Block,
  type Line,
} from './blocks';
import { ianaZone, type Component, type Timezone, type ZoneContext } from './dates';
import { VeventProblem, readVevent, type EventDraft } from './event';
import { assemble } from './series';
import { slices } from '../../utils/yield-slices';

export interface IcalOptions {
  /** The site's timezone: floating times are read in it when the calendar names none. */
  siteZone: string;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

type Problems = ImportProblem[];

const parseComponent = (lines: Line[], parent?: Component) =>
  new ICAL.Component(ICAL.parse(blockText(lines)) as unknown as unknown[], parent);

/** The calendar's own properties; a line ical.js cannot read is left out and reported. */
function calendarOf(header: Line[], source: string, problems: Problems): Component {
  const wrap = (lines: Line[]) => [
    { no: 0, text: 'BEGIN:VCALENDAR' },
    ...lines,
    { no: 0, text: 'END:VCALENDAR' },
  ];
  const bad = header.filter((line) => badLine([line]));
  for (const line of bad)
    problems.push({ source, record: `line ${line.no}`, message: 'unreadable calendar property' });
  return parseComponent(wrap(header.filter((line) => !bad.includes(line))));
}

/**
 * The VTIMEZONEs, each read on its own so a bad one costs only the events in its zone; the first of
 * duplicates wins, as ical.js takes it. One without TZID (ical.js's sample has one) defines nothing.
 */
function zonesOf(blocks: Block[], calendar: Component, source: string, problems: Problems) {
  const zones = new Map<string, Timezone>();
  for (const block of blocks.filter((b) => b.name === 'VTIMEZONE')) {
    try {
      const component = parseComponent(block.lines);
      const tzid = component.getFirstPropertyValue('tzid');
      if (typeof tzid !== 'string' || zones.has(tzid)) continue;
      zones.set(tzid, new ICAL.Timezone({ component, tzid }));
      calendar.addSubcomponent(component);
    } catch (err) {
      const line = badLine(block.lines) ?? block.lines[0];
      problems.push({ source, record: `line ${line.no}`, message: `VTIMEZONE: ${message(err)}` });
    }
  }
  return zones;
}

const recordName = (block: Block) => {
  const uid = rawValue(block.lines, 'UID');
  return uid ? `VEVENT ${uid}` : `line ${block.lines[0].no}`;
};

/** One VEVENT, parsed on its own under the calendar (for its VTIMEZONEs); a bad one is a problem. */
function readBlock(
  block: Block,
  calendar: Component,
  ctx: ZoneContext,
  source: string,
  problems: Problems
): EventDraft | null {
  const record = recordName(block);
  if (block.broken) {
    problems.push({ source, record, message: `line ${block.broken.no}: ${block.broken.message}` });
    return null;
  }
  const { lines, repaired } = repairDates(block.lines);
  const notes = [
    ...(repaired.dates.length
      ? [`dates written without VALUE=DATE (line ${repaired.dates.join(', ')}): read as dates`]
      : []),
    ...(repaired.times.length
      ? [`times marked VALUE=DATE (line ${repaired.times.join(', ')}): read as times`]
      : []),
  ];
  try {
    return readVevent(parseComponent(lines, calendar), ctx, notes);
  } catch (err) {
    const line = err instanceof VeventProblem ? undefined : badLine(lines);
    const where = line ? `line ${line.no} (${line.text.slice(0, 60)}): ` : '';
    problems.push({ source, record, message: `${where}${message(err)}` });
    return null;
  }
}

/** A calendar cut into its components, its zones read: what is left is to read each VEVENT. */
interface Opened {
  source: string;
  calendar: Component;
  ctx: ZoneContext;
  vevents: Block[];
  problems: Problems;
}

function open(text: string, source: string, options: IcalOptions): Opened | ImportBatch {
  const lines = unfold(text);
  const refusal = notIcal(lines);
  if (refusal) return unreadableBatch(source, refusal);
  const problems: Problems = [];
  // A feed cut short (a dropped connection, a full disk) reads as fewer events, not as an error:
  // said, so that a subscription does not take the missing events for deleted ones.
  if (!lines.some((line) => /^END:VCALENDAR\s*$/i.test(line.text)))
    problems.push({
      source,
      message: 'the calendar ends before END:VCALENDAR: it may be cut short',
    });
  const { header, blocks } = splitCalendar(lines);
  const calendar = calendarOf(header, source, problems);
  const ctx: ZoneContext = {
    calendarZone: ianaZone(String(calendar.getFirstPropertyValue('x-wr-timezone') ?? '')),
    siteZone: options.siteZone,
    vtimezones: zonesOf(blocks, calendar, source, problems),
  };
  const vevents = blocks.filter((b) => b.name === 'VEVENT');
  return { source, calendar, ctx, vevents, problems };
}

const readOne = (o: Opened, block: Block) =>
  readBlock(block, o.calendar, o.ctx, o.source, o.problems);

function close(o: Opened, drafts: EventDraft[]): ImportBatch {
  const events = assemble(drafts, o.ctx, o.source, o.problems);
  return {
    namespace: ICAL_NAMESPACE,
    records: [...linkedRecords(drafts, events), ...events],
    problems: o.problems,
  };
}

function read(text: string, source: string, options: IcalOptions): ImportBatch {
  const opened = open(text, source, options);
  if (!('vevents' in opened)) return opened;
  const drafts = opened.vevents.map((b) => readOne(opened, b)).filter((d): d is EventDraft => !!d);
  return close(opened, drafts);
}

/** Each venue, organizer and category once, in the order records are written (IMPORT_ORDER). */
function linkedRecords(drafts: EventDraft[], events: ImportRecord[]): ImportRecord[] {
  const kept = new Set(events.map((e) => e.remoteId));
  const byKey = new Map<string, ImportRecord>();
  for (const draft of drafts.filter((d) => kept.has(d.record.remoteId))) {
    for (const r of draft.linked) {
      const key = `${r.kind}|${r.remoteId}`;
      const first = byKey.get(key);
      // The same LOCATION with GEO on one event only: the venue takes the coordinates.
      if (first && first.args.geo_lat === undefined && r.args.geo_lat !== undefined)
        first.args = { ...first.args, geo_lat: r.args.geo_lat, geo_lng: r.args.geo_lng };
      if (!first) byKey.set(key, { ...r, args: { ...r.args } });
    }
  }
  const order = (r: ImportRecord) => IMPORT_ORDER.indexOf(r.kind);
  return [...byKey.values()].sort((a, b) => order(a) - order(b));
}

/** Reads an iCalendar text; `source` (URL or file) names it in problems. Never throws. */
export function readIcal(text: string, source: string, options: IcalOptions): ImportBatch {
  try {
    return read(typeof text === 'string' ? text : '', source, options);
  } catch (err) {
    return unreadableBatch(source, `unreadable: ${message(err)}`);
  }
}

/**
 * readIcal for a server that goes on answering: the same reading, handing the event loop its turn
 * between VEVENTs every few milliseconds (utils/yield-slices.ts). A calendar of 1,500 series takes
 * most of a second to read.
 */
export async function readIcalSliced(
  text: string,
  source: string,
  options: IcalOptions
): Promise<ImportBatch> {
  try {
    const opened = open(typeof text === 'string' ? text : '', source, options);
    if (!('vevents' in opened)) return opened;
    const pause = slices();
    const drafts: EventDraft[] = [];
    for (const block of opened.vevents) {
      await pause();
      const draft = readOne(opened, block);
      if (draft) drafts.push(draft);
    }
    return close(opened, drafts);
  } catch (err) {
    return unreadableBatch(source, `unreadable: ${message(err)}`);
  }
}
