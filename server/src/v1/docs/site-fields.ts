/**
 * How the documentation describes the site's own fields (docs/api.md §14): as the members of the
 * `custom_fields` write argument (namespace index and OpenAPI request bodies) and of the records'
 * `custom_fields` (OpenAPI schemas). Field names and labels are the site's: they go in names and
 * `const` values, which are never translated.
 */
import type { SiteField, SiteFieldKind, SiteFields } from '../../domain/site-fields';
import type { Schema } from './schemas';

const VALUE: Record<SiteField['type'], Schema> = {
  string: { type: 'string' },
  text: { type: 'string' },
  richtext: { type: 'string' },
  email: { type: 'string', format: 'email' },
  integer: { type: 'integer' },
  // Kept as text where the database answers text: a double would round them.
  biginteger: { type: ['string', 'integer'] },
  decimal: { type: ['string', 'number'] },
  float: { type: 'number' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  time: { type: 'string' },
  enumeration: { type: 'string' },
};

/** The JSON Schema of one field's value. */
export function siteValueSchema(f: SiteField): Schema {
  return {
    ...VALUE[f.type],
    ...(f.enum ? { enum: f.enum } : {}),
    ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
    ...(f.min !== undefined ? { minimum: f.min } : {}),
    ...(f.max !== undefined ? { maximum: f.max } : {}),
  };
}

/** The members of the `custom_fields` argument of a write: each field's value, or null to clear it. */
export function siteArgumentProperties(
  siteFields: SiteFields | undefined,
  kind: SiteFieldKind
): Record<string, Schema> | undefined {
  const fields = siteFields?.[kind] ?? [];
  if (!fields.length) return undefined;
  return Object.fromEntries(fields.map((f) => [f.name, siteValueSchema(f)]));
}

/** The records' `custom_fields`: `[]`, or the fields that hold a value with their label (TEC's shape). */
export function siteRecordSchema(fields: SiteField[]): Schema {
  const members = Object.fromEntries(
    fields.map((f) => [
      f.name,
      {
        type: 'object',
        properties: { label: { const: f.label }, value: siteValueSchema(f) },
        required: ['label', 'value'],
        additionalProperties: false,
      },
    ])
  );
  return {
    anyOf: [
      { type: 'array', maxItems: 0 },
      { type: 'object', properties: members, additionalProperties: false },
    ],
    description:
      'The site’s own fields that hold a value, by name, each with its label and value; [] when none',
  };
}

/** The record schemas with the site's fields in their `custom_fields`. */
export function withSiteFields(
  schemas: Record<string, Schema>,
  siteFields: SiteFields | undefined
): Record<string, Schema> {
  if (!siteFields) return schemas;
  const out = { ...schemas };
  const kinds: Array<[string, SiteFieldKind]> = [
    ['Event', 'event'],
    ['Venue', 'venue'],
    ['Organizer', 'organizer'],
  ];
  for (const [name, kind] of kinds) {
    // Without fields of its own the record keeps its plain schema (events: always []).
    if (!siteFields[kind].length) continue;
    const schema = out[name] as { properties: Record<string, Schema> };
    out[name] = {
      ...schema,
      properties: { ...schema.properties, custom_fields: siteRecordSchema(siteFields[kind]) },
    };
  }
  return out;
}
