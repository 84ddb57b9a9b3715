/**
 * An event's dates as this API's write takes them (docs/api.md §7.2): TEC's `start_date` and
 * `end_date` are wall times in the event's `timezone`, which is what the write reads them as.
 */
import { normalizeTimezone } from '../../utils/dates';
import { MapError } from './map-common';
import { bool, type Raw } from './text';

const WALL = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

const wall = (v: unknown) => (typeof v === 'string' && WALL.test(v) ? v : undefined);
const instant = (utcWall: string) => `${utcWall.replace(' ', 'T')}Z`;

function required(rec: Raw, name: 'start_date' | 'end_date') {
  const value = wall(rec[name]);
  if (!value) throw new MapError(`no ${name.replace('_', ' ')} (${JSON.stringify(rec[name])})`);
  return value;
}

/**
 * Without a timezone this API would read the wall times in its own site timezone, moving the
 * event if the sites differ. TEC shows `""` when none was stored, and a zone PHP knows may be
 * one luxon does not: then the UTC times are sent with their offset (the instants are kept, in the
 * site timezone), except for all-day events, whose days matter more than their instants.
 */
export function scheduleArgs(rec: Raw, warnings: string[]): Raw {
  const start = required(rec, 'start_date');
  const end = required(rec, 'end_date');
  const allDay = bool(rec.all_day);
  const zone = typeof rec.timezone === 'string' ? rec.timezone : '';
  if (normalizeTimezone(zone))
    return { start_date: start, end_date: end, timezone: zone, all_day: allDay };
  const [utcStart, utcEnd] = [wall(rec.utc_start_date), wall(rec.utc_end_date)];
  if (allDay || !utcStart || !utcEnd) {
    warnings.push(`no usable timezone ("${zone}"): its wall times are read in the site timezone`);
    return { start_date: start, end_date: end, all_day: allDay };
  }
  warnings.push(`no usable timezone ("${zone}"): its UTC times are kept, in the site timezone`);
  return { start_date: instant(utcStart), end_date: instant(utcEnd), all_day: allDay };
}
