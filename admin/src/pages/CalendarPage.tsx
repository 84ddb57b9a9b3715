/**
 * Plugins → Calendar: the editors' calendar. Needs plugin::calendar.read (the menu link and this page
 * check it; the server checks it again, with the Content Manager's permissions, on every request).
 */
import * as React from 'react';
import { isFetchError, Layouts, Page } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { CalendarFiltersBar, useLanguageName } from '../components/CalendarFiltersBar';
import { CategoryLegend } from '../components/CategoryLegend';
import { CreateEventModal } from '../components/CreateEventModal';
import { EventCalendar } from '../components/EventCalendar';
import { useCalendarOptions } from '../hooks/useCalendarOptions';
import { PERMISSIONS } from '../permissions';
import type { CalendarOptions } from '../../../contracts/calendar';
import type { CalendarFilters } from '../types';
import { categoryColors } from '../utils/colors';
import type { Slot } from '../utils/events';
import { trad } from '../utils/translate';

const initialFilters = (options: CalendarOptions): CalendarFilters => ({
  locale: options.locale,
  categories: [],
  venues: [],
  organizers: [],
  statuses: options.settings.statuses,
  eventStatuses: [],
  attendanceModes: [],
});

function CalendarScreen() {
  const { formatMessage } = useIntl();
  const languageName = useLanguageName();
  const [filters, setFilters] = React.useState<CalendarFilters | null>(null);
  const { options, error } = useCalendarOptions(filters?.locale ?? null);
  const [slot, setSlot] = React.useState<Slot | null>(null);
  // Keyed by the categories' documentIds: a language switch keeps the colours (and does not refetch).
  const categories = options?.choices.categories ?? [];
  const colorKey = categories
    .map((c) => c.documentId)
    .sort()
    .join();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const colors = React.useMemo(() => categoryColors(categories), [colorKey]);

  React.useEffect(() => {
    if (options && !filters) setFilters(initialFilters(options));
  }, [options, filters]);

  // 403: the calendar action without the Content Manager's permission to read events.
  if (error)
    return isFetchError(error) && error.status === 403 ? <Page.NoPermissions /> : <Page.Error />;
  if (!options || !filters) return <Page.Loading />;
  const text = (id: string, defaultMessage: string) =>
    formatMessage({ id: trad(id), defaultMessage });

  return (
    <Page.Main>
      <Page.Title>{text('page.title', 'Calendar')}</Page.Title>
      <Layouts.Header
        title={text('page.title', 'Calendar')}
        subtitle={
          options.can.reschedule
            ? text(
                'page.subtitle',
                'Each event at its own local time. Drag to move, drag an edge to change the length, select empty days or hours to create an event.'
              )
            : text(
                'page.subtitle.readonly',
                'Each event at its own local time. Click an event to open it.'
              )
        }
      />
      <Layouts.Content>
        <CalendarFiltersBar options={options} filters={filters} onChange={setFilters} />
        <CategoryLegend categories={options.choices.categories} colors={colors} />
        <EventCalendar options={options} filters={filters} colors={colors} onSelectSlot={setSlot} />
        <CreateEventModal
          slot={slot}
          locale={filters.locale}
          languageName={languageName(filters.locale)}
          onClose={() => setSlot(null)}
        />
      </Layouts.Content>
    </Page.Main>
  );
}

const CalendarPage = () => (
  <Page.Protect permissions={PERMISSIONS.read}>
    <CalendarScreen />
  </Page.Protect>
);

export default CalendarPage;
