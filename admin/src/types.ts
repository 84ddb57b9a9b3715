/**
 * The calendar page's own state. What the admin routes take and answer is in contracts/ at the root
 * of the repository, shared with the server: import those types from there, never copy them here.
 */
import type { AttendanceMode, EventStatus, PostStatus } from '../../contracts/calendar';

/** The filters an editor picks; documentIds, so they survive switching the language. */
export interface CalendarFilters {
  locale: string;
  categories: string[];
  venues: string[];
  organizers: string[];
  statuses: PostStatus[];
  /** Empty: every event status, every attendance mode. */
  eventStatuses: EventStatus[];
  attendanceModes: AttendanceMode[];
}
