/**
 * Keeps the occurrence table (services/occurrences.ts) and the language versions' shared rule
 * (services/shared-schedule.ts) in step with every event write: a Document Service middleware, so
 * the REST API, the Content Manager and other plugins all go through it.
 */
import type { Core } from '@strapi/strapi';
import { UID } from '../domain/records';
import { documentCall, type DocumentCall } from './document-call';
import type { OccurrenceSync } from './occurrences';
import { table } from './tables';
import { createScheduleSharing } from './shared-schedule';
import { shiftBy } from '../utils/dates';

/**
 * A create starts a new document, which has no other language version to share a schedule with
 * (a new language version of a document is an update), unless its data names a document.
 */
const mayHaveVersions = (c: DocumentCall) =>
  c.action !== 'create' || c.params.data?.documentId !== undefined;

/**
 * Keeps the occurrence table in step with every event write, inside the write's transaction: a
 * refused rule (too many occurrences, none at all) undoes the write.
 */
export function registerOccurrenceSync(strapi: Core.Strapi, sync: () => OccurrenceSync) {
  const sharing = createScheduleSharing(strapi, sync);
  const events = () => table(strapi, UID.event);
  /** The local start of every language version of a document, by row id. */
  async function startsOf(documentId: string | undefined): Promise<Map<number, string>> {
    if (!documentId) return new Map();
    const rows = await events().findMany({ select: ['id', 'startLocal'], where: { documentId } });
    return new Map(rows.map((r) => [r.id, r.startLocal]));
  }
  strapi.documents.use(async (ctx, next) => {
    const c = documentCall(ctx);
    if (c.uid !== UID.event || !['create', 'update', 'delete'].includes(c.action)) return next();
    return strapi.db.transaction(async () => {
      if (c.action === 'delete') {
        const where: Record<string, unknown> = { documentId: c.params.documentId };
        if (c.params.locale && c.params.locale !== '*') where.locale = c.params.locale;
        const rows = await events().findMany({ select: ['id', 'seriesId'], where });
        const result = await next();
        await sync().removed(rows);
        return result;
      }
      // Starts before the write: a series moved by any writer (the Content Manager too) maps its
      // stored occurrences along, so they keep their ids (docs/api.md §12).
      const before = await startsOf(c.params.documentId);
      const result = await next();
      const id = (result as { id?: number } | null)?.id;
      if (id) {
        const was = before.get(id);
        const row = was === undefined ? null : await sync().source(id);
        if (row?.recurrence && was && row.startLocal !== was)
          await sync().remapOriginals(id, shiftBy(was, row.startLocal));
        await sync().sync([id]);
        if (mayHaveVersions(c)) await sharing.share(id, Object.keys(c.params.data ?? {}));
      }
      return result;
    });
  });
}
