/**
 * Finds the site's own fields (docs/api.md §14): the attributes of the plugin's event, venue and
 * organizer content types that the plugin's own schemas do not declare — the ones a site added in
 * its `src/extensions/calendar/` (Strapi's documented way to extend a plugin's content types). Read
 * from the loaded models, so every instance finds the same ones; kept per Strapi instance.
 */
import type { Core } from '@strapi/strapi';
import { UID } from '../domain/records';
import {
  NO_SITE_FIELDS,
  SITE_FIELD_TYPES,
  labelOf,
  type SiteField,
  type SiteFieldKind,
  type SiteFields,
} from '../domain/site-fields';
import { placeSiteFields, type ContentManagerConfig } from '../content-types/editor-views';
import eventSchema from '../content-types/event/schema.json';
import venueSchema from '../content-types/venue/schema.json';
import organizerSchema from '../content-types/organizer/schema.json';

const OWN: Record<SiteFieldKind, Record<string, unknown>> = {
  event: eventSchema.attributes,
  venue: venueSchema.attributes,
  organizer: organizerSchema.attributes,
};

/** What Strapi adds to every content type (ids, timestamps, locale, publication). */
const STRAPI_OWN = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

interface Attribute {
  type: string;
  enum?: string[];
  required?: boolean;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  private?: boolean;
  pluginOptions?: { calendar?: { label?: string } };
}

const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

function fieldOf(name: string, a: Attribute): SiteField | null {
  // Relations, media and components need more than a value check; private ones stay private.
  const type = SITE_FIELD_TYPES.find((t) => t === a.type);
  if (!type || a.private) return null;
  return {
    name,
    type,
    label: a.pluginOptions?.calendar?.label ?? labelOf(name),
    required: a.required === true,
    ...(a.enum ? { enum: a.enum } : {}),
    ...(a.maxLength !== undefined ? { maxLength: a.maxLength } : {}),
    ...(num(a.min) !== undefined ? { min: num(a.min) } : {}),
    ...(num(a.max) !== undefined ? { max: num(a.max) } : {}),
  };
}

const KINDS: readonly SiteFieldKind[] = ['event', 'venue', 'organizer'];

function discover(strapi: Core.Strapi): SiteFields {
  const out: SiteFields = { event: [], venue: [], organizer: [] };
  for (const kind of KINDS) {
    const model = strapi.contentType(UID[kind] as never) as unknown as
      { attributes: Record<string, Attribute> } | undefined;
    for (const [name, attribute] of Object.entries(model?.attributes ?? {})) {
      if (name in OWN[kind] || STRAPI_OWN.has(name)) continue;
      const field = fieldOf(name, attribute);
      if (field) out[kind].push(field);
    }
  }
  return out;
}

const found = new WeakMap<object, SiteFields>();

/** The site's fields of this Strapi instance (the models are loaded once, before any request). */
export function siteFieldsOf(strapi: Core.Strapi | undefined): SiteFields {
  if (!strapi) return NO_SITE_FIELDS;
  let fields = found.get(strapi);
  if (!fields) found.set(strapi, (fields = discover(strapi)));
  return fields;
}

/** The site's fields in the Content Manager's edit views of our content types (after extensions ran). */
export function placeSiteFieldsInEditViews(strapi: Core.Strapi): void {
  const fields = siteFieldsOf(strapi);
  for (const kind of KINDS) {
    const model = strapi.contentType(UID[kind] as never) as unknown as {
      config?: ContentManagerConfig;
    };
    if (model?.config?.layouts) placeSiteFields(model.config, fields[kind]);
  }
}
