/**
 * Event writes through Strapi's Document Service (so webhooks, lifecycles and document
 * middlewares run), each in one transaction: a failed write leaves nothing half-written.
 */
import type { Core } from '@strapi/strapi';
import { cleanSlug, cutSlug, slugifyTitle, uniqueSlug } from '../utils/slug';
import { resolveLinks, type LinkIds } from './event-links';
import { retryingSlugClashes } from './slug-clash';
import { scaleBackStatus } from '../domain/visibility';
import type { EventRow } from '../domain/types';
import { UID, type DocumentData } from '../domain/records';
import { getService } from '../utils/get-service';
import { written } from './tables';
import type { EventInput } from '../domain/events';

/** Columns written as given (camelCase names are the attributes of the event content type). */
const PLAIN_FIELDS = [
  'title',
  'description',
  'excerpt',
  'authorId',
  'postDate',
  'password',
  'timezone',
  'allDay',
  'startUtc',
  'endUtc',
  'cost',
  'currencySymbol',
  'currencyPosition',
  'website',
  'showMap',
  'showMapLink',
  'hideFromListings',
  'sticky',
  'featured',
  'eventStatus',
  'eventStatusReason',
  'attendanceMode',
  'onlineUrl',
  'recurrence',
] as const;

function documentData(input: EventInput, links: LinkIds): DocumentData {
  const data: DocumentData = {};
  for (const key of PLAIN_FIELDS) if (input[key] !== undefined) data[key] = input[key];
  // The site's own attributes (docs/api.md §14), already checked against their types.
  Object.assign(data, input.siteFields ?? {});
  if (input.imageId !== undefined) data.image = input.imageId;
  if (input.exceptionOf) {
    data.seriesId = input.exceptionOf.seriesId;
    data.originalStart = input.exceptionOf.originalStart;
  }
  if (links.venue !== undefined) data.venue = links.venue;
  if (links.organizers !== undefined) data.organizers = links.organizers;
  if (links.categories !== undefined) data.categories = links.categories;
  if (links.tags !== undefined) data.tags = links.tags;
  return data;
}

const TRASHED: DocumentData = { postStatus: 'trash' };

const createEventWritesService = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID.event);

  async function freeSlug(wanted: string, lang: string, selfId?: number): Promise<string> {
    const base = cutSlug(wanted) || 'event';
    return uniqueSlug(base, async (slug) => {
      const where: Record<string, unknown> = { slug, locale: lang };
      if (selfId) where.id = { $ne: selfId };
      return (await strapi.db.query(UID.event).count({ where })) > 0;
    });
  }

  /** Read back after the transaction: the read path's grouped counts run outside Strapi's transaction context. */
  async function reload(id: number): Promise<EventRow> {
    const events = getService(strapi, 'events');
    return written(await events.findById(id, true), `event ${id}`);
  }

  return {
    /** A new event, as `create`, not read back: its id. */
    async insert(input: EventInput, lang: string): Promise<number> {
      const id = await retryingSlugClashes(() =>
        strapi.db.transaction(async () => {
          const slug = await freeSlug(
            input.slug ? cleanSlug(input.slug) : slugifyTitle(input.title ?? ''),
            lang
          );
          const links = await resolveLinks(strapi, input.links ?? {}, lang);
          const data: DocumentData = {
            ...documentData(input, links),
            slug,
            postStatus: scaleBackStatus(input.requestedStatus, input.mayPublish === true),
            postDate: input.postDate ?? new Date(),
            // TEC stores the map flags as false when a create omits them (docs/tec-behaviour.md §4.1 [C]).
            showMap: input.showMap ?? false,
            showMapLink: input.showMapLink ?? false,
          };
          // A new language version of an existing document, or a new document.
          const doc = input.translationOf
            ? await documents().update({
                documentId: input.translationOf,
                locale: lang,
                data,
              })
            : await documents().create({ data, locale: lang });
          // The document was looked up with the request's arguments (params/common.ts translationOf).
          if (!doc) throw new Error(`no event document ${input.translationOf}`);
          // Strapi types ids as string | number; the plugin's tables have integer ids.
          return Number(doc.id);
        })
      );
      return id;
    },

    async create(input: EventInput, lang: string): Promise<EventRow> {
      return reload(await this.insert(input, lang));
    },

    reload,

    async update(existing: EventRow, input: EventInput): Promise<EventRow> {
      return retryingSlugClashes(() =>
        strapi.db.transaction(async () => {
          const data = documentData(
            input,
            await resolveLinks(strapi, input.links ?? {}, existing.locale)
          );
          if (input.slug !== undefined)
            data.slug = await freeSlug(cleanSlug(input.slug), existing.locale, existing.id);
          if (input.requestedStatus !== undefined)
            data.postStatus = scaleBackStatus(
              input.requestedStatus,
              input.mayPublish === true,
              existing.postStatus
            );
          await documents().update({
            documentId: existing.documentId,
            locale: existing.locale,
            data,
          });
        })
      ).then(() => reload(existing.id));
    },

    async trash(existing: EventRow): Promise<EventRow> {
      await documents().update({
        documentId: existing.documentId,
        locale: existing.locale,
        data: TRASHED,
      });
      return reload(existing.id);
    },

    /** Permanent delete of this language version; the caller already holds its last state. */
    async destroy(existing: EventRow): Promise<void> {
      await documents().delete({
        documentId: existing.documentId,
        locale: existing.locale,
      });
    },
  };
};

export type EventWritesService = ReturnType<typeof createEventWritesService>;
export default createEventWritesService;
