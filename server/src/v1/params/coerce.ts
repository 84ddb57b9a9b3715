/**
 * WordPress's REST type rules (docs/tec-behaviour.md §1.1 step 5), so that what TEC accepts and rejects is
 * accepted and rejected here: e.g. booleans take true/false/"1"/"0", strings reject JSON numbers.
 */
import type { ArgType } from './types';

const BOOL_TRUE = new Set(['true', '1']);
const BOOL_FALSE = new Set(['false', '0']);

export function isIntegerLike(v: unknown): boolean {
  if (typeof v === 'number') return Number.isInteger(v);
  return typeof v === 'string' && /^-?\d+$/.test(v.trim()) && v.trim().length < 16;
}

export function isNumberLike(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v));
}

export function isBooleanLike(v: unknown): boolean {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return v === 0 || v === 1;
  return (
    typeof v === 'string' && (BOOL_TRUE.has(v.toLowerCase()) || BOOL_FALSE.has(v.toLowerCase()))
  );
}

export function toBoolean(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1;
  return BOOL_TRUE.has(String(v).toLowerCase());
}

/** TEC's loose truthiness for untyped flags such as `strict_dates` and `has_events` (true/1/yes/on). */
export function isTruthyFlag(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  return ['true', '1', 'yes', 'on'].includes(String(v).trim().toLowerCase());
}

export function matchesType(type: ArgType, v: unknown): boolean {
  switch (type) {
    case 'integer':
      return isIntegerLike(v);
    case 'number':
      return isNumberLike(v);
    case 'boolean':
      return isBooleanLike(v);
    case 'string':
      return typeof v === 'string';
    case 'array':
      return Array.isArray(v) || typeof v === 'string' || isArrayObject(v);
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
  }
}

export function coerce(type: ArgType | undefined, v: unknown): unknown {
  switch (type) {
    case 'integer':
      return typeof v === 'number' ? v : parseInt(String(v), 10);
    case 'number':
      return Number(v);
    case 'boolean':
      return toBoolean(v);
    case 'array':
      return toList(v);
    default:
      return v;
  }
}

/** qs turns more than 100 array items into an object keyed "0", "1", ... (docs/api.md §1.5): still a list. */
function isArrayObject(v: unknown): v is Record<string, unknown> {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.keys(v).every((k) => /^\d+$/.test(k))
  );
}

/**
 * CSV string, array, or qs's array-as-object → trimmed, non-empty string items
 * (docs/tec-behaviour.md §1.2: "whitespace around commas ignored").
 */
export function toList(v: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(v)) items = v;
  else if (isArrayObject(v))
    items = Object.keys(v)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => v[k]);
  else if (typeof v === 'string') items = v.split(',');
  else if (typeof v === 'number') items = [v];
  else return [];
  return items
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) =>
      typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : ''
    )
    .filter((item) => item !== '');
}

/** Whether every item of a list value is a scalar (no nested objects smuggled into an id list). */
export function isScalarList(v: unknown): boolean {
  const items = Array.isArray(v) ? v : isArrayObject(v) ? Object.values(v) : [v];
  return items.every((i) => typeof i === 'string' || typeof i === 'number');
}
