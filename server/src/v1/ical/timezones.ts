/**
 * VTIMEZONE definitions for the iCalendar feed (RFC 5545 §3.6.5: every TZID used must be defined
 * in the calendar). They come from timezones-ical-library, which builds them from the IANA
 * database with libical's vzic and follows its releases; nothing about a zone's rules is written here.
 */
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

const known = new Set(tzlib_get_timezones() as string[]);

/** The VTIMEZONE block of an IANA zone, or null when the library has none. */
export function vtimezone(zone: string): string | null {
  // Asked only for zones it knows: the library logs an error for any other name.
  if (!known.has(zone)) return null;
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/**
 * A whole-hour fixed offset (`UTC+2`, luxon's spelling of TEC's manual offsets) is the IANA zone
 * `Etc/GMT-2` — POSIX signs, inverted — which every client knows by name.
 */
function ianaName(zone: string): string {
  const fixed = /^UTC([+-])(\d{1,2})$/.exec(zone);
  return fixed ? `Etc/GMT${fixed[1] === '+' ? '-' : '+'}${Number(fixed[2])}` : zone;
}

/**
 * The TZID an event's times are written in: the IANA zone of its `timezone` as the library
 * defines it (an alias like Asia/Calcutta comes back under its canonical TZID). Null for UTC,
 * written with `Z`, and for what no IANA zone names (`UTC+5:30`): then the same instants in UTC.
 */
export function tzidOf(zone: string): string | null {
  if (zone === 'UTC' || zone === 'Etc/UTC') return null;
  const block = vtimezone(ianaName(zone));
  const tzid = block?.match(/\r\nTZID:([^\r\n]+)\r\n/)?.[1];
  return tzid && known.has(tzid) ? tzid : null;
}
