/**
 * A write the site makes of its own accord is not an edit made here (docs/api.md §15.1): scheduled
 * publishing (§3.1) bumps a record's `updatedAt` like an editor would, and a later import would
 * then keep the record as "edited here". The import links that were current before such a write
 * are moved to its stamp, in its transaction; a link an editor's write had already left behind
 * stays behind.
 */
import type { Core } from '@strapi/strapi';
import { changedSince, IMPORT_LINK_UID } from '../domain/import';
import { OCCURRENCE_UID, UID } from '../domain/records';
import { table } from './tables';

type Kind = 'event' | 'venue' | 'organizer';

async function stampOf(strapi: Core.Strapi, kind: Kind, id: number): Promise<Date | null> {
  const row = await table(strapi, UID[kind]).findOne({ where: { id }, select: ['updatedAt'] });
  return row ? new Date(row.updatedAt) : null;
}

/** The ids links name the row by: its own, and an exception's occurrence (docs/api.md §12.1, §15.1). */
async function linkedIds(strapi: Core.Strapi, kind: Kind, id: number): Promise<number[]> {
  if (kind !== 'event') return [id];
  const shown = await table(strapi, OCCURRENCE_UID).findMany({
    where: { eventId: id, seriesId: { $notNull: true, $ne: id } },
    select: ['publicId'],
  });
  return [id, ...shown.map((row) => row.publicId)];
}

/** Runs `write`, a write of the row by the site itself, keeping its current import links current. */
export async function keepingImportsCurrent<T>(
  strapi: Core.Strapi,
  kind: Kind,
  id: number,
  write: () => Promise<T>
): Promise<T> {
  const before = await stampOf(strapi, kind, id);
  const result = await write();
  const links = table(strapi, IMPORT_LINK_UID);
  const rows = await links.findMany({
    where: { kind, recordId: { $in: await linkedIds(strapi, kind, id) } },
    select: ['id', 'importedAt'],
  });
  const current = rows.filter((l) => before && !changedSince(before, l.importedAt));
  if (current.length)
    await links.updateMany({
      where: { id: { $in: current.map((l) => l.id) } },
      data: { importedAt: await stampOf(strapi, kind, id) },
    });
  return result;
}
