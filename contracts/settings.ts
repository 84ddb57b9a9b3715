/**
 * The contract of Settings → Events Calendar (server/src/admin-api/routes.ts, `/calendar/settings`):
 * the settings editors change, which the server stores and the admin's settings page edits.
 */
import type { PostStatus } from './calendar';

/** FullCalendar's names of the four views the calendar offers. */
export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarSettings {
  defaultView: CalendarView;
  /** 0 = Sunday … 6 = Saturday. */
  firstDay: number;
  /** Statuses the calendar shows until an editor changes the status filter. */
  statuses: PostStatus[];
  weekends: boolean;
  /** Hours shown by the week and day views, [dayStartHour, dayEndHour). */
  dayStartHour: number;
  dayEndHour: number;
  /** Length of an event created by clicking a day (no time range selected). */
  newEventMinutes: number;
}

/** GET /calendar/settings: the stored settings over the defaults. */
export declare namespace GetSettings {
  export interface Response {
    data: CalendarSettings;
  }
}

/** PUT /calendar/settings: every setting, each with its own type; answers what was stored. */
export declare namespace UpdateSettings {
  export interface Request {
    body: CalendarSettings;
  }
  export interface Response {
    data: CalendarSettings;
  }
}
