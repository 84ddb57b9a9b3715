/**
 * Between the feed's events and FullCalendar's. The calendar runs with `timeZone: 'UTC'` so that it
 * converts nothing: each event is drawn at its wall time in its own timezone (as TEC shows events),
 * and the UTC fields of FullCalendar's Dates are those wall times.
 */
import type { EventInput } from '@fullcalendar/core';
import type {
  CalendarEvent,
  RescheduleBody,
  ScheduleChange,
  Scope,
} from '../../../contracts/calendar';
import { eventColor, type ColorMap } from './colors';

/** `day` (YYYY-MM-DD) moved by `n` days; plain UTC arithmetic, as wall dates have no timezone. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export const wallOf = (date: Date) => date.toISOString().slice(0, 19);
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const plusMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60000);

/**
 * FullCalendar's id of an event: the occurrence's id, which for a single event is the event's own.
 * Not its documentId: the occurrences of a series share it (the series', or an exception's).
 */
export const eventId = (event: Pick<CalendarEvent, 'id'>) => String(event.id);

/** How an event is marked: an occurrence of a series, one changed on its own (an exception), or neither. */
export type SeriesMark = 'series' | 'changed' | null;

export const seriesMark = (event: Pick<CalendarEvent, 'occurrence'>): SeriesMark =>
  event.occurrence ? (event.occurrence.changed ? 'changed' : 'series') : null;

const SERIES_CLASSES: Record<Exclude<SeriesMark, null>, string[]> = {
  series: ['calendar-occurrence'],
  changed: ['calendar-occurrence', 'calendar-occurrence-changed'],
};

/** Whether a drag or a resize of the event must first ask which occurrences it is for. */
export const asksScope = (event: Pick<CalendarEvent, 'occurrence'>) => event.occurrence !== null;

export function toEventInput(event: CalendarEvent, colors: ColorMap): EventInput {
  const color = eventColor(event, colors);
  const mark = seriesMark(event);
  return {
    id: eventId(event),
    title: event.title,
    // All-day events are stored up to 23:59:59 of their last day; FullCalendar's end is exclusive.
    start: event.allDay ? event.start.slice(0, 10) : event.start,
    end: event.allDay ? addDays(event.end.slice(0, 10), 1) : event.end,
    allDay: event.allDay,
    editable: event.editable,
    backgroundColor: color,
    borderColor: color,
    textColor: '#ffffff',
    classNames: [`calendar-status-${event.status}`, ...(mark ? SERIES_CLASSES[mark] : [])],
    extendedProps: { event },
  };
}

/** What FullCalendar reports of an event after a drop or a resize. */
export interface Placed {
  start: Date | null;
  end: Date | null;
  allDay: boolean;
}

/**
 * A drop: only the new start, so the server keeps the length, unless the event moved between the
 * all-day row and the time slots (then it becomes one day, or `newEventMinutes` long).
 */
export function moveChange(
  placed: Placed,
  wasAllDay: boolean,
  newEventMinutes: number
): ScheduleChange {
  if (!placed.start) throw new Error('A dropped event has a start');
  if (placed.allDay)
    return wasAllDay
      ? { start: dayOf(placed.start) }
      : { start: dayOf(placed.start), allDay: true };
  if (!wasAllDay) return { start: wallOf(placed.start) };
  return {
    start: wallOf(placed.start),
    end: wallOf(plusMinutes(placed.start, newEventMinutes)),
    allDay: false,
  };
}

/** A resize: the new start and end (for all-day events the last day, inclusive). */
export function resizeChange(placed: Placed): ScheduleChange {
  if (!placed.start || !placed.end) throw new Error('A resized event has a start and an end');
  if (placed.allDay) return { start: dayOf(placed.start), end: addDays(dayOf(placed.end), -1) };
  return { start: wallOf(placed.start), end: wallOf(placed.end) };
}

/**
 * The body of PUT /calendar/events/:documentId/schedule. An occurrence names itself and the
 * occurrences the change is for (`this` unless told); a single event moves by its documentId alone.
 */
export function rescheduleBody(
  event: Pick<CalendarEvent, 'id' | 'locale' | 'occurrence'>,
  change: ScheduleChange,
  scope: Scope = 'this'
): RescheduleBody {
  const body: RescheduleBody = { locale: event.locale, ...change };
  return event.occurrence ? { ...body, occurrence: event.id, scope } : body;
}

/** A slot to create an event on: what POST /calendar/events takes besides the language and title. */
export type Slot = Required<ScheduleChange>;

/** A selected empty slot: whole days, or a time range; a click on one time slot gets `newEventMinutes`. */
export function slotOf(
  selection: { start: Date; end: Date; allDay: boolean },
  newEventMinutes: number,
  slotMinutes = 30
): Slot {
  if (selection.allDay)
    return { start: dayOf(selection.start), end: addDays(dayOf(selection.end), -1), allDay: true };
  const minutes = (selection.end.getTime() - selection.start.getTime()) / 60000;
  const end =
    minutes <= slotMinutes ? plusMinutes(selection.start, newEventMinutes) : selection.end;
  return { start: wallOf(selection.start), end: wallOf(end), allDay: false };
}

/** The Content Manager's edit view of one language version (relative to the admin's base URL). */
export const editPath = (event: Pick<CalendarEvent, 'documentId' | 'locale'>) =>
  `/content-manager/collection-types/plugin::calendar.event/${event.documentId}?plugin[i18n][locale]=${event.locale}`;
