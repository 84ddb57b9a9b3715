/** The recurrence field's texts (translations/*.json, `recurrence.*`) and its dates in the editor's language. */
import * as React from 'react';
import { useIntl } from 'react-intl';
import { trad } from '../../utils/translate';
import { WEEKDAYS, type Weekday } from './rule-form';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** A wall time read as UTC, so that formatting it with `timeZone: 'UTC'` shows it as it is. */
const wallDate = (wall: string) =>
  new Date(`${wall.slice(0, 10)}T${wall.slice(11, 19) || '00:00:00'}Z`);

export function useTexts() {
  const { formatMessage, locale } = useIntl();
  return React.useMemo(() => {
    const text = (id: string, defaultMessage: string, values?: Values) =>
      formatMessage({ id: trad(`recurrence.${id}`), defaultMessage }, values);
    const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const shortWeekdayFormat = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      timeZone: 'UTC',
    });
    const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    const dayTimeFormat = new Intl.DateTimeFormat(locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const timeFormat = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    const mondayBased = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
    return {
      text,
      locale,
      weekday: (day: Weekday) => weekdayFormat.format(mondayBased(day)),
      shortWeekday: (day: Weekday) => shortWeekdayFormat.format(mondayBased(day)),
      month: (month: number) => monthFormat.format(new Date(Date.UTC(2024, month - 1, 1))),
      /** A date list's entry or an occurrence's start: the day, and the time unless all-day. */
      wall: (wall: string, allDay: boolean) =>
        (allDay ? dayFormat : dayTimeFormat).format(wallDate(wall)),
      /** An occurrence: "Tuesday 5 January 2027, 19:00 – 21:00" (the end's day when it differs). */
      span: (start: string, end: string, allDay: boolean) => {
        if (allDay)
          return start.slice(0, 10) === end.slice(0, 10)
            ? dayFormat.format(wallDate(start))
            : `${dayFormat.format(wallDate(start))} – ${dayFormat.format(wallDate(end))}`;
        const to =
          start.slice(0, 10) === end.slice(0, 10)
            ? timeFormat.format(wallDate(end))
            : dayTimeFormat.format(wallDate(end));
        return `${dayTimeFormat.format(wallDate(start))} – ${to}`;
      },
    };
  }, [formatMessage, locale]);
}

export type Texts = ReturnType<typeof useTexts>;
