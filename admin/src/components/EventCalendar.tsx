/**
 * The calendar itself (FullCalendar): month, week, day and list views of the feed's events; click to
 * open an event in the Content Manager, drag or resize to reschedule it, select an empty slot to
 * create one. A failed save puts the event back and says why.
 *
 * Each occurrence of a recurring event is an event of its own (keyed by its id; its documentId is the
 * series' and opens the series, or the exception, in the Content Manager). Dragging or resizing one
 * first asks which occurrences move (ScopeDialog); cancelling puts it back.
 */
import * as React from 'react';
import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventMountArg,
  EventSourceFuncArg,
} from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import nlLocale from '@fullcalendar/core/locales/nl';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCalendarApi } from '../hooks/useCalendarApi';
import { useErrorMessage } from '../hooks/useErrorMessage';
import type {
  CalendarEvent,
  CalendarOptions,
  ScheduleChange,
  Scope,
} from '../../../contracts/calendar';
import type { CalendarView } from '../../../contracts/settings';
import type { CalendarFilters } from '../types';
import type { ColorMap } from '../utils/colors';
import {
  asksScope,
  dayOf,
  editPath,
  moveChange,
  resizeChange,
  slotOf,
  toEventInput,
  type Slot,
} from '../utils/events';
import { trad } from '../utils/translate';
import { CalendarFrame } from './CalendarFrame';
import { CalendarToolbar } from './CalendarToolbar';
import { EventContent, eventTooltip } from './EventContent';
import { ScopeDialog } from './ScopeDialog';

interface Props {
  options: CalendarOptions;
  filters: CalendarFilters;
  colors: ColorMap;
  onSelectSlot(slot: Slot): void;
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [frLocale, nlLocale];
const TIME_GRID_VIEWS = { timeGrid: { contentHeight: 640, scrollTime: '08:00:00' } };
const hour = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
type Changed = EventDropArg | EventResizeDoneArg;

/** A drag or resize of an occurrence, waiting for the editor to say which occurrences it is for. */
interface Pending {
  info: Changed;
  change: ScheduleChange;
}

const eventOf = (info: { event: { extendedProps: Record<string, unknown> } }) =>
  info.event.extendedProps.event as CalendarEvent;

/** Marks for tests and for anyone styling the calendar further. */
function markElement({ el, event }: EventMountArg) {
  const data = event.extendedProps.event as CalendarEvent;
  el.title = eventTooltip(data);
  Object.assign(el.dataset, {
    eventId: String(data.id),
    documentId: data.documentId,
    status: data.status,
    eventStatus: data.eventStatus,
    attendance: data.attendanceMode,
    allDay: String(data.allDay),
    start: data.start,
  });
  if (data.occurrence)
    Object.assign(el.dataset, {
      seriesId: String(data.occurrence.seriesId),
      originalStart: data.occurrence.originalStart,
      changed: String(data.occurrence.changed),
    });
}

export function EventCalendar({ options, filters, colors, onSelectSlot }: Props) {
  const ref = React.useRef<FullCalendar>(null);
  const [title, setTitle] = React.useState('');
  const [view, setView] = React.useState<CalendarView>(options.settings.defaultView);
  const [pending, setPending] = React.useState<Pending | null>(null);
  const api = useCalendarApi();
  const navigate = useNavigate();
  const { formatMessage, locale } = useIntl();
  const { toggleNotification } = useNotification();
  const errorMessage = useErrorMessage();
  const { settings, can } = options;
  const calendar = () => ref.current?.getApi();
  const text = (id: string, defaultMessage: string, values: Record<string, string>) =>
    formatMessage({ id: trad(id), defaultMessage }, values);

  // A new function (new filters or colours) makes FullCalendar fetch again.
  const loadEvents = React.useCallback(
    async (info: EventSourceFuncArg) => {
      if (!filters.statuses.length) return [];
      const events = await api.events({ start: dayOf(info.start), end: dayOf(info.end) }, filters);
      return events.map((event) => toEventInput(event, colors));
    },
    [api, filters, colors]
  );

  async function save(info: Changed, change: ScheduleChange, scope?: Scope) {
    const event = eventOf(info);
    try {
      await api.reschedule(event, change, scope);
      toggleNotification({
        type: 'success',
        message: text('reschedule.saved', '“{title}” rescheduled.', { title: event.title }),
      });
      calendar()?.refetchEvents();
    } catch (error) {
      info.revert();
      const reason = errorMessage(error);
      toggleNotification({
        type: 'danger',
        message: text('reschedule.failed', '“{title}” could not be rescheduled: {reason}', {
          title: event.title,
          reason,
        }),
      });
    }
  }

  /** A single event moves at once; an occurrence waits for the scope. */
  const onChange = (info: Changed, change: ScheduleChange) => {
    if (asksScope(eventOf(info))) setPending({ info, change });
    else void save(info, change);
  };
  const onScope = (scope: Scope) => {
    if (!pending) return;
    setPending(null);
    void save(pending.info, pending.change, scope);
  };
  const onScopeCancel = () => {
    if (!pending) return;
    setPending(null);
    pending.info.revert();
  };

  const onMove = (step: 'prev' | 'today' | 'next') => calendar()?.[step]();
  const onDatesSet = (info: DatesSetArg) => {
    setTitle(info.view.title);
    setView(info.view.type as CalendarView);
  };
  const onClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    navigate(editPath(eventOf(info)));
  };
  const onSelect = (info: DateSelectArg) => {
    calendar()?.unselect();
    onSelectSlot(slotOf(info, settings.newEventMinutes));
  };
  const onLoadFailed = (error: unknown) =>
    toggleNotification({
      type: 'danger',
      message: text('load.failed', 'The events could not be loaded: {reason}', {
        reason: errorMessage(error),
      }),
    });

  return (
    <>
      <CalendarToolbar
        title={title}
        view={view}
        onView={(name) => calendar()?.changeView(name)}
        onMove={onMove}
      />
      <CalendarFrame data-testid="calendar">
        <FullCalendar
          ref={ref}
          plugins={PLUGINS}
          initialView={settings.defaultView}
          headerToolbar={false}
          // No conversion: every event sits at its wall time in its own timezone (utils/events.ts).
          timeZone="UTC"
          locales={LOCALES}
          locale={locale}
          firstDay={settings.firstDay}
          weekends={settings.weekends}
          slotMinTime={hour(settings.dayStartHour)}
          slotMaxTime={hour(settings.dayEndHour)}
          contentHeight="auto"
          // Week and day views scroll inside a fixed height, opening on office hours.
          views={TIME_GRID_VIEWS}
          dayMaxEvents
          eventDisplay="block"
          nowIndicator
          events={loadEvents}
          eventSourceFailure={onLoadFailed}
          editable={can.reschedule}
          eventResizableFromStart
          selectable={can.create}
          defaultTimedEventDuration={{ minutes: settings.newEventMinutes }}
          eventContent={(arg) => <EventContent arg={arg} />}
          eventDidMount={markElement}
          eventClick={onClick}
          eventDrop={(info) =>
            onChange(info, moveChange(info.event, info.oldEvent.allDay, settings.newEventMinutes))
          }
          eventResize={(info) => onChange(info, resizeChange(info.event))}
          select={onSelect}
          datesSet={onDatesSet}
        />
      </CalendarFrame>
      <ScopeDialog
        title={pending ? eventOf(pending.info).title : null}
        onChoose={onScope}
        onCancel={onScopeCancel}
      />
    </>
  );
}
