/**
 * What every kind's mapping shares: statuses, publication dates, labels, the site's own fields,
 * and the language link between versions (docs/api.md §2).
 */
import type { ImportKind } from '../../domain/import';
import { idOf, isObject, type Raw } from './text';

/** A record that cannot be mapped: the message becomes an ImportProblem naming it. */
export class MapError extends Error {}

/** The statuses this API stores (docs/api.md §3), TEC's post statuses. */
const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'];

/**
 * WordPress sites may register statuses of their own (editorial plugins): such a record is
 * written as a draft, never published by accident.
 */
export function statusArg(value: unknown, warnings: string[]): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (STATUSES.includes(value)) return value;
  warnings.push(`status "${value}" does not exist here: written as a draft`);
  return 'draft';
}

/** The publication time in UTC (TEC's `date_utc`): it decides when a `future` record is published. */
export const publicationDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value) ? value : undefined;

export function recordId(rec: Raw, kind: ImportKind): string {
  const id = idOf(rec.id);
  if (!id) throw new MapError(`a ${kind} without a numeric id`);
  return id;
}

export const label = (kind: ImportKind, id: string, name: string | undefined) =>
  name ? `${kind} ${id} “${name}”` : `${kind} ${id}`;

/**
 * `custom_fields` in TEC's shape `{ name: { label, value } }` → this API's write `{ name: value }`
 * (docs/api.md §14). Only from this API: TEC Pro's keys are its meta keys (`_ecp_custom_2`), which
 * name no field here, and one unknown name refuses the whole write; those are named in a warning.
 */
export function customFields(value: unknown, own: boolean, warnings: string[]) {
  if (!isObject(value) || !Object.keys(value).length) return undefined;
  const entries = Object.entries(value).filter(([, f]) => isObject(f) && 'value' in f);
  if (!own) {
    const labels = entries.map(([name, f]) => String((f as Raw).label ?? name));
    warnings.push(
      `additional fields not imported (no field here to hold them): ${labels.join(', ')}`
    );
    return undefined;
  }
  return Object.fromEntries(entries.map(([name, f]) => [name, (f as Raw).value]));
}

/**
 * The language rule: this API lists every language version's id in `translations`, ordered by id,
 * and the lowest is the version created first, the one the others were translated from
 * (`translation_of` makes the later ones, docs/api.md §2). Every other version points at it; it
 * points at nothing. WPML sites add no such member to TEC's records, so their versions stay apart.
 */
export function translationOf(rec: Raw): string | undefined {
  if (!isObject(rec.translations)) return undefined;
  const ids = Object.values(rec.translations)
    .map(idOf)
    .filter((id): id is string => id !== undefined)
    .map(Number);
  if (!ids.length) return undefined;
  const first = String(Math.min(...ids));
  return first === idOf(rec.id) ? undefined : first;
}
