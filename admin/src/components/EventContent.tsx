/** One event on the calendar: time, title, and the status when it is not published. */
import type { EventContentArg } from '@fullcalendar/core';
import { useIntl } from 'react-intl';
import type { CalendarEvent } from '../../../contracts/calendar';
import { trad } from '../utils/translate';

export function EventContent({ arg }: { arg: EventContentArg }) {
  const { formatMessage } = useIntl();
  const event = arg.event.extendedProps.event as CalendarEvent;
  const status =
    event.status === 'publish'
      ? null
      : formatMessage({ id: trad(`status.${event.status}`), defaultMessage: event.status });
  return (
    <div className="fc-event-main-frame" style={{ overflow: 'hidden' }}>
      {arg.timeText && <div className="fc-event-time">{arg.timeText}</div>}
      <div className="fc-event-title-container">
        <div className="fc-event-title fc-sticky">
          {status && <strong>[{status}] </strong>}
          {event.title}
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
