/** Small value predicates shared by the write parameters of every record kind. */

export const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** What docs/api.md §7 calls "cleared": null, "" or []. */
export const isClearingValue = (v: unknown) =>
  v === null || v === '' || (Array.isArray(v) && v.length === 0);

export function isHttpUrl(v: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

export interface AttributeSchema {
  type: string;
  maxLength?: number;
}

/**
 * A predicate for "fits the stored column" of a content type: its `maxLength`, and never more than
 * 255 for a `string` attribute, which Strapi stores as varchar(255) whatever its maxLength
 * (PostgreSQL and MySQL refuse longer values, SQLite keeps them). WordPress has no such limits;
 * a longer value is refused as an invalid parameter (400) instead of failing in the database.
 */
export function columnFits(attributes: Record<string, AttributeSchema>) {
  return (attribute: string, v: string): boolean => {
    const { type, maxLength = Infinity } = attributes[attribute];
    return v.length <= Math.min(maxLength, type === 'string' ? 255 : Infinity);
  };
}
