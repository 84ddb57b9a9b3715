/**
 * The calendar settings editors change in the admin (Settings → Events Calendar), stored in the
 * database. Options that shape the public API (timezone, page sizes, languages, URLs) stay in
 * config/plugins.js: they belong to whoever deploys the app, not to editors.
 */
import { yup } from '@strapi/utils';
import { POST_STATUSES } from '../../../contracts/calendar';
import { CALENDAR_VIEWS, type CalendarSettings } from '../../../contracts/settings';

export const DEFAULT_SETTINGS: CalendarSettings = {
  defaultView: 'dayGridMonth',
  firstDay: 1,
  statuses: POST_STATUSES.filter((s) => s !== 'trash'),
  weekends: true,
  dayStartHour: 0,
  dayEndHour: 24,
  newEventMinutes: 60,
};

const integer = (min: number, max: number) =>
  yup.number().strict().integer().min(min).max(max).required();

/** Strict: a PUT carries every setting with its own type (the settings page sends them all). */
export const settingsSchema = yup
  .object({
    defaultView: yup
      .string()
      .oneOf([...CALENDAR_VIEWS])
      .required(),
    firstDay: integer(0, 6),
    statuses: yup
      .array()
      .of(
        yup
          .string()
          .oneOf([...POST_STATUSES])
          .required()
      )
      .min(1)
      .required(),
    weekends: yup.boolean().strict().required(),
    dayStartHour: integer(0, 23),
    dayEndHour: integer(1, 24),
    newEventMinutes: integer(5, 24 * 60),
  })
  .noUnknown()
  .test(
    'day-hours',
    'dayEndHour must be after dayStartHour',
    (v) => !v || (v.dayEndHour ?? 24) > (v.dayStartHour ?? 0)
  );

/**
 * Stored settings over the defaults: a setting added in a later version gets its default, and a
 * stored value that no longer validates (a removed view, say) falls back to its default alone.
 */
export function withDefaults(stored: unknown): CalendarSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      if (!(key in DEFAULT_SETTINGS)) continue;
      const candidate = { ...merged, [key]: value };
      if (settingsSchema.isValidSync(candidate)) merged[key] = value;
    }
  }
  return merged as unknown as CalendarSettings;
}
