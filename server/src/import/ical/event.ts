/**
 * One VEVENT as an event record: the arguments of this API's event create route (docs/api.md §7.2,
 * §12 recurrence, §13 status and attendance), its venue, organizer and categories as records of
 * their own, linked by remote id.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import type { ImportRecord } from '../../domain/import';
import type { Wall } from '../../utils/dates';
import {
  alignedWall,
  endWall,
  eventZone,
  wallIn,
  type Component,
  type EventZone,
  type Property,
  type Time,
  type ZoneContext,
} from './dates';
import { categoryRecords, organizerRecord, venueRecord } from './places';
import { descriptionHtml } from './text';

/** A VEVENT that cannot become an event (no DTSTART...): reported, never thrown out of readIcal. */
export class VeventProblem extends Error {}

export interface EventDraft {
  uid: string;
  record: ImportRecord;
  /** The venue, organizer and categories the event links. */
  linked: ImportRecord[];
  zone: EventZone;
  start: Wall;
  sequence: number;
  /** RECURRENCE-ID (RFC 5545 §3.8.4.4): the occurrence of the series `uid` this VEVENT replaces. */
  recurrenceId?: { written: string; prop: Property; time: Time };
}

const text = (vevent: Component, name: string) =>
  String(vevent.getFirstPropertyValue(name) ?? '').trim();

/** Everything after the property's parameters: the value exactly as the file has it. */
const written = (prop: Property) => {
  const line = prop.toICALString();
  return line.slice(line.lastIndexOf(':') + 1);
};

/**
 * UID is required (RFC 5545 §3.8.4.7) but hand-written files omit it: a hash of DTSTART and
 * SUMMARY is stable across runs of the same file (a changed time or title makes a new event).
 */
function identity(vevent: Component, warnings: string[]): string {
  const uid = text(vevent, 'uid');
  if (uid) return uid;
  const dtstart = vevent.getFirstProperty('dtstart');
  const key = `${dtstart ? dtstart.toICALString() : ''}\n${text(vevent, 'summary')}`;
  warnings.push('no UID: the event is known by a hash of its DTSTART and SUMMARY');
  return `ical-${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
}

const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol) && value.length <= 255;
  } catch {
    return false;
  }
};

/** URL (RFC 5545 §3.8.4.6) as `website`, which the API takes only as an absolute http(s) URL. */
function website(vevent: Component, warnings: string[]): Record<string, string> {
  const url = text(vevent, 'url');
  if (!url) return {};
  if (isHttpUrl(url)) return { website: url };
  warnings.push(`URL "${url.slice(0, 80)}" is not an absolute http(s) URL: no website`);
  return {};
}

/**
 * RFC 7986 CONFERENCE (our feed writes it, docs/api.md §13), else Google Meet's and Teams' own
 * properties: the online URL. With a LOCATION too, people attend both ways.
 */
function attendance(vevent: Component, hasVenue: boolean): Record<string, string> {
  const conferences = vevent.getAllProperties('conference');
  const video = conferences.find((p) => /video/i.test(String(p.getParameter('feature') ?? '')));
  const urls = [video, ...conferences]
    .filter((p): p is Property => !!p)
    .map((p) => String(p.getFirstValue() ?? '').trim());
  urls.push(text(vevent, 'x-google-conference'), text(vevent, 'x-microsoft-skypeteamsmeetingurl'));
  const url = urls.find(isHttpUrl);
  return url ? { attendance_mode: hasVenue ? 'mixed' : 'online', online_url: url } : {};
}

/** RRULE, RDATE and EXDATE as docs/api.md §12.2's object: rules without `RRULE:`, wall times. */
function recurrence(
  vevent: Component,
  zone: EventZone,
  start: Wall,
  ctx: ZoneContext,
  warnings: string[]
) {
  const recurs = vevent
    .getAllProperties('rrule')
    .map((p) => p.getFirstValue() as InstanceType<typeof ICAL.Recur>);
  // Calendar Labs writes an empty `RRULE:` on every single event: no rule, said once.
  const rules = recurs.filter((r) => r.freq).map((r) => r.toString());
  if (rules.length < recurs.length) warnings.push('an RRULE without FREQ is ignored');
  const dates = (name: string) => {
    const walls = vevent.getAllProperties(name).flatMap((p) =>
      p.getValues().map((v) => {
        // RDATE;VALUE=PERIOD: the occurrence starts at the period's start (its length is the series').
        const t = v instanceof ICAL.Period ? v.start : (v as Time);
        if (v instanceof ICAL.Period)
          warnings.push('RDATE periods: the occurrence keeps the series’ length');
        return alignedWall(wallIn(p, t, zone, ctx), zone, start);
      })
    );
    return [...new Set(walls)].sort();
  };
  const rdates = dates('rdate');
  const exdates = dates('exdate');
  if (rules.length === 0 && rdates.length === 0) {
    if (exdates.length) warnings.push('EXDATE without RRULE or RDATE is ignored');
    return {};
  }
  return { recurrence: { rules, rdates, exdates } };
}

function recurrenceIdOf(vevent: Component): EventDraft['recurrenceId'] {
  const prop = vevent.getFirstProperty('recurrence-id');
  if (!prop) return undefined;
  return { written: written(prop), prop, time: prop.getFirstValue() as Time };
}

/** Reads one VEVENT; throws VeventProblem for what cannot be an event, ical.js errors for bad lines. */
/**
 * RFC 5545 §3.8.1.3 CLASS: PRIVATE and CONFIDENTIAL events (Google's secret-address feeds carry
 * them) are not for the public: WordPress's `private` status, seen only by editors.
 */
function statusOf(vevent: Component): 'publish' | 'private' {
  const access = text(vevent, 'class').toUpperCase();
  return access === 'PRIVATE' || access === 'CONFIDENTIAL' ? 'private' : 'publish';
}

export function readVevent(vevent: Component, ctx: ZoneContext, notes: string[] = []): EventDraft {
  const warnings = [...notes];
  const uid = identity(vevent, warnings);
  const dtstart = vevent.getFirstProperty('dtstart');
  if (!dtstart) throw new VeventProblem('no DTSTART: an event needs a start');
  const t = dtstart.getFirstValue() as Time;
  const byRule = vevent
    .getAllProperties('rrule')
    .some((p) => (p.getFirstValue() as { freq?: string }).freq);
  const zone = eventZone(dtstart, t, ctx, byRule);
  if (zone.warning) warnings.push(zone.warning);
  const start = wallIn(dtstart, t, zone, ctx);
  let end = endWall(vevent, start, zone, ctx);
  if (end < start) {
    warnings.push('ends before it starts: the end is the start');
    end = start;
  }
  const venue = venueRecord(vevent);
  const organizer = organizerRecord(vevent);
  const categories = categoryRecords(vevent);
  if (!venue && vevent.hasProperty('geo'))
    warnings.push('GEO without LOCATION: no venue to carry it');
  const recurrenceId = recurrenceIdOf(vevent);
  const title = text(vevent, 'summary');
  const description = descriptionHtml(vevent);
  const args: Record<string, unknown> = {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    start_date: start,
    end_date: end,
    timezone: zone.zone,
    all_day: zone.allDay,
    ...website(vevent, warnings),
    ...(text(vevent, 'status').toUpperCase() === 'CANCELLED' ? { event_status: 'canceled' } : {}),
    ...attendance(vevent, !!venue),
    ...(recurrenceId ? {} : recurrence(vevent, zone, start, ctx, warnings)),
    status: statusOf(vevent),
  };
  const remoteId = recurrenceId ? `${uid}#${recurrenceId.written}` : uid;
  const links = {
    ...(venue ? { venue: venue.remoteId } : {}),
    ...(organizer ? { organizers: [organizer.remoteId] } : {}),
    ...(categories.length ? { categories: categories.map((c) => c.remoteId) } : {}),
  };
  return {
    uid,
    record: {
      kind: 'event',
      remoteId,
      label: `event ${remoteId} “${title}”`,
      args,
      ...(Object.keys(links).length ? { links } : {}),
      ...(warnings.length ? { warnings } : {}),
    },
    linked: [venue, organizer, ...categories].filter((r): r is ImportRecord => !!r),
    zone,
    start,
    sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0) || 0,
    recurrenceId,
  };
}
