/**
 * Index definitions that depend on the database. The event list index carries every column the
 * list's condition reads (locale, status, start, id for the order, end, hidden), so a list's count
 * is read from the index alone (issue #6). MySQL and MariaDB cap an index key at 3072 bytes: three
 * utf8mb4 varchar(255) columns (1020 bytes each) — Strapi's `string` — plus a little. There the
 * index keeps the ordering prefix and `hide_from_listings` and leaves `end_local` to the table.
 */
import type { Core } from '@strapi/strapi';
import { UID } from '../domain/records';

const LIST_INDEX = 'calendar_events_list_window';
const MYSQL_LIST_COLUMNS = ['locale', 'post_status', 'start_local', 'id', 'hide_from_listings'];

interface IndexDef {
  name: string;
  columns: string[];
}

/** Called at register time: Strapi builds the database models from the content types at bootstrap. */
export function fitIndexesToDatabase(strapi: Core.Strapi): void {
  const client = String(strapi.config.get('database.connection.client') ?? '');
  if (!['mysql', 'mysql2', 'mariadb'].includes(client)) return;
  const indexes =
    (strapi.contentTypes[UID.event] as unknown as { indexes?: IndexDef[] }).indexes ?? [];
  const list = indexes.find((index) => index.name === LIST_INDEX);
  if (list) list.columns = [...MYSQL_LIST_COLUMNS];
}
