/**
 * Rescheduling from the calendar (drag to move, resize to change the length): the new UTC instants
 * of an event from the wall times the calendar shows. Pure: the service runs it inside the write's
 * transaction, on the stored row it has just read.
 *
 * The calendar draws every event at its wall time in its own timezone, so what it sends back is wall
 * time in that timezone too; the timezone itself never changes here.
 */
import { DateTime, type Duration } from 'luxon';
import { errors } from '@strapi/utils';
import type { ScheduleChange } from '../../../contracts/calendar';
import {
  dayEnd,
  dayStart,
  normalizeTimezone,
  toWall,
  wallToDateTime,
  type Wall,
} from '../utils/dates';

/** `2027-01-05`, `2027-01-05T18:30` or `2027-01-05T18:30:00` (a space instead of the T too). */
export const WALL_INPUT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$/;

export interface StoredSchedule {
  startLocal: Wall;
  endLocal: Wall;
  allDay: boolean;
  timezone: string;
}

export interface NewSchedule {
  startUtc: Date;
  endUtc: Date;
  allDay: boolean;
}

/** Length given to an all-day event dropped into a time slot (FullCalendar's default too). */
const TIMED_DEFAULT = { hours: 1 };

function parseWall(value: string, zone: string, field: 'start' | 'end'): DateTime {
  const dt = WALL_INPUT.test(value) ? DateTime.fromISO(value.replace(' ', 'T'), { zone }) : null;
  if (!dt?.isValid) throw new errors.ValidationError(`${field} is not a valid date`, { field });
  return dt;
}

/** Wall-clock arithmetic: 19:00–21:00 stays 19:00–21:00 on its new day, across a DST change too. */
const asWall = (wall: Wall) => DateTime.fromSQL(wall, { zone: 'utc' });
const wallLength = (stored: StoredSchedule): Duration =>
  asWall(stored.endLocal).diff(asWall(stored.startLocal));
const plusWall = (start: DateTime, length: Duration, zone: string) =>
  wallToDateTime(toWall(asWall(toWall(start)).plus(length)), zone);

function endOfMove(
  start: DateTime,
  stored: StoredSchedule,
  allDay: boolean,
  zone: string
): DateTime {
  if (allDay === stored.allDay) return plusWall(start, wallLength(stored), zone);
  return allDay ? start : start.plus(TIMED_DEFAULT);
}

/** All-day events are stored as 00:00:00 of the first day to 23:59:59 of the last, as the REST API does. */
function finish(start: DateTime, end: DateTime, allDay: boolean, zone: string): NewSchedule {
  const from = allDay ? wallToDateTime(dayStart(start), zone) : start;
  const to = allDay ? wallToDateTime(dayEnd(end), zone) : end;
  // Unlike the REST API, which follows TEC in silently moving such an end to the start, a drag or a
  // selection that produced one is a bug worth telling the editor about.
  if (to < from)
    throw new errors.ValidationError('The end of an event cannot be before its start', {
      field: 'end',
    });
  return { startUtc: from.toJSDate(), endUtc: to.toJSDate(), allDay };
}

/** The schedule after a move or a resize. Throws a ValidationError (400) for an unreadable date or an end before the start. */
export function nextSchedule(
  stored: StoredSchedule,
  change: ScheduleChange,
  fallbackZone: string
): NewSchedule {
  const zone = normalizeTimezone(stored.timezone) ?? fallbackZone;
  const allDay = change.allDay ?? stored.allDay;
  const start = parseWall(change.start, zone, 'start');
  const end =
    change.end !== undefined
      ? parseWall(change.end, zone, 'end')
      : endOfMove(start, stored, allDay, zone);
  return finish(start, end, allDay, zone);
}

/** The schedule of an event created on a selected slot, in `zone` (the site timezone). */
export function newSchedule(slot: Required<ScheduleChange>, zone: string): NewSchedule {
  return finish(
    parseWall(slot.start, zone, 'start'),
    parseWall(slot.end, zone, 'end'),
    slot.allDay,
    zone
  );
}
