/**
 * The fields of docs/api.md §13 on an event record: additions after TEC's keys, so a TEC client
 * sees its own record unchanged. `online_url` is protected like the description: a locked
 * password-protected event does not tell where to join it.
 */
import { DateTime } from 'luxon';
import { attendanceOf, eventStatusOf } from '../../domain/event-status';
import type { EventRow } from '../../domain/types';
import { normalizeTimezone, toWall } from '../../utils/dates';
import { renderHtml } from '../../utils/html';

/** A stored instant as a DateTime, whatever the driver answered (Date, ISO text, epoch ms). */
export function instantOf(value: string | Date | number | null | undefined): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  const dt =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : typeof value === 'number' || /^\d+$/.test(value)
        ? DateTime.fromMillis(Number(value))
        : DateTime.fromISO(String(value).replace(' ', 'T'), { zone: 'utc' });
  return dt.isValid ? dt : null;
}

/** The start before the last move, as a wall time in the event's zone (TEC's date format). */
export function previousStart(e: EventRow): DateTime | null {
  const at = instantOf(e.previousStartUtc);
  return at ? at.setZone(normalizeTimezone(e.timezone) ?? 'UTC') : null;
}

export function statusFields(e: EventRow, open: boolean) {
  const before = previousStart(e);
  return {
    event_status: eventStatusOf(e.eventStatus),
    event_status_reason: open ? renderHtml(e.eventStatusReason ?? null) : '',
    previous_start_date: before ? toWall(before) : null,
    attendance_mode: attendanceOf(e.attendanceMode),
    online_url: open ? (e.onlineUrl ?? '') : '',
  };
}
