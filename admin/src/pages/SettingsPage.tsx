/**
 * Settings → Events Calendar → Calendar: how the calendar opens for every editor (stored in the
 * database; needs plugin::calendar.settings). The server validates every value again.
 */
import * as React from 'react';
import {
  Box,
  Button,
  Field,
  Grid,
  MultiSelect,
  MultiSelectOption,
  NumberInput,
  SingleSelect,
  SingleSelectOption,
  Toggle,
} from '@strapi/design-system';
import { Check } from '@strapi/icons';
import { isFetchError, Layouts, Page, useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { useCalendarApi } from '../hooks/useCalendarApi';
import { useErrorMessage } from '../hooks/useErrorMessage';
import { PERMISSIONS } from '../permissions';
import { POST_STATUSES, type PostStatus } from '../../../contracts/calendar';
import { CALENDAR_VIEWS, type CalendarSettings } from '../../../contracts/settings';
import { trad } from '../utils/translate';

type Errors = Partial<Record<keyof CalendarSettings, string>>;

/** Field errors from the server's validation error (`details.errors[].path`). */
function fieldErrors(error: unknown): Errors {
  if (!isFetchError(error)) return {};
  const details = error.response?.data?.error?.details as
    { errors?: Array<{ path: string[]; message: string }> } | undefined;
  return Object.fromEntries(
    (details?.errors ?? []).map((e) => [e.path[0] ?? 'dayEndHour', e.message])
  );
}

/** Sunday … Saturday in the admin's language (0 = Sunday, as FullCalendar counts). */
function useWeekdays() {
  const { locale } = useIntl();
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return [0, 1, 2, 3, 4, 5, 6].map((day) => format.format(new Date(Date.UTC(2024, 0, 7 + day))));
}

const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

function SettingsForm({ initial }: { initial: CalendarSettings }) {
  const { formatMessage } = useIntl();
  const api = useCalendarApi();
  const { toggleNotification } = useNotification();
  const errorMessage = useErrorMessage();
  const weekdays = useWeekdays();
  const [values, setValues] = React.useState(initial);
  const [errors, setErrors] = React.useState<Errors>({});
  const [saving, setSaving] = React.useState(false);
  const text = (id: string, defaultMessage: string) =>
    formatMessage({ id: trad(id), defaultMessage });
  const set =
    <K extends keyof CalendarSettings>(key: K) =>
    (value: CalendarSettings[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  async function save() {
    setSaving(true);
    try {
      setValues(await api.saveSettings(values));
      setErrors({});
      toggleNotification({ type: 'success', message: text('settings.saved', 'Settings saved.') });
    } catch (error) {
      setErrors(fieldErrors(error));
      toggleNotification({ type: 'danger', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  const field = (
    key: keyof CalendarSettings,
    label: string,
    input: React.ReactNode,
    hint?: string
  ) => (
    <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
      <Field.Root name={key} error={errors[key]} hint={hint}>
        <Field.Label>{label}</Field.Label>
        {input}
        <Field.Hint />
        <Field.Error />
      </Field.Root>
    </Grid.Item>
  );
  const hourSelect = (key: 'dayStartHour' | 'dayEndHour', from: number, to: number) => (
    <SingleSelect value={values[key]} onChange={(v) => set(key)(Number(v))}>
      {hours(from, to).map((h) => (
        <SingleSelectOption
          key={h}
          value={h}
        >{`${String(h).padStart(2, '0')}:00`}</SingleSelectOption>
      ))}
    </SingleSelect>
  );

  return (
    <>
      <Layouts.Header
        title={text('settings.title', 'Calendar settings')}
        subtitle={text('settings.subtitle', 'How the editors’ calendar opens, for every editor.')}
        primaryAction={
          <Button startIcon={<Check />} loading={saving} onClick={save}>
            {text('settings.save', 'Save')}
          </Button>
        }
      />
      <Layouts.Content>
        <Box background="neutral0" padding={6} shadow="tableShadow" hasRadius>
          <Grid.Root gap={6}>
            {field(
              'defaultView',
              text('settings.defaultView', 'Default view'),
              <SingleSelect
                value={values.defaultView}
                onChange={(v) => set('defaultView')(v as CalendarSettings['defaultView'])}
              >
                {CALENDAR_VIEWS.map((view) => (
                  <SingleSelectOption key={view} value={view}>
                    {text(`view.${view}`, view)}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            )}
            {field(
              'firstDay',
              text('settings.firstDay', 'First day of the week'),
              <SingleSelect value={values.firstDay} onChange={(v) => set('firstDay')(Number(v))}>
                {weekdays.map((name, day) => (
                  <SingleSelectOption key={day} value={day}>
                    {name}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            )}
            {field(
              'statuses',
              text('settings.statuses', 'Statuses shown'),
              <MultiSelect
                value={values.statuses}
                onChange={(v) => set('statuses')(v as PostStatus[])}
                withTags
              >
                {POST_STATUSES.map((s) => (
                  <MultiSelectOption key={s} value={s}>
                    {text(`status.${s}`, s)}
                  </MultiSelectOption>
                ))}
              </MultiSelect>,
              text('settings.statuses.hint', 'Until an editor changes the status filter.')
            )}
            {field(
              'weekends',
              text('settings.weekends', 'Show weekends'),
              <Toggle
                checked={values.weekends}
                onLabel={text('settings.on', 'On')}
                offLabel={text('settings.off', 'Off')}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                  set('weekends')(e.target.checked)
                }
              />
            )}
            {field(
              'dayStartHour',
              text('settings.dayStartHour', 'Week and day views start at'),
              hourSelect('dayStartHour', 0, 23)
            )}
            {field(
              'dayEndHour',
              text('settings.dayEndHour', 'Week and day views end at'),
              hourSelect('dayEndHour', 1, 24)
            )}
            {field(
              'newEventMinutes',
              text('settings.newEventMinutes', 'Length of a new event (minutes)'),
              <NumberInput
                value={values.newEventMinutes}
                onValueChange={(v) => set('newEventMinutes')(v ?? 0)}
              />,
              text(
                'settings.newEventMinutes.hint',
                'For an event created by clicking one time slot, or moved from the all-day row to a time.'
              )
            )}
          </Grid.Root>
        </Box>
      </Layouts.Content>
    </>
  );
}

function SettingsScreen() {
  const api = useCalendarApi();
  const { formatMessage } = useIntl();
  const [settings, setSettings] = React.useState<CalendarSettings | null>(null);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    api.settings().then(setSettings, () => setFailed(true));
  }, [api]);

  if (failed) return <Page.Error />;
  if (!settings) return <Page.Loading />;
  return (
    <Page.Main>
      <Page.Title>
        {formatMessage({ id: trad('settings.title'), defaultMessage: 'Calendar settings' })}
      </Page.Title>
      <SettingsForm initial={settings} />
    </Page.Main>
  );
}

const SettingsPage = () => (
  <Page.Protect permissions={PERMISSIONS.settings}>
    <SettingsScreen />
  </Page.Protect>
);

export default SettingsPage;
