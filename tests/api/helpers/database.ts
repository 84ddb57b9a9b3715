/**
 * One fresh database per test file: a SQLite file in memory-backed /dev/shm by
 * default, or a new PostgreSQL / MySQL database when DATABASE_CLIENT says so; dropped afterwards.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import crypto from 'crypto';

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

const tmpRoot = () => (fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());

async function sqlite(name: string): Promise<TestDatabase> {
  const dir = path.join(tmpRoot(), 'calendar-tests');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.db`);
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file },
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        fs.rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

async function postgres(name: string): Promise<TestDatabase> {
  const { Client } = require('pg');
  const admin = () =>
    new Client({
      host: process.env.DATABASE_HOST ?? '127.0.0.1',
      port: Number(process.env.DATABASE_PORT ?? 5432),
      user: process.env.DATABASE_USERNAME ?? 'postgres',
      password: process.env.DATABASE_PASSWORD ?? '',
      database: 'postgres',
    });
  const run = async (sql: string) => {
    const client = admin();
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name },
    drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function mysql(name: string): Promise<TestDatabase> {
  const driver = require('mysql2/promise');
  const run = async (sql: string) => {
    const conn = await driver.createConnection({
      host: process.env.DATABASE_HOST ?? '127.0.0.1',
      port: Number(process.env.DATABASE_PORT ?? 3306),
      user: process.env.DATABASE_USERNAME ?? 'root',
      password: process.env.DATABASE_PASSWORD ?? '',
    });
    try {
      await conn.query(sql);
    } finally {
      await conn.end();
    }
  };
  await run(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    env: { DATABASE_CLIENT: 'mysql', DATABASE_NAME: name },
    drop: () => run(`DROP DATABASE IF EXISTS \`${name}\``),
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `calendar_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const client = process.env.DATABASE_CLIENT ?? 'sqlite';
  if (client === 'postgres') return postgres(name);
  if (client === 'mysql') return mysql(name);
  return sqlite(name);
}
