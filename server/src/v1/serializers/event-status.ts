/**
 * The fields of docs/api.md §13 on an event record: additions after TEC's keys, so a TEC client
 * sees its own record unchanged. `online_url` is protected like the description: a locked
 * password-protected event does not tell where to join it.
 */
import type { DateTime } from 'luxon';
import { attendanceOf, eventStatusOf } from '../../domain/event-status';
import type { EventRow } from '../../domain/types';
import { instantOf, normalizeTimezone, toWall } from '../../utils/dates';
import { renderHtml } from '../../utils/html';

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
