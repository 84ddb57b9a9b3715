/**
 * One event on the calendar: time, title, the status when it is not published, and a mark on an
 * occurrence of a recurring event (a repeat arrow; a pencil on one changed on its own). A canceled
 * event is struck through; postponed, rescheduled and online events say so (docs/api.md §13).
 */
import type { EventContentArg } from '@fullcalendar/core';
import { ArrowClockwise, Pencil } from '@strapi/icons';
import { useIntl } from 'react-intl';
import type { CalendarEvent } from '../../../contracts/calendar';
import { seriesMark } from '../utils/events';
import { trad } from '../utils/translate';

const MARKS = {
  series: { Icon: ArrowClockwise, id: 'series.repeats', defaultMessage: 'Repeats' },
  changed: { Icon: Pencil, id: 'series.changed', defaultMessage: 'Changed occurrence' },
};

/** The series mark: an icon named for assistive technology (and a tooltip of its own). */
function SeriesMark({ event }: { event: CalendarEvent }) {
  const { formatMessage } = useIntl();
  const kind = seriesMark(event);
  if (!kind) return null;
  const { Icon, id, defaultMessage } = MARKS[kind];
  const label = formatMessage({ id: trad(id), defaultMessage });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-series-mark={kind}
      style={{ display: 'inline-flex', verticalAlign: 'middle', marginInlineEnd: 4, flex: 'none' }}
    >
      <Icon aria-hidden focusable={false} width="1.2rem" height="1.2rem" fill="currentColor" />
    </span>
  );
}

/** What the title says besides itself: the event status when not scheduled, and online attendance. */
function useEventMarks(event: CalendarEvent): string[] {
  const { formatMessage } = useIntl();
  const marks: string[] = [];
  if (event.eventStatus !== 'scheduled' && event.eventStatus !== 'canceled')
    marks.push(
      formatMessage({
        id: trad(`eventStatus.${event.eventStatus}`),
        defaultMessage: event.eventStatus,
      })
    );
  if (event.attendanceMode !== 'offline')
    marks.push(
      formatMessage({
        id: trad(`attendance.${event.attendanceMode}`),
        defaultMessage: event.attendanceMode,
      })
    );
  return marks;
}

export function EventContent({ arg }: { arg: EventContentArg }) {
  const { formatMessage } = useIntl();
  const event = arg.event.extendedProps.event as CalendarEvent;
  const marks = useEventMarks(event);
  const status =
    event.status === 'publish'
      ? null
      : formatMessage({ id: trad(`status.${event.status}`), defaultMessage: event.status });
  const canceled = event.eventStatus === 'canceled';
  return (
    <div className="fc-event-main-frame" style={{ overflow: 'hidden' }}>
      {arg.timeText && <div className="fc-event-time">{arg.timeText}</div>}
      <div className="fc-event-title-container">
        <div className="fc-event-title fc-sticky">
          <SeriesMark event={event} />
          {status && <strong>[{status}] </strong>}
          {marks.map((m) => (
            <em key={m} data-event-mark>
              {m}{' '}
            </em>
          ))}
          {canceled ? (
            <s
              data-event-canceled
              aria-label={`${formatMessage({ id: trad('eventStatus.canceled'), defaultMessage: 'Canceled' })}: ${event.title}`}
            >
              {event.title}
            </s>
          ) : (
            event.title
          )}
        </div>
      </div>
    </div>
  );
}

/** The tooltip: where and in which timezone, since the calendar shows each event at its own local time. */
export function eventTooltip(event: CalendarEvent): string {
  const lines = [
    event.title,
    `${event.start.replace('T', ' ').slice(0, 16)} → ${event.end.replace('T', ' ').slice(0, 16)} (${event.timezone})`,
  ];
  if (event.venue) lines.push(event.venue.name);
  if (event.categories.length) lines.push(event.categories.map((c) => c.name).join(', '));
  return lines.join('\n');
}
