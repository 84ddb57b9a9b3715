/**
 * Reading the Content Manager's edit form from inside one of its inputs: the fields an input
 * depends on (an event's `timezone` and `allDay` for its start, end and recurrence) are its
 * siblings, at the top level or inside the same component.
 */
import { useForm } from '@strapi/strapi/admin';

/** The path of a field next to this one (the same component, or the top level). */
export const sibling = (name: string, field: string) =>
  name.includes('.') ? `${name.slice(0, name.lastIndexOf('.'))}.${field}` : field;

/** The last part of a field's path: `startUtc` of `startUtc` or of `schedule.startUtc`. */
export const fieldOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

function getIn(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (o, key) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined),
      values
    );
}

/** A field of the edit form (undefined outside a form). */
export const useFormValue = (path: string) =>
  useForm('CalendarInput', (state) => getIn(state.values, path), false);
