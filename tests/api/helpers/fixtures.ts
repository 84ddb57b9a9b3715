/**
 * Records the event routes link to. Venues, organizers and terms are created through Strapi's
 * Document Service here (their own routes are tested in their own files).
 */
const UID = {
  venue: 'plugin::calendar.venue',
  organizer: 'plugin::calendar.organizer',
  category: 'plugin::calendar.category',
  tag: 'plugin::calendar.tag',
} as const;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function create(
  strapi: any,
  uid: string,
  data: Record<string, unknown>,
  locale: string,
  documentId?: string
) {
  const docs = strapi.documents(uid);
  const doc = documentId
    ? await docs.update({ documentId, locale, data })
    : await docs.create({ data, locale });
  return doc as { id: number; documentId: string; slug: string };
}

export const makeVenue = (
  strapi: any,
  name: string,
  extra: Record<string, unknown> = {},
  locale = 'en',
  documentId?: string
) =>
  create(
    strapi,
    UID.venue,
    { name, slug: slug(name), postStatus: 'publish', ...extra },
    locale,
    documentId
  );

export const makeOrganizer = (
  strapi: any,
  name: string,
  extra: Record<string, unknown> = {},
  locale = 'en',
  documentId?: string
) =>
  create(
    strapi,
    UID.organizer,
    { name, slug: slug(name), postStatus: 'publish', ...extra },
    locale,
    documentId
  );

export const makeCategory = (
  strapi: any,
  name: string,
  extra: Record<string, unknown> = {},
  locale = 'en',
  documentId?: string
) => create(strapi, UID.category, { name, slug: slug(name), ...extra }, locale, documentId);

export const makeTag = (
  strapi: any,
  name: string,
  extra: Record<string, unknown> = {},
  locale = 'en',
  documentId?: string
) => create(strapi, UID.tag, { name, slug: slug(name), ...extra }, locale, documentId);

/** A date `days` from now at `hour`:00 UTC, as 'YYYY-MM-DD HH:MM:SS'. */
export function daysFromNow(days: number, hour = 10, minute = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}
