/**
 * The read path does not wait for writes in flight (docs/api.md §10.2): while a write transaction
 * is open — an import's group, an editor's save — a read outside it answers at once with what was
 * committed; inside it, the transaction's own rows; after the commit, the new ones. On SQLite that
 * is the read path's own read-only connection (services/read-path/sqlite-reader.ts): through
 * Strapi's single pooled connection the outside read waited for the commit. On PostgreSQL and
 * MariaDB, another connection of the pool.
 */
import { createRunner } from '../../server/src/services/read-path/runner';
import { READER } from '../../server/src/services/read-path/sqlite-reader';
import { useApp } from './helpers/app';
import { recordAppSql } from './helpers/sql';

const EVENT = 'plugin::calendar.event';
const app = useApp({ env: { CALENDAR_BENCH_SQL_COUNT: '1' }, quiet: true });

const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

async function titleOf(id: number): Promise<string> {
  const table = app.strapi.db.metadata.get(EVENT).tableName;
  const rows = await createRunner(app.strapi).all(`SELECT title FROM ${table} WHERE id = ?`, [id]);
  return String(rows[0].title);
}

/** Fails instead of waiting for a connection the open transaction holds. */
const soon = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the read waited for the write transaction')), 5000)
    ),
  ]);

it('a read outside an open write transaction answers at once with what was committed; inside, the transaction’s rows', async () => {
  const { id } = await app.strapi.db
    .query(EVENT)
    .create({ data: { title: 'Committed title', locale: 'en', slug: 'reads-beside-writes' } });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inside: string | null = null;
  let open = false;
  const write = app.strapi.db.transaction(async () => {
    await app.strapi.db.query(EVENT).update({ where: { id }, data: { title: 'Written title' } });
    inside = await titleOf(id);
    open = true;
    await held;
  });
  while (!open) await pause();
  expect(inside).toBe('Written title');
  expect(await soon(titleOf(id))).toBe('Committed title');
  release();
  await write;
  expect(await titleOf(id)).toBe('Written title');
});

it('the read path’s statements count as the app’s; on SQLite they run on its own reader connection', async () => {
  const statements = await recordAppSql(app.strapi, () => titleOf(1));
  expect(statements.length).toBe(1);
  const reader = app.strapi.db.connection.client[READER];
  if (app.strapi.db.dialect.client === 'sqlite') expect(reader).toBeTruthy();
  else expect(reader ?? null).toBeNull();
});
