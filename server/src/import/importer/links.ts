/**
 * Where each imported record came from (content type `import-link`, docs/api.md §15): one row per
 * source, kind, remote id and language, holding the local record and what was imported last. It is
 * written in the record's own transaction, so a record never exists without its link: an import run
 * again finds it and never creates a duplicate.
 */
import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { ImportKind, ImportRecord } from '../../domain/import';

export const LINK_UID = 'plugin::calendar.import-link';

export interface ImportLink {
  id: number;
  key: string;
  recordId: number;
  hash: string;
  importedAt: string | Date | null;
  /** The image last imported for the record, downloaded once: a run again reuses the file. */
  imageUrl: string | null;
  imageId: number | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The link's key: source, kind, remote id and language (remote ids may be long: hashed to fit an index). */
export const linkKey = (source: string, kind: ImportKind, remoteId: string, lang: string) =>
  sha256(JSON.stringify([source, kind, remoteId, lang]));

/** What was read for a record: when it is the same on the next run, the record is unchanged. */
export const recordHash = (record: ImportRecord) =>
  sha256(
    JSON.stringify([record.args, record.links ?? {}, record.translationOf, record.exceptionOf])
  );

export function createLinks(strapi: Core.Strapi) {
  const query = () => strapi.db.query(LINK_UID);
  return {
    async find(key: string): Promise<ImportLink | null> {
      return (await query().findOne({ where: { key } })) as ImportLink | null;
    },

    /** A record's link in any language: the version a translation joins. */
    async inAnyLanguage(source: string, kind: ImportKind, remoteId: string) {
      return (await query().findOne({
        where: { source, kind, remoteId },
        orderBy: { id: 'asc' },
      })) as ImportLink | null;
    },

    /** Every link of a source in a language: what a subscription's feed held on its last refresh. */
    async ofSource(
      source: string,
      lang: string
    ): Promise<Array<ImportLink & { kind: ImportKind; remoteId: string }>> {
      return (await query().findMany({ where: { source, lang } })) as never;
    },

    /**
     * Writes a record's link: over `existing` (the link the run found for it before writing), else
     * a new one. The run has looked the key up already; the unique key index refuses a second row.
     */
    async save(
      link: Omit<ImportLink, 'id'> & {
        source: string;
        kind: ImportKind;
        remoteId: string;
        lang: string;
      },
      existing: ImportLink | null
    ): Promise<void> {
      if (existing) await query().update({ where: { id: existing.id }, data: link });
      else await query().create({ data: link });
    },
  };
}
