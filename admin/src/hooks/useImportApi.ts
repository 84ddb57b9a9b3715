/**
 * The Import page's and the subscriptions' admin routes (server/src/admin-api/routes.ts), typed by
 * contracts/import-admin.ts, through the admin's fetch client.
 */
import * as React from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import type { ImportRunInput, SubscriptionInput } from '../../../contracts/calendar';
import type {
  GetImportOptions,
  CancelImportRun,
  GetImportRun,
  GetImportRuns,
  GetSubscriptions,
  SaveSubscription,
  StartImportRun,
} from '../../../contracts/import-admin';

/**
 * A file goes as multipart form data, which the server streams to disk (a JSON body is capped at
 * 1 MB by Strapi's body parser, far below the size an import may read); a URL as JSON.
 */
function startBody(input: ImportRunInput): ImportRunInput | FormData {
  if (!input.file) return input;
  const form = new FormData();
  const { file, ...fields } = input;
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value));
  form.append('file', new Blob([file.text], { type: 'text/calendar' }), file.name);
  return form;
}

export function useImportApi() {
  const { get, post, put, del } = useFetchClient();
  return React.useMemo(
    () => ({
      options: async (locale?: string) =>
        (
          await get<GetImportOptions.Response>(
            `/calendar/import-options${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`
          )
        ).data.data,
      start: async (input: ImportRunInput) =>
        (await post<StartImportRun.Response>('/calendar/import-runs', startBody(input))).data.data,
      run: async (id: number) =>
        (await get<GetImportRun.Response>(`/calendar/import-runs/${id}`)).data.data,
      cancel: async (id: number) =>
        (await post<CancelImportRun.Response>(`/calendar/import-runs/${id}/cancel`)).data.data,
      runs: async () => (await get<GetImportRuns.Response>('/calendar/import-runs')).data.data,
      subscriptions: async () =>
        (await get<GetSubscriptions.Response>('/calendar/subscriptions')).data.data,
      saveSubscription: async (input: SubscriptionInput, id?: number) =>
        (id
          ? await put<SaveSubscription.Response>(`/calendar/subscriptions/${id}`, input)
          : await post<SaveSubscription.Response>('/calendar/subscriptions', input)
        ).data.data,
      removeSubscription: async (id: number) => {
        await del(`/calendar/subscriptions/${id}`);
      },
      refreshSubscription: async (id: number) =>
        (await post<SaveSubscription.Response>(`/calendar/subscriptions/${id}/refresh`)).data.data,
    }),
    [get, post, put, del]
  );
}

/** The import options of one language (the default one until a language is picked). */
export function useImportOptions(locale?: string) {
  const api = useImportApi();
  const [options, setOptions] = React.useState<GetImportOptions.Response['data'] | null>(null);
  const [error, setError] = React.useState<unknown>(null);
  React.useEffect(() => {
    let current = true;
    api.options(locale).then(
      (loaded) => current && setOptions(loaded),
      (failure) => current && setError(failure)
    );
    return () => {
      current = false;
    };
  }, [api, locale]);
  return { options, error };
}
