/**
 * One fresh database per test app: a SQLite file in memory-backed /dev/shm by default, or a new
 * PostgreSQL / MySQL database when DATABASE_CLIENT says so; dropped afterwards.
 *
 * A fresh database is a copy of a template: an empty database that the same app has booted on once
 * in this jest run (see app.ts, `templateDatabase`). Booting on an empty database spends most of
 * its time creating the schema and the roles and permissions every plugin seeds — 2.5 s on
 * PostgreSQL, 4 s on MariaDB, of a 5 s boot — while copying the result takes a tenth of that. An
 * app booted on the copy starts the way a site restarts: it finds its schema and seeds in place.
 * The templates live as long as the run: tests/api/global-setup.ts names the run,
 * global-teardown.ts drops what it made.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import crypto from 'crypto';

export type Client = 'sqlite' | 'postgres' | 'mysql';

export interface TestDatabase {
  client: Client;
  name: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** Where the tests keep their files: memory-backed /dev/shm when there is one. */
export const testsDir = () =>
  path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'calendar-tests');
const sqliteFile = (name: string) => path.join(testsDir(), `${name}.db`);

export const currentClient = (): Client => {
  const client = process.env.DATABASE_CLIENT ?? 'sqlite';
  return client === 'postgres' || client === 'mysql' ? client : 'sqlite';
};

async function onPostgres(sql: string, database = 'postgres'): Promise<any> {
  const { Client: PgClient } = require('pg');
  const client = new PgClient({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 5432),
    user: process.env.DATABASE_USERNAME ?? 'postgres',
    password: process.env.DATABASE_PASSWORD ?? '',
    database,
  });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function onMysql<T>(work: (conn: any) => Promise<T>): Promise<T> {
  const driver = require('mysql2/promise');
  const conn = await driver.createConnection({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 3306),
    user: process.env.DATABASE_USERNAME ?? 'root',
    password: process.env.DATABASE_PASSWORD ?? '',
    multipleStatements: true,
  });
  try {
    return await work(conn);
  } finally {
    await conn.end();
  }
}

const MYSQL_CREATE = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci';

/**
 * MySQL has no CREATE DATABASE ... TEMPLATE: the template's tables are re-created from their own
 * definitions (SHOW CREATE TABLE keeps keys, foreign keys and AUTO_INCREMENT) and their rows copied.
 */
async function copyMysql(template: string, name: string): Promise<void> {
  await onMysql(async (conn) => {
    const [tables] = await conn.query(
      'SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ?',
      [template]
    );
    const names: string[] = tables.map((row: { t: string }) => row.t);
    const definitions: string[] = [];
    for (const table of names) {
      const [[row]] = await conn.query(`SHOW CREATE TABLE \`${template}\`.\`${table}\``);
      definitions.push(row['Create Table']);
    }
    await conn.query(`CREATE DATABASE \`${name}\` ${MYSQL_CREATE}`);
    await conn.query(`USE \`${name}\``);
    const copies = names.map((t) => `INSERT INTO \`${t}\` SELECT * FROM \`${template}\`.\`${t}\``);
    await conn.query(
      ['SET FOREIGN_KEY_CHECKS = 0', ...definitions, ...copies, 'SET FOREIGN_KEY_CHECKS = 1'].join(
        ';\n'
      )
    );
  });
}

const drops: Record<Client, (name: string) => Promise<void>> = {
  sqlite: async (name) => {
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      fs.rmSync(`${sqliteFile(name)}${suffix}`, { force: true });
  },
  postgres: async (name) => {
    await onPostgres(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  },
  mysql: async (name) => {
    await onMysql((conn) => conn.query(`DROP DATABASE IF EXISTS \`${name}\``));
  },
};

/** Creates database `name`, empty or as a copy of `template`. */
const creates: Record<Client, (name: string, template?: string) => Promise<void>> = {
  sqlite: async (name, template) => {
    fs.mkdirSync(path.dirname(sqliteFile(name)), { recursive: true });
    // The template's app has closed its connection, which folds the WAL into the file.
    if (template) fs.copyFileSync(sqliteFile(template), sqliteFile(name));
  },
  postgres: async (name, template) => {
    await onPostgres(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  },
  mysql: async (name, template) => {
    if (template) await copyMysql(template, name);
    else await onMysql((conn) => conn.query(`CREATE DATABASE \`${name}\` ${MYSQL_CREATE}`));
  },
};

function envFor(client: Client, name: string): Record<string, string> {
  if (client === 'sqlite')
    return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: sqliteFile(name) };
  return { DATABASE_CLIENT: client, DATABASE_NAME: name };
}

export const dropDatabase = (client: Client, name: string) => drops[client](name);

/** A new database: empty, or a copy of `template` (a database this run made, see below). */
export async function createTestDatabase(
  options: { name?: string; template?: string } = {}
): Promise<TestDatabase> {
  const client = currentClient();
  const name =
    options.name ?? `calendar_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await creates[client](name, options.template);
  return { client, name, env: envFor(client, name), drop: () => drops[client](name) };
}

/**
 * This run's templates are recorded in a folder of its own (named by global-setup.ts), one file
 * per database client and jest process, written once the template is complete: a boot that failed
 * half way leaves no record, and the next file makes the template again.
 */
export const runDir = (run: string) => path.join(testsDir(), `run-${run}`);

export interface TemplateRecord {
  client: Client;
  name: string;
}

export function templateRecordFile(): string | undefined {
  const run = process.env.CALENDAR_TEST_RUN;
  if (!run) return undefined;
  return path.join(runDir(run), `template-${currentClient()}-${process.pid}.json`);
}

export function templateName(): string {
  return `calendar_tmpl_${process.env.CALENDAR_TEST_RUN}_${process.pid}`;
}
