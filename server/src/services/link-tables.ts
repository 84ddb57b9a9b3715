/**
 * Event ↔ venue/organizer/term links read and cut at the SQL level through Strapi's own link
 * tables (named by the model metadata, so they follow Strapi's naming on every database).
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { catalogOf } from './read-path/catalog';

export type LinkedAttribute = 'venue' | 'organizers' | 'categories' | 'tags';

export function linkTable(strapi: Core.Strapi, attribute: LinkedAttribute) {
  const event = catalogOf(strapi).event;
  const joinTable = event.joinTable(attribute);
  return {
    table: joinTable.name,
    eventColumn: joinTable.joinColumn.name,
    targetColumn: joinTable.inverseJoinColumn.name,
    eventsTable: event.table,
  };
}

export interface LinkedEventFilter {
  eventId?: number;
  statusIn?: string[];
  statusNotIn?: string[];
  startsFromUtc?: Date;
  lang?: string;
}

/** Ids of the records linked (through `attribute`) to at least one event matching `filter`. */
export async function linkedIds(
  strapi: Core.Strapi,
  attribute: LinkedAttribute,
  filter: LinkedEventFilter
): Promise<number[]> {
  const { table, eventColumn, targetColumn, eventsTable } = linkTable(strapi, attribute);
  const q = strapi.db
    .connection(table)
    .distinct({ id: `${table}.${targetColumn}` })
    .join(eventsTable, `${eventsTable}.id`, `${table}.${eventColumn}`);
  if (filter.eventId !== undefined) q.where(`${eventsTable}.id`, filter.eventId);
  if (filter.statusIn) q.whereIn(`${eventsTable}.post_status`, filter.statusIn);
  if (filter.statusNotIn) q.whereNotIn(`${eventsTable}.post_status`, filter.statusNotIn);
  if (filter.lang) q.where(`${eventsTable}.locale`, filter.lang);
  if (filter.startsFromUtc) q.where(`${eventsTable}.start_utc`, '>=', filter.startsFromUtc);
  const rows: Array<{ id: number }> = await q;
  return rows.map((r) => Number(r.id));
}

/** Removes every link to the record `targetId` (trashing or deleting a venue/organizer unlinks it: docs/tec-behaviour.md §2.2). */
export async function unlinkAll(
  strapi: Core.Strapi,
  attribute: LinkedAttribute,
  targetId: number,
  trx?: Knex.Transaction
) {
  const { table, targetColumn } = linkTable(strapi, attribute);
  const q = strapi.db.connection(table).where(targetColumn, targetId).delete();
  await (trx ? q.transacting(trx) : q);
}
