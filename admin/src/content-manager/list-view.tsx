/**
 * The Content Manager's list of the calendar's records (issue #28): an event's start and end as
 * wall times in its own time zone, named under the time; statuses in words, in the cells and in the
 * filters. (Trashed records out of the default list: TrashFilter.tsx.)
 */
import * as React from 'react';
import { InputRenderer } from '@strapi/strapi/admin';
import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { adminIntl } from '../utils/admin-intl';
import { calendarKind, type Kind } from './kinds';
import { shownZone } from './WallTimeInput';
import { isWorded, valueWord } from './words';

type Row = Record<string, unknown>;
interface Header {
  name: string;
  cellFormatter?: (row: Row, header: Header) => React.ReactNode;
}
interface ListLayout {
  options?: unknown;
}

/** Start or end of an event: the date (and time, unless all-day) in its zone, the zone below. */
function WallTimeCell({ row, field }: { row: Row; field: string }) {
  const { locale } = useIntl();
  const value = row[field];
  if (typeof value !== 'string' || !value) return <Typography textColor="neutral800">-</Typography>;
  const { zone } = shownZone(row.timezone);
  const allDay = row.allDay === true;
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(allDay ? {} : { timeStyle: 'short' }),
    timeZone: zone,
  }).format(new Date(value));
  return (
    <div data-wall-cell={field}>
      <Typography textColor="neutral800" tag="div">
        {text}
      </Typography>
      <Typography variant="pi" textColor="neutral600" tag="div">
        {zone}
      </Typography>
    </div>
  );
}

function WordCell({ field, value }: { field: string; value: unknown }) {
  const intl = useIntl();
  return (
    <Typography textColor="neutral800">
      {typeof value === 'string' && value ? valueWord(intl, field, value) : '-'}
    </Typography>
  );
}

function cellFor(kind: Kind, name: string): Header['cellFormatter'] {
  if (kind === 'event' && (name === 'startUtc' || name === 'endUtc'))
    return (row) => <WallTimeCell row={row} field={name} />;
  if (isWorded(name)) return (row) => <WordCell field={name} value={row[name]} />;
  return undefined;
}

/** `Admin/CM/pages/ListView/inject-column-in-table`. */
export function calendarColumns<T extends { displayedHeaders: Header[]; layout: ListLayout }>(
  args: T
): T {
  const kind = calendarKind(args.layout.options);
  if (!kind) return args;
  const displayedHeaders = args.displayedHeaders.map((header) => {
    const cellFormatter = cellFor(kind, header.name);
    return cellFormatter ? { ...header, cellFormatter } : header;
  });
  return { ...args, displayedHeaders };
}

interface Filter {
  name: string;
  options?: Array<{ label?: string; value: string }>;
  input?: unknown;
}

/** `Admin/CM/pages/ListView/inject-in-filters`: values of the worded fields in words. */
export function calendarFilters<T extends { displayedFilters: Filter[]; layout: ListLayout }>(
  args: T
): T {
  if (!calendarKind(args.layout.options)) return args;
  const intl = adminIntl();
  const displayedFilters = args.displayedFilters.map((filter) =>
    isWorded(filter.name) && filter.options
      ? {
          ...filter,
          // Strapi's own input, named as the filter's input: only then does the chip show the
          // option's label ("Status is not Trash") rather than the stored value.
          input: InputRenderer,
          options: filter.options.map((o) => ({
            ...o,
            label: valueWord(intl, filter.name, o.value),
          })),
        }
      : filter
  );
  return { ...args, displayedFilters };
}
