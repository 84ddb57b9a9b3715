/**
 * What the importer reads of the local records: whether one still exists and when it last changed
 * (an edit made here since its import), and the occurrence an iCalendar exception replaces.
 */
import type { Core } from '@strapi/strapi';
import type { ImportKind } from '../../domain/import';
import { OCCURRENCE_ID_BASE, OCCURRENCE_UID, UID } from '../../domain/records';

export interface LocalState {
  updatedAt: Date;
  postStatus: string | null;
}

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * The row behind a record's public id. An event id above OCCURRENCE_ID_BASE is an occurrence
 * (docs/api.md §12.1): an imported exception is written through its occurrence, whose row names
 * the exception's own event.
 */
export async function localState(
  strapi: Core.Strapi,
  kind: ImportKind,
  id: number
): Promise<LocalState | null> {
  let rowId = id;
  if (kind === 'event' && id >= OCCURRENCE_ID_BASE) {
    const occurrence = await strapi.db
      .query(OCCURRENCE_UID)
      .findOne({ where: { publicId: id }, select: ['eventId'] });
    if (!occurrence) return null;
    rowId = occurrence.eventId as number;
  }
  const terms = kind === 'category' || kind === 'tag';
  const row = await strapi.db.query(UID[kind]).findOne({
    where: { id: rowId },
    select: terms ? ['updatedAt'] : ['updatedAt', 'postStatus'],
  });
  if (!row) return null;
  return { updatedAt: asDate(row.updatedAt), postStatus: (row.postStatus as string) ?? null };
}

/** The public id of a series' occurrence by its original start (RFC 5545 RECURRENCE-ID), or null. */
export async function occurrenceOf(
  strapi: Core.Strapi,
  seriesId: number,
  originalStart: string
): Promise<number | null> {
  const row = await strapi.db
    .query(OCCURRENCE_UID)
    .findOne({ where: { seriesId, originalStart }, select: ['publicId'] });
  return (row?.publicId as number | undefined) ?? null;
}
