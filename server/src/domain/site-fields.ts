/**
 * The site's own fields (docs/api.md §14): attributes a site adds to the plugin's events, venues and
 * organizers the way Strapi extends a plugin's content types (the app's `src/extensions/calendar/`).
 * The API shows them under `custom_fields` in The Events Calendar's shape — `{ "<name>": { label,
 * value } }`, only fields that hold a value, and PHP's empty array `[]` when none (TEC's Pro
 * "additional fields", keyed by their meta name) — and writes them with the checks their Strapi
 * type implies. Pure: shared by the wire layer and the services, importing neither.
 */

import { fitsInteger, type IntegerColumn } from './limits';

/** The Strapi attribute types a site field may have: one value each, stored in the row itself. */
export const SITE_FIELD_TYPES = [
  'string',
  'text',
  'richtext',
  'email',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'time',
  'enumeration',
] as const;
export type SiteFieldType = (typeof SITE_FIELD_TYPES)[number];

export interface SiteField {
  /** The attribute name, which is also its key under `custom_fields`. */
  name: string;
  type: SiteFieldType;
  /** `pluginOptions.calendar.label` of the attribute, else its name in words. */
  label: string;
  required: boolean;
  enum?: string[];
  maxLength?: number;
  min?: number;
  max?: number;
}

export type SiteFieldKind = 'event' | 'venue' | 'organizer';
export type SiteFields = Record<SiteFieldKind, SiteField[]>;

export const NO_SITE_FIELDS: SiteFields = { event: [], venue: [], organizer: [] };

/** `ticketUrl` → "Ticket url", `min_age` → "Min age". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INTEGER = /^-?\d+$/;

type Checked = { value: unknown } | { error: string };

const isText = (v: unknown): v is string => typeof v === 'string';

function checkText(f: SiteField, v: unknown): Checked {
  if (!isText(v)) return { error: 'must be text' };
  if (f.maxLength !== undefined && v.length > f.maxLength)
    return { error: `must be at most ${f.maxLength} characters` };
  if (f.type === 'email' && !EMAIL.test(v)) return { error: 'must be an e-mail address' };
  if (f.type === 'enumeration' && !(f.enum ?? []).includes(v))
    return { error: `must be one of ${(f.enum ?? []).join(', ')}` };
  return { value: v };
}

function checkNumber(f: SiteField, v: unknown): Checked {
  const integer = f.type === 'integer' || f.type === 'biginteger';
  const text = typeof v === 'number' ? String(v) : isText(v) ? v.trim() : '';
  const n = Number(text);
  if (text === '' || !Number.isFinite(n) || (integer && !INTEGER.test(text)))
    return { error: integer ? 'must be an integer' : 'must be a number' };
  // What every database holds (domain/limits.ts): PostgreSQL and MariaDB refuse an `integer` past
  // 32 bits and a `biginteger` past 64 that SQLite would keep.
  if (integer && !fitsInteger(f.type as IntegerColumn, typeof v === 'number' ? v : text))
    return { error: 'is out of range' };
  if (f.min !== undefined && n < f.min) return { error: `must be at least ${f.min}` };
  if (f.max !== undefined && n > f.max) return { error: `must be at most ${f.max}` };
  // biginteger and decimal keep their text: a double would round them.
  return { value: f.type === 'biginteger' || f.type === 'decimal' ? text : n };
}

function checkDate(f: SiteField, v: unknown): Checked {
  if (!isText(v)) return { error: 'must be text' };
  if (f.type === 'date') return DATE.test(v) ? { value: v } : { error: 'must be YYYY-MM-DD' };
  if (f.type === 'time') return TIME.test(v) ? { value: v } : { error: 'must be HH:MM[:SS]' };
  const at = new Date(v);
  return Number.isNaN(at.getTime())
    ? { error: 'must be an ISO 8601 date and time' }
    : { value: at };
}

/**
 * A value sent for `f`, checked and converted to what Strapi stores; null (or "") clears it unless
 * the field is required. Booleans take JSON true/false and WordPress's "1"/"0", "true"/"false".
 */
export function checkSiteValue(f: SiteField, v: unknown): Checked {
  if (v === null || v === '') return f.required ? { error: 'is required' } : { value: null };
  switch (f.type) {
    case 'boolean':
      if (v === true || v === 'true' || v === '1' || v === 1) return { value: true };
      if (v === false || v === 'false' || v === '0' || v === 0) return { value: false };
      return { error: 'must be true or false' };
    case 'integer':
    case 'biginteger':
    case 'float':
    case 'decimal':
      return checkNumber(f, v);
    case 'date':
    case 'datetime':
    case 'time':
      return checkDate(f, v);
    default:
      return checkText(f, v);
  }
}

/** What a stored value shows as: dates in ISO text, numbers as numbers, false kept. */
function shown(f: SiteField, v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (f.type === 'boolean') return v === true || v === 1 || v === '1';
  return v;
}

/**
 * `custom_fields` of a record: the fields that hold a value (TEC leaves empty ones out; a `false`
 * is a value here, since a site's yes/no field that says no says something), or `[]`.
 */
export function siteFieldsRecord(
  fields: SiteField[],
  row: object
): Record<string, { label: string; value: unknown }> | never[] {
  const out: Record<string, { label: string; value: unknown }> = {};
  for (const f of fields) {
    // The site's own attributes are columns of the row under their names, which only the
    // content type's schema knows (services/site-fields.ts), not the row's type.
    const v: unknown = Reflect.get(row, f.name);
    if (v === null || v === undefined || v === '') continue;
    out[f.name] = { label: f.label, value: shown(f, v) };
  }
  return Object.keys(out).length ? out : [];
}
