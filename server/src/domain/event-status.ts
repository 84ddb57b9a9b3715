/**
 * What an event says about itself beyond its dates (docs/api.md §13): whether it happens as
 * planned, and where people attend. The values are schema.org's (EventStatusType,
 * EventAttendanceModeEnumeration) in the API's snake case; shared by the wire layer and the
 * services, importing neither.
 */
import {
  ATTENDANCE_MODES,
  EVENT_STATUSES,
  type AttendanceMode,
  type EventStatus,
} from '../../../contracts/calendar';

// The value lists live with the admin's contract, which the calendar page shares.
export { ATTENDANCE_MODES, EVENT_STATUSES, type AttendanceMode, type EventStatus };

/** schema.org's names, for JSON-LD. */
export const SCHEMA_ORG_STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  canceled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  moved_online: 'https://schema.org/EventMovedOnline',
};

export const SCHEMA_ORG_ATTENDANCE: Record<AttendanceMode, string> = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
};

/** A stored value, or the default for rows written before the field existed (NULL). */
export const eventStatusOf = (v: unknown): EventStatus =>
  EVENT_STATUSES.find((status) => status === v) ?? 'scheduled';
export const attendanceOf = (v: unknown): AttendanceMode =>
  ATTENDANCE_MODES.find((mode) => mode === v) ?? 'offline';

/** Whether people attend online (an online URL then belongs in JSON-LD and the feed). */
export const attendsOnline = (mode: AttendanceMode, status: EventStatus): boolean =>
  mode !== 'offline' || status === 'moved_online';
