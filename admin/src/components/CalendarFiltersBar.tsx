/** The language picker and the filters by category, venue, organizer, status, event status and attendance. */
import {
  Box,
  Field,
  Flex,
  MultiSelect,
  MultiSelectOption,
  SingleSelect,
  SingleSelectOption,
} from '@strapi/design-system';
import { useIntl } from 'react-intl';
import {
  ATTENDANCE_MODES,
  EVENT_STATUSES,
  POST_STATUSES,
  type CalendarOptions,
  type Named,
} from '../../../contracts/calendar';
import type { CalendarFilters } from '../types';
import { trad } from '../utils/translate';

interface Props {
  options: CalendarOptions;
  filters: CalendarFilters;
  onChange(filters: CalendarFilters): void;
}

type ListKey = 'categories' | 'venues' | 'organizers';
type ValueKey = 'statuses' | 'eventStatuses' | 'attendanceModes';

/** The language's own name in the admin's language ("French", "Français"), the code when unknown. */
export function useLanguageName() {
  const { locale } = useIntl();
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return (code: string) => names.of(code) ?? code;
}

function Filter(props: {
  label: string;
  name: string;
  choices: Array<{ value: string; label: string }>;
  value: string[];
  onChange(value: string[]): void;
}) {
  const labelOf = new Map(props.choices.map((c) => [c.value, c.label]));
  return (
    <Box minWidth="18rem">
      <Field.Root name={props.name}>
        <Field.Label>{props.label}</Field.Label>
        <MultiSelect
          value={props.value}
          onChange={props.onChange}
          onClear={() => props.onChange([])}
          customizeContent={(values) => (values ?? []).map((v) => labelOf.get(v) ?? v).join(', ')}
        >
          {props.choices.map((c) => (
            <MultiSelectOption key={c.value} value={c.value}>
              {c.label}
            </MultiSelectOption>
          ))}
        </MultiSelect>
      </Field.Root>
    </Box>
  );
}

const named = (list: Named[]) => list.map((n) => ({ value: n.documentId, label: n.name }));

export function CalendarFiltersBar({ options, filters, onChange }: Props) {
  const { formatMessage } = useIntl();
  const languageName = useLanguageName();
  const text = (id: string, defaultMessage: string) =>
    formatMessage({ id: trad(id), defaultMessage });
  const list = (key: ListKey, label: string) => (
    <Filter
      label={label}
      name={key}
      choices={named(options.choices[key])}
      value={filters[key]}
      onChange={(value) => onChange({ ...filters, [key]: value })}
    />
  );
  /** A filter by one of the fixed value lists, each value labelled by its translation. */
  const values = (key: ValueKey, all: readonly string[], prefix: string, label: string) => (
    <Filter
      label={label}
      name={key}
      choices={all.map((v) => ({ value: v, label: text(`${prefix}.${v}`, v) }))}
      value={filters[key]}
      onChange={(value) => onChange({ ...filters, [key]: value })}
    />
  );

  return (
    <Flex gap={4} wrap="wrap" alignItems="flex-end" paddingBottom={4}>
      <Box minWidth="14rem">
        <Field.Root name="locale">
          <Field.Label>{text('filters.language', 'Language')}</Field.Label>
          <SingleSelect
            value={filters.locale}
            onChange={(value) => onChange({ ...filters, locale: String(value) })}
          >
            {options.languages.map((code) => (
              <SingleSelectOption key={code} value={code}>
                {languageName(code)}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Field.Root>
      </Box>
      {list('categories', text('filters.categories', 'Categories'))}
      {list('venues', text('filters.venues', 'Venues'))}
      {list('organizers', text('filters.organizers', 'Organizers'))}
      {values('statuses', POST_STATUSES, 'status', text('filters.statuses', 'Statuses'))}
      {values(
        'eventStatuses',
        EVENT_STATUSES,
        'eventStatus',
        text('filters.eventStatuses', 'Event status')
      )}
      {values(
        'attendanceModes',
        ATTENDANCE_MODES,
        'attendance',
        text('filters.attendanceModes', 'Attendance')
      )}
    </Flex>
  );
}
