/** What the calendar's admin routes answer (server/src/admin-api: feed.ts, settings.ts, controllers). */

export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface Named {
  documentId: string;
  name: string;
}

/** An event as the feed sends it: wall times (`YYYY-MM-DDTHH:MM:SS`) in the event's own timezone. */
export interface CalendarEvent {
  id: number;
  documentId: string;
  locale: string;
  title: string;
  status: PostStatus;
  allDay: boolean;
  timezone: string;
  start: string;
  end: string;
  categories: Named[];
  venue: Named | null;
  organizers: Named[];
  editable: boolean;
}

export interface CalendarSettings {
  defaultView: CalendarView;
  firstDay: number;
  statuses: PostStatus[];
  weekends: boolean;
  dayStartHour: number;
  dayEndHour: number;
  newEventMinutes: number;
}

export interface FilterChoices {
  categories: Named[];
  venues: Named[];
  organizers: Named[];
}

export interface CalendarOptions {
  /** The language these choices are in. */
  locale: string;
  languages: string[];
  settings: CalendarSettings;
  choices: FilterChoices;
  can: { reschedule: boolean; create: boolean };
}

/** The filters an editor picks; documentIds, so they survive switching the language. */
export interface CalendarFilters {
  locale: string;
  categories: string[];
  venues: string[];
  organizers: string[];
  statuses: PostStatus[];
}

/** Body of a reschedule: wall times in the event's timezone; for all-day events `end` is the last day. */
export interface ScheduleChange {
  start: string;
  end?: string;
  allDay?: boolean;
}
