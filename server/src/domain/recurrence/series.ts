/**
 * An anchor read once into what expansion needs: the zone, DTSTART as an instant, the length of
 * each occurrence, and the "key" every date of the series is compared by.
 *
 * Keys: a timed series' keys are the instants (ms) of its occurrences. An all-day series is a
 * series of dates, which no DST change can move, so it is computed in UTC and its keys are the UTC
 * midnights of its dates; the event's zone only enters when an occurrence is built.
 */
import type { Zone } from 'luxon';
import { RecurrenceError, type Anchor, type Occurrence, type Wall } from './types';
import {
  addDays,
  isoWithOffset,
  msWall,
  temporalZoneId,
  toInstant,
  toLocalWall,
  wallMs,
  zoneOf,
} from './zone';

const DAY = 86_400_000;

export interface Series {
  anchor: Anchor;
  zone: Zone;
  allDay: boolean;
  /** Key of DTSTART. */
  startKey: number;
  /** DTSTART as rrule-temporal takes it: ISO with offset and bracketed zone. */
  dtstart: { timeZoneId: string; toString(): string };
  /** Timed series whose start wall falls in a DST gap: the wall time the other days keep. */
  gapTime?: { hour: number; minute: number; second: number };
  /** Timed: exact length of every occurrence (RFC 5545 §3.8.5.3, DTEND gives a duration). */
  durationMs: number;
  /** All-day: how many days after its start day an occurrence ends. */
  dayCount: number;
}

export function readAnchor(anchor: Anchor): Series | RecurrenceError {
  const zone = zoneOf(anchor.timezone);
  if (zone === null) return new RecurrenceError('invalid', `Unknown time zone ${anchor.timezone}.`);
  const start = wallMs(anchor.start);
  const end = wallMs(anchor.end);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) {
    return new RecurrenceError('invalid', 'The event needs a valid start and an end after it.');
  }
  return anchor.allDay ? allDaySeries(anchor, zone) : timedSeries(anchor, zone);
}

function allDaySeries(anchor: Anchor, zone: Zone): Series {
  const startKey = dateKey(anchor.start);
  const dtstart = `${anchor.start.slice(0, 10)}T00:00:00+00:00[UTC]`;
  return {
    anchor,
    zone,
    allDay: true,
    startKey,
    dtstart: { timeZoneId: 'UTC', toString: () => dtstart },
    durationMs: 0,
    dayCount: Math.round((dateKey(anchor.end) - startKey) / DAY),
  };
}

function timedSeries(anchor: Anchor, zone: Zone): Series {
  const startKey = toInstant(anchor.start, zone);
  const local = toLocalWall(startKey, zone);
  const zoneId = temporalZoneId(zone);
  const dtstart = `${isoWithOffset(startKey, zone)}[${zoneId}]`;
  const [hour, minute, second] = anchor.start.slice(11).split(':').map(Number);
  return {
    anchor,
    zone,
    allDay: false,
    startKey,
    dtstart: { timeZoneId: zoneId, toString: () => dtstart },
    // A start in a gap moved forward (02:30 → 03:30); the series still means 02:30 on other days.
    gapTime: local === anchor.start ? undefined : { hour, minute, second },
    durationMs: durationOf(anchor, zone, startKey),
    dayCount: 0,
  };
}

/**
 * End − start in absolute time. A start in a gap moves forward and can pass an end written just
 * after it (02:30–03:00 on the night clocks jump to 03:00): the written wall length is meant then.
 */
function durationOf(anchor: Anchor, zone: Zone, startKey: number): number {
  const exact = toInstant(anchor.end, zone) - startKey;
  return exact >= 0 ? exact : wallMs(anchor.end) - wallMs(anchor.start);
}

/** UTC midnight of a wall's date: the key of an all-day date. */
export function dateKey(wall: Wall): number {
  return Math.floor(wallMs(wall) / DAY) * DAY;
}

/** The key of a wall time of this series (NaN when the wall is malformed). */
export function keyOf(series: Series, wall: Wall): number {
  return series.allDay ? dateKey(wall) : toInstant(wall, series.zone);
}

/** The wall a key stands for, in the event's zone ('YYYY-MM-DD 00:00:00' for all-day). */
export function wallOf(series: Series, key: number): Wall {
  return series.allDay ? msWall(key) : toLocalWall(key, series.zone);
}

/** The real start instant of the occurrence at `key`. */
export function startOf(series: Series, key: number): number {
  return series.allDay ? toInstant(allDayStart(series, key), series.zone) : key;
}

function allDayStart(series: Series, key: number): Wall {
  return `${msWall(key).slice(0, 10)} ${series.anchor.start.slice(11)}`;
}

export function occurrenceAt(series: Series, key: number): Occurrence {
  if (series.allDay) {
    // Same number of days and the same end wall time as the event (23:59:59 stays 23:59:59).
    const startLocal = allDayStart(series, key);
    const endDate = addDays(msWall(key), series.dayCount).slice(0, 10);
    const endLocal = `${endDate} ${series.anchor.end.slice(11)}`;
    const startUtc = new Date(toInstant(startLocal, series.zone));
    const endUtc = new Date(toInstant(endLocal, series.zone));
    return { original: startLocal, startUtc, endUtc, startLocal, endLocal };
  }
  const startLocal = toLocalWall(key, series.zone);
  const end = key + series.durationMs;
  const endLocal = toLocalWall(end, series.zone);
  return {
    original: startLocal,
    startUtc: new Date(key),
    endUtc: new Date(end),
    startLocal,
    endLocal,
  };
}
