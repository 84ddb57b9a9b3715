/** The calendar's admin routes (server/src/admin-api/routes.ts), typed, through the admin's fetch client. */
import * as React from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import type { CalendarEvent, CalendarFilters, CalendarOptions, CalendarSettings, ScheduleChange } from '../types';
import type { Slot } from '../utils/events';

type Data<T> = { data: T };

/** The feed's query: lists travel as `a,b` (the admin's client would not encode `a[]=`). */
export function feedQuery(range: { start: string; end: string }, filters: CalendarFilters): string {
  const params = new URLSearchParams({ start: range.start, end: range.end, locale: filters.locale });
  for (const key of ['categories', 'venues', 'organizers', 'statuses'] as const) {
    if (filters[key].length) params.set(key, filters[key].join(','));
  }
  return params.toString();
}

export function useCalendarApi() {
  const { get, put, post } = useFetchClient();
  return React.useMemo(
    () => ({
      options: async (locale?: string) =>
        (await get<Data<CalendarOptions>>(`/calendar/options${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`)).data.data,
      events: async (range: { start: string; end: string }, filters: CalendarFilters) =>
        (await get<Data<CalendarEvent[]>>(`/calendar/events?${feedQuery(range, filters)}`)).data.data,
      reschedule: async (event: Pick<CalendarEvent, 'documentId' | 'locale'>, change: ScheduleChange) =>
        (await put<Data<CalendarEvent>>(`/calendar/events/${event.documentId}/schedule`, { locale: event.locale, ...change })).data.data,
      create: async (locale: string, title: string, slot: Slot) =>
        (await post<Data<CalendarEvent>>('/calendar/events', { locale, title, ...slot })).data.data,
      settings: async () => (await get<Data<CalendarSettings>>('/calendar/settings')).data.data,
      saveSettings: async (settings: CalendarSettings) => (await put<Data<CalendarSettings>>('/calendar/settings', settings)).data.data,
    }),
    [get, put, post]
  );
}
