/**
 * The page's options for one language: the languages, the settings, the filter choices and what this
 * admin may do. The first call names no language and gets the default one.
 */
import * as React from 'react';
import type { CalendarOptions } from '../../../contracts/calendar';
import { useCalendarApi } from './useCalendarApi';

export function useCalendarOptions(locale: string | null) {
  const api = useCalendarApi();
  const [options, setOptions] = React.useState<CalendarOptions | null>(null);
  const [error, setError] = React.useState<unknown>(null);

  React.useEffect(() => {
    let current = true;
    api.options(locale ?? undefined).then(
      (loaded) => current && setOptions(loaded),
      (failure) => current && setError(failure)
    );
    return () => {
      current = false;
    };
  }, [api, locale]);

  return { options, error };
}
