/**
 * The Content Manager's input for an event's `startUtc` and `endUtc` (issue #28): the instant is
 * stored in UTC, but editors see and type it as the wall time in the event's own `timezone`, labelled
 * with the zone — as the calendar page and the API show it (docs/api.md §7). Strapi's own datetime
 * input works in the browser's zone, so a 19:00 Europe/Brussels event read 18:00 in a UTC browser.
 * All-day events take dates only: the start at 00:00:00, the end at 23:59:59 (the API's widening).
 *
 * When the editor changes the zone, the wall time on screen stays and the instant moves (Google
 * Calendar's behaviour): "19:00" typed before the zone was set means 19:00 in the zone chosen.
 *
 * Put in place of the datetime input by the edit view's layout hook (field-inputs.ts); the value
 * it writes is the ISO instant Strapi's own input writes.
 */
import * as React from 'react';
import { Box, DatePicker, Field, Flex, TimePicker, Typography } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { trad } from '../utils/translate';
import { isKnownZone, pad, wallInZone, wallToUtc } from '../utils/wall-time';
import { fieldOf, sibling, useFormValue } from './form-values';

interface WallTimeInputProps {
  name: string;
  label?: React.ReactNode;
  hint?: React.ReactNode;
  labelAction?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** The zone the times are shown in: the event's when the browser knows it, else UTC. */
export function shownZone(named: unknown): { zone: string; unknown: string | null } {
  const zone = typeof named === 'string' ? named.trim() : '';
  if (!zone) return { zone: 'UTC', unknown: null }; // the attribute's default
  return isKnownZone(zone) ? { zone, unknown: null } : { zone: 'UTC', unknown: zone };
}

/** 'HH:MM' of a wall time, as the TimePicker writes it (24-hour, the locale's separator). */
function clockText(locale: string, wall: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return format.format(
    new Date(2000, 0, 1, Number(wall.slice(11, 13)), Number(wall.slice(14, 16)))
  );
}

/** 'HH:MM:00' of what the TimePicker wrote; null when it is no time. */
function clockWall(text: string | undefined): string | null {
  const m = /^(\d{1,2})\D(\d{2})$/.exec(text?.trim() ?? '');
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${pad(Number(m[1]))}:${m[2]}:00`;
}

/** The DatePicker reads a Date's UTC date and answers local midnight of the date picked. */
const pickerDate = (wall: string) => new Date(`${wall.slice(0, 10)}T00:00:00Z`);
const pickedDay = (d: Date) =>
  `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Keeps the wall time when `value` changes without the instant being touched by the editor: the
 * zone changed (the instant moves to the same wall time in the new zone) or the event became
 * all-day (the times go to the day's bounds).
 */
function useKeptWall(
  zone: string,
  allDay: boolean,
  value: string | null,
  dayBound: string,
  write: (wall: string) => void
) {
  const seen = React.useRef({ zone, allDay });
  React.useEffect(() => {
    const was = seen.current;
    seen.current = { zone, allDay };
    // The wall time the editor was looking at: the current instant in the zone it was shown in.
    const shown = value ? wallInZone(new Date(value), was.zone) : null;
    if (!shown) return;
    if (allDay && (was.zone !== zone || !was.allDay)) write(`${shown.slice(0, 10)} ${dayBound}`);
    else if (was.zone !== zone) write(shown);
    // `write` and `value` change with every edit; only a zone or all-day change calls for a write.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zone, allDay]);
}

const WallTimeInput = React.forwardRef<HTMLInputElement, WallTimeInputProps>(
  ({ name, label, hint, labelAction, required, disabled }, ref) => {
    const { formatMessage, locale } = useIntl();
    const field = useField<string | null>(name);
    const { zone, unknown } = shownZone(useFormValue(sibling(name, 'timezone')));
    const allDay = useFormValue(sibling(name, 'allDay')) === true;
    const dayBound = fieldOf(name) === 'endUtc' ? '23:59:59' : '00:00:00';
    const value = typeof field.value === 'string' && field.value ? field.value : null;
    const wall = value ? wallInZone(new Date(value), zone) : null;

    const write = (next: string) => {
      const instant = wallToUtc(next, zone);
      if (instant) field.onChange(name, instant.toISOString());
    };
    useKeptWall(zone, allDay, value, dayBound, write);

    const onDay = (date: Date | undefined) => {
      if (!date) return field.onChange(name, null);
      const time = allDay ? dayBound : (wall?.slice(11) ?? '00:00:00');
      write(`${pickedDay(date)} ${time}`);
    };
    const onClock = (text: string | undefined) => {
      const time = clockWall(text);
      const day = wall?.slice(0, 10) ?? wallInZone(new Date(), zone)?.slice(0, 10);
      if (time && day) write(`${day} ${time}`);
    };
    const groupLabel = typeof label === 'string' ? label : undefined;
    const zoneText = formatMessage(
      unknown
        ? { id: trad('wallTime.unknownZone'), defaultMessage: 'UTC: “{zone}” is not a time zone' }
        : { id: trad('wallTime.zone'), defaultMessage: 'Time zone: {zone}' },
      { zone: unknown ?? zone }
    );

    return (
      <Field.Root name={name} error={field.error} hint={hint} required={required}>
        <Field.Label action={labelAction}>{label}</Field.Label>
        <Flex role="group" aria-label={groupLabel} gap={1} wrap="wrap" data-wall-time={name}>
          <Box flex="1">
            <DatePicker
              ref={ref}
              aria-label={formatMessage({
                id: trad('wallTime.date'),
                defaultMessage: 'Choose date',
              })}
              value={wall ? pickerDate(wall) : undefined}
              onChange={onDay}
              onClear={required ? undefined : () => field.onChange(name, null)}
              clearLabel={formatMessage({ id: 'clearLabel', defaultMessage: 'Clear' })}
              disabled={disabled}
              locale={locale}
            />
          </Box>
          {!allDay && (
            <Box flex="1">
              <TimePicker
                aria-label={formatMessage({
                  id: trad('wallTime.time'),
                  defaultMessage: 'Choose time',
                })}
                value={wall ? clockText(locale, wall) : undefined}
                onChange={onClock}
                disabled={disabled}
              />
            </Box>
          )}
        </Flex>
        <Typography variant="pi" textColor="neutral600" data-wall-zone={unknown ? 'UTC' : zone}>
          {zoneText}
        </Typography>
        <Field.Hint />
        <Field.Error />
      </Field.Root>
    );
  }
);

export default WallTimeInput;
