/** The calendar's admin routes (server/src/admin-api/routes.ts), typed, through the admin's fetch client. */
import * as React from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import type {
  CalendarEvent,
  CreateEvent,
  GetEvents,
  GetOptions,
  RescheduleEvent,
  ScheduleChange,
  Scope,
} from '../../../contracts/calendar';
import type { GetSettings, UpdateSettings } from '../../../contracts/settings';
import type { CalendarFilters } from '../types';
import { rescheduleBody, type Slot } from '../utils/events';

/** The feed's query: lists travel as `a,b` (the admin's client would not encode `a[]=`). */
export function feedQuery(range: { start: string; end: string }, filters: CalendarFilters): string {
  const params = new URLSearchParams({
    start: range.start,
    end: range.end,
    locale: filters.locale,
  });
  const lists = [
    'categories',
    'venues',
    'organizers',
    'statuses',
    'eventStatuses',
    'attendanceModes',
  ] as const;
  for (const key of lists) {
    if (filters[key].length) params.set(key, filters[key].join(','));
  }
  return params.toString();
}

export function useCalendarApi() {
  const { get, put, post } = useFetchClient();
  return React.useMemo(
    () => ({
      options: async (locale?: string) =>
        (
          await get<GetOptions.Response>(
            `/calendar/options${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`
          )
        ).data.data,
      events: async (range: { start: string; end: string }, filters: CalendarFilters) =>
        (await get<GetEvents.Response>(`/calendar/events?${feedQuery(range, filters)}`)).data.data,
      /** A move or resize; on an occurrence of a series, for `scope` (utils/events.ts rescheduleBody). */
      reschedule: async (
        event: Pick<CalendarEvent, 'id' | 'documentId' | 'locale' | 'occurrence'>,
        change: ScheduleChange,
        scope?: Scope
      ) => {
        const body: RescheduleEvent.Request['body'] = rescheduleBody(event, change, scope);
        return (
          await put<RescheduleEvent.Response>(`/calendar/events/${event.documentId}/schedule`, body)
        ).data.data;
      },
      create: async (locale: string, title: string, slot: Slot) => {
        const body: CreateEvent.Request['body'] = { locale, title, ...slot };
        return (await post<CreateEvent.Response>('/calendar/events', body)).data.data;
      },
      settings: async () => (await get<GetSettings.Response>('/calendar/settings')).data.data,
      saveSettings: async (settings: UpdateSettings.Request['body']) =>
        (await put<UpdateSettings.Response>('/calendar/settings', settings)).data.data,
    }),
    [get, put, post]
  );
}
