/**
 * The read version: one row of Strapi's core store that every write the read path depends on
 * rewrites, in the write's own transaction. What an instance keeps of a read (term counts,
 * list totals) is trusted only while the version it was computed under is the one in the database;
 * a read takes the version in its first statement. So an instance never serves anything older than
 * the last write any instance committed (the plugin keeps no state in memory that matters).
 *
 * Writers: the database lifecycles of events, venues, organizers, categories and tags (which the
 * Document Service, the Content Manager and this plugin all pass through), and the occurrence
 * writes (services/occurrences.ts), which go through knex and call `bumpReadVersion` themselves.
 */
import { randomUUID } from 'crypto';
import type { Core } from '@strapi/strapi';
import { UID } from '../../domain/records';
import type { Catalog } from './catalog';

const STORE = 'strapi::core-store';
/**
 * The row of Strapi's core store that holds the version (`strapi.store` naming: plugin_<name>_<key>).
 * Named after its first use; kept so that instances of different releases share one version.
 */
export const VERSION_KEY = 'plugin_calendar_term-counts-version';

const WRITE_EVENTS = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
] as const;

/**
 * The models whose rows a list's condition or its embedded records read: venues and organizers
 * too, since a venue's coordinates decide a `geoloc` total and a deleted one takes its links along
 * without an event write.
 */
const WATCHED = [UID.event, UID.venue, UID.organizer, UID.category, UID.tag];

/** A new version in the current write's own transaction (Strapi's queries join the current one). */
export async function bumpReadVersion(strapi: Core.Strapi): Promise<void> {
  const value = JSON.stringify(randomUUID());
  // Every row of the key: two instances booting at once on an empty database may both create one.
  const { count } = await strapi.db
    .query(STORE)
    .updateMany({ where: { key: VERSION_KEY }, data: { value } });
  if (!count)
    await strapi.db
      .query(STORE)
      .create({ data: { key: VERSION_KEY, value, type: 'string', environment: null, tag: null } });
}

/** Called at register time, so that writes bump the version even in a process that never reads. */
export function watchReadVersionWrites(strapi: Core.Strapi): void {
  const onWrite = () => bumpReadVersion(strapi);
  strapi.db.lifecycles.subscribe({
    models: WATCHED,
    ...Object.fromEntries(WRITE_EVENTS.map((name) => [name, onWrite])),
  });
}

/** `(SELECT ...)` giving the current version, for a read's first statement (with its parameter). */
export function versionColumn(c: Catalog, strapi: Core.Strapi): { sql: string; params: unknown[] } {
  const { d } = c;
  const table = strapi.db.metadata.get(STORE).tableName;
  // MAX: several rows of the key hold the same value (see bumpReadVersion), and a subquery must give one.
  return {
    sql: `(SELECT MAX(s.${d.q('value')}) FROM ${d.table(table)} s WHERE s.${d.q('key')} = ?)`,
    params: [VERSION_KEY],
  };
}
