/**
 * Index definitions that depend on the database. The event list index carries every column the
 * list's condition reads (locale, status, start, id for the order, end, hidden), so a list's count
 * is read from the index alone (issue #6). MySQL and MariaDB cap an index key at 3072 bytes: three
 * utf8mb4 varchar(255) columns (1020 bytes each) — Strapi's `string` — plus a little. There the
 * index keeps the ordering prefix and `hide_from_listings` and leaves `end_local` to the table.
 */
import type { Core } from '@strapi/strapi';
import { OCCURRENCE_UID, UID } from '../domain/records';

/** Per content type: the list index and the columns it keeps on MySQL/MariaDB. */
const MYSQL_LISTS = [
  {
    uid: UID.event,
    index: 'calendar_events_list_window',
    columns: ['locale', 'post_status', 'start_local', 'id', 'hide_from_listings'],
  },
  {
    uid: OCCURRENCE_UID,
    index: 'calendar_occurrences_list',
    columns: ['lang', 'post_status', 'start_local', 'public_id', 'hidden'],
  },
  // A series fixes its language and status: the occurrences route's page in start order.
  {
    uid: OCCURRENCE_UID,
    index: 'calendar_occurrences_series_list',
    columns: ['series_id', 'start_local', 'public_id'],
  },
];

interface IndexDef {
  name: string;
  columns: string[];
}

/** Called at register time: Strapi builds the database models from the content types at bootstrap. */
export function fitIndexesToDatabase(strapi: Core.Strapi): void {
  const client = String(strapi.config.get('database.connection.client') ?? '');
  if (!['mysql', 'mysql2', 'mariadb'].includes(client)) return;
  for (const { uid, index, columns } of MYSQL_LISTS) {
    const indexes =
      (
        strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as {
          indexes?: IndexDef[];
        }
      ).indexes ?? [];
    const list = indexes.find((def) => def.name === index);
    if (list) list.columns = [...columns];
  }
}
