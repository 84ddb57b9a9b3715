/**
 * iCalendar times as this API's dates: wall times `YYYY-MM-DD HH:mm:ss` in the event's timezone
 * (docs/api.md §7.2), which is what the event create route reads a naive date as.
 *
 * RFC 5545 §3.3.5 has three forms of DATE-TIME: with a TZID (a wall time in a zone a VTIMEZONE
 * defines), UTC (`Z`) and floating (neither: "the same hour wherever you are"). The reader keeps a
 * TZID that names an IANA zone, so the API applies the IANA rules to the wall times as written.
 */
import ICAL from 'ical.js';
import { DateTime, FixedOffsetZone } from 'luxon';
import { normalizeTimezone, toWall, type Wall } from '../../utils/dates';

export type Time = InstanceType<typeof ICAL.Time>;
export type Property = InstanceType<typeof ICAL.Property>;
export type Component = InstanceType<typeof ICAL.Component>;
export type Timezone = InstanceType<typeof ICAL.Timezone>;

export interface ZoneContext {
  /** X-WR-TIMEZONE (Google's and Apple's calendar-wide zone) when it names an IANA zone. */
  calendarZone: string | null;
  siteZone: string;
  /** The calendar's VTIMEZONEs by TZID (the first of duplicates, as ical.js takes it). */
  vtimezones: Map<string, Timezone>;
}

/** The zone a VEVENT's times are read in, and what had to be assumed to choose it. */
export interface EventZone {
  zone: string;
  allDay: boolean;
  warning?: string;
}

/**
 * An IANA zone a TZID names, canonically cased. Old Mozilla and libical exports prefix it with a
 * path (`/mozilla.org/20050126_1/Europe/Berlin`, `/freeassociation.sourceforge.net/Europe/Berlin`).
 */
export function ianaZone(tzid: string | undefined | null): string | null {
  if (!tzid) return null;
  const parts = tzid.trim().split('/');
  for (let i = 0; i < parts.length - 1 || i === 0; i++) {
    const name = parts.slice(i).join('/');
    // Offsets ('+02:00') and TEC's 'UTC+2' are not TZIDs; only a real zone name counts here.
    if (/^[A-Za-z]/.test(name) && !/^UTC[+-]/i.test(name)) {
      const zone = normalizeTimezone(name);
      if (zone) return zone === 'Etc/UTC' ? 'UTC' : zone;
    }
  }
  return null;
}

export const tzidOf = (prop: Property): string | undefined => {
  const v = prop.getParameter('tzid');
  return typeof v === 'string' ? v : Array.isArray(v) ? v[0] : undefined;
};

export const isUtc = (t: Time) => t.zone === ICAL.Timezone.utcTimezone;

const fields = (t: Time) => ({
  year: t.year,
  month: t.month,
  day: t.day,
  hour: t.isDate ? 0 : t.hour,
  minute: t.isDate ? 0 : t.minute,
  second: t.isDate ? 0 : t.second,
});

/** The value as written, ignoring its zone. */
export const writtenWall = (t: Time): Wall =>
  toWall(DateTime.fromObject(fields(t), { zone: 'utc' }));
export const dateWall = (t: Time): Wall => `${writtenWall(t).slice(0, 10)} 00:00:00`;

/** The instant a value names; a floating one (or one in a zone nobody defines) in `fallback`. */
export function instantOf(t: Time, tzid: string | undefined, ctx: ZoneContext, fallback: string) {
  if (isUtc(t)) return DateTime.fromObject(fields(t), { zone: 'utc' });
  const iana = ianaZone(tzid);
  if (iana) return DateTime.fromObject(fields(t), { zone: iana });
  const vtz = tzid ? ctx.vtimezones.get(tzid) : undefined;
  if (vtz) {
    const local = new ICAL.Time({ ...fields(t), isDate: false }, vtz);
    return DateTime.fromSeconds(local.toUnixTime(), { zone: 'utc' });
  }
  return DateTime.fromObject(fields(t), { zone: fallback });
}

/** A VTIMEZONE and an IANA zone agree when a wall time in winter and in summer names the same instants in both. */
function agrees(vtz: Timezone, zone: string, t: Time, ctx: ZoneContext): boolean {
  const tzid = vtz.tzid;
  return [0, 182].every((days) => {
    const shifted = t.clone();
    shifted.adjust(days, 0, 0, 0);
    const a = instantOf(shifted, tzid, ctx, 'utc');
    const b = DateTime.fromObject(fields(shifted), { zone });
    return a.toMillis() === b.toMillis();
  });
}

/**
 * A TZID that is no IANA name (Outlook writes Windows names, "W. Europe Standard Time"; some
 * programs invent their own) with its VTIMEZONE: ical.js gives the instants; the zone stored is the
 * calendar's X-WR-TIMEZONE or the site's when that zone has the same offsets, else the fixed offset
 * the event starts at (its occurrences then keep that offset across DST: said in the warning).
 */
function zoneForVtimezone(tzid: string, vtz: Timezone, t: Time, ctx: ZoneContext): EventZone {
  const known = [ctx.calendarZone, ctx.siteZone].filter((z): z is string => !!z);
  const same = known.find((zone) => agrees(vtz, zone, t, ctx));
  if (same)
    return {
      zone: same,
      allDay: false,
      warning: `time zone "${tzid}" is not an IANA name: read as ${same}, which has the same offsets`,
    };
  const at = instantOf(t, tzid, ctx, 'utc');
  const minutes = Math.round(
    (DateTime.fromObject(fields(t), { zone: 'utc' }).toMillis() - at.toMillis()) / 60000
  );
  const zone = FixedOffsetZone.instance(minutes).name;
  return {
    zone,
    allDay: false,
    warning: `time zone "${tzid}" is not an IANA name and matches no known zone: read as the fixed offset ${zone}`,
  };
}

/**
 * The zone of an event from its DTSTART.
 * - A date (all-day): the calendar's zone, else the site's; dates have no zone (RFC 5545 §3.3.4).
 * - UTC (`Z`): Google writes every single event in UTC and names the calendar's zone in
 *   X-WR-TIMEZONE, so a single event takes that zone (same instant, the wall time its organiser
 *   saw). A series with an RRULE stays in UTC: RFC 5545 §3.3.10 repeats a rule in DTSTART's zone,
 *   and moving it to a zone with DST would move half its occurrences by an hour.
 * - Floating: the calendar's zone, else the site's, with a warning.
 */
export function eventZone(prop: Property, t: Time, ctx: ZoneContext, byRule: boolean): EventZone {
  const local = ctx.calendarZone ?? ctx.siteZone;
  if (t.isDate) return { zone: local, allDay: true };
  if (isUtc(t)) return { zone: byRule ? 'UTC' : (ctx.calendarZone ?? 'UTC'), allDay: false };
  const tzid = tzidOf(prop);
  const iana = ianaZone(tzid);
  if (iana) return { zone: iana, allDay: false };
  const vtz = tzid ? ctx.vtimezones.get(tzid) : undefined;
  if (tzid && vtz) return zoneForVtimezone(tzid, vtz, t, ctx);
  const warning = tzid
    ? `unknown time zone "${tzid}" (no VTIMEZONE defines it): dates read in ${local}`
    : `dates without a time zone: read in ${local}`;
  return { zone: local, allDay: false, warning };
}

/**
 * Any time value as a wall time in the event's zone (a date: its midnight). In an all-day series a
 * date-time names the day it is written on, in its own zone: Outlook writes the RECURRENCE-ID and
 * EXDATE of an all-day series as midnights in a Windows zone (`TZID=W. Europe Standard
 * Time:20270111T000000`), which moved to a zone west of it would fall on the day before.
 */
export function wallIn(prop: Property, t: Time, ev: EventZone, ctx: ZoneContext): Wall {
  if (t.isDate || ev.allDay) return dateWall(t);
  const tzid = tzidOf(prop);
  const floating = !isUtc(t) && !tzid;
  if (floating || (!isUtc(t) && ianaZone(tzid) === ev.zone)) return writtenWall(t);
  return toWall(instantOf(t, tzid, ctx, ev.zone).setZone(ev.zone));
}

/**
 * A date in a timed series (`EXDATE;VALUE=DATE`) names that day's occurrence (ical.js and Google
 * exclude by day); a date-time in an all-day series names its day.
 */
export function alignedWall(wall: Wall, ev: EventZone, start: Wall): Wall {
  if (ev.allDay) return `${wall.slice(0, 10)} 00:00:00`;
  return wall.endsWith(' 00:00:00') && !start.endsWith(' 00:00:00')
    ? `${wall.slice(0, 10)} ${start.slice(11)}`
    : wall;
}

const lastSecond = (wall: Wall) => `${wall.slice(0, 10)} 23:59:59`;

/**
 * The end as this API stores it. All-day: DTEND is exclusive (RFC 5545 §3.6.1), the API stores the
 * last day's 23:59:59 (docs/api.md §7.2) and our feed writes DTEND as the day after that last day
 * (docs/api.md §9.2), so a feed read back gives the same days. Without DTEND: DURATION, else one
 * day for a date and no length for a date-time (RFC 5545 §3.6.1).
 */
export function endWall(vevent: Component, start: Wall, ev: EventZone, ctx: ZoneContext): Wall {
  const dtend = vevent.getFirstProperty('dtend');
  const startAt = DateTime.fromSQL(start, { zone: ev.allDay ? 'utc' : ev.zone });
  if (dtend) {
    const end = dtend.getFirstValue() as Time;
    const wall = ev.allDay ? dateWall(end) : wallIn(dtend, end, ev, ctx);
    if (!ev.allDay) return wall;
    const last = DateTime.fromSQL(wall, { zone: 'utc' }).minus({ days: 1 });
    return lastSecond(toWall(DateTime.max(last, startAt)));
  }
  const duration = vevent.getFirstPropertyValue('duration') as InstanceType<
    typeof ICAL.Duration
  > | null;
  if (ev.allDay) {
    const days = duration ? duration.weeks * 7 + duration.days : 1;
    return lastSecond(toWall(startAt.plus({ days: Math.max(days, 1) - 1 })));
  }
  if (!duration) return start;
  // RFC 5545 §3.3.6: weeks and days are nominal (same wall time), hours and less exact.
  const sign = duration.isNegative ? -1 : 1;
  const nominal = startAt.plus({ weeks: sign * duration.weeks, days: sign * duration.days });
  const exact = { hours: duration.hours, minutes: duration.minutes, seconds: duration.seconds };
  return toWall(sign > 0 ? nominal.plus(exact) : nominal.minus(exact));
}
