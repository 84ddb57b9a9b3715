/**
 * The `recurrence` attribute of events is a custom field, `plugin::calendar.recurrence`: stored as
 * JSON (`{ rules, rdates, exdates }` or null), edited in the Content Manager with the plugin's rule
 * builder (admin/src/components/recurrence/, registered under the same name in admin/src/index.ts).
 */
import type { Core } from '@strapi/strapi';

export const RECURRENCE_FIELD = { name: 'recurrence', plugin: 'calendar', type: 'json' } as const;

/** Must run in `register`: Strapi swaps custom fields for their storage type right after it. */
export function registerRecurrenceField(strapi: Core.Strapi): void {
  // Full width and fixed, as a JSON field: the builder needs the whole row.
  strapi.customFields.register({
    ...RECURRENCE_FIELD,
    inputSize: { default: 12, isResizable: false },
  });
}
