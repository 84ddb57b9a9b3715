/**
 * The event reads use indexes (issue #6): every statement an event list or read runs against the
 * calendar's tables is explained by the database itself, and none reads a whole table; the page of
 * a list comes in index order, with no sort step. The statements are the real ones, recorded at
 * the database driver (tests/app/src/bench.js) while the request runs.
 *
 * - SQLite: EXPLAIN QUERY PLAN; no `SCAN` of a calendar table, no temporary B-tree for ORDER BY.
 * - PostgreSQL: EXPLAIN (FORMAT JSON) with sequential scans, bitmap scans and sorts priced out
 *   (the tables here are tiny, and the planner would rightly read them whole): a plan that still
 *   has a Seq Scan or a Sort means no index can serve the query.
 * - MySQL/MariaDB: EXPLAIN; the calendar tables are looked up through a key the query can use.
 */
import path from 'path';
import { useApp } from './helpers/app';
import { daysFromNow, makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import { NS, createEvent, get } from './helpers/event-reads';
import { hostAppModule } from './helpers/native';

const { recordSql } = hostAppModule<{
  recordSql(fn: () => Promise<unknown>): Promise<Statement[]>;
}>(path.join(__dirname, '../app/src/bench'));

interface Statement {
  sql: string;
  params: unknown[];
}

interface PlanFacts {
  /** Calendar tables read whole. */
  fullScans: string[];
  /** The plan sorts rows (ORDER BY not served by an index). */
  sorts: boolean;
  /** Every step, for the failure message. */
  text: string;
}

const CALENDAR = /\bcalendar_[a-z_]+/g;

/**
 * alias → table for every calendar table a statement names (`FROM "calendar_events" e`,
 * `` join `calendar_venues` as `t1` ``), so a plan step that names an alias can be traced back.
 * Names bound by WITH (a recursive CTE) are not tables.
 */
function calendarAliases(sql: string): Map<string, string> {
  const ctes = new Set(
    [...sql.matchAll(/\bWITH\s+(?:RECURSIVE\s+)?["`]?(\w+)["`]?/gi)].map((m) => m[1])
  );
  const out = new Map<string, string>();
  for (const m of sql.matchAll(
    /\b(?:from|join)\s+["`]?(calendar_\w+)["`]?(?:\s+(?:as\s+)?["`]?(\w+)["`]?)?/gi
  )) {
    const [, table, alias] = m;
    if (ctes.has(table)) continue;
    out.set(table, table);
    if (alias && !/^(on|where|left|inner|join|group|order|limit|union)$/i.test(alias))
      out.set(alias, table);
  }
  return out;
}
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

const app = useApp({ env: { CALENDAR_BENCH_SQL_COUNT: '1' }, quiet: true });
const ref: Record<string, number | string> = {};

beforeAll(async () => {
  const full = await app.token('full-access');
  const venue = await makeVenue(app.strapi, 'Plan Hall');
  const organizer = await makeOrganizer(app.strapi, 'Plan Society');
  const music = await makeCategory(app.strapi, 'Plan Music');
  const jazz = await makeCategory(app.strapi, 'Plan Jazz', { parent: music.id });
  const tag = await makeTag(app.strapi, 'plan-live');
  for (let i = 0; i < 12; i++) {
    const event = await createEvent(app, full, {
      title: `Plan event ${i}`,
      start_date: daysFromNow(1 + i, 10),
      end_date: daysFromNow(1 + i, 12),
      venue: venue.id,
      organizer: [organizer.id],
      categories: [i % 2 ? music.id : jazz.id],
      tags: [tag.id],
    });
    Object.assign(ref, { event: event.id, slug: event.slug });
  }
  Object.assign(ref, { venue: venue.id, organizer: organizer.id, music: music.id, tag: tag.id });
});

async function explain(statement: Statement): Promise<PlanFacts> {
  const db = app.strapi.db.connection;
  if (client === 'postgres') {
    // The driver's own client: the recorded SQL has $n placeholders, which knex's raw() would not take.

    const { Client } = require('pg');
    const pg = new Client({
      host: process.env.DATABASE_HOST ?? '127.0.0.1',
      port: Number(process.env.DATABASE_PORT ?? 5432),
      user: process.env.DATABASE_USERNAME ?? 'postgres',
      password: process.env.DATABASE_PASSWORD ?? '',
      database: process.env.DATABASE_NAME,
    });
    await pg.connect();
    try {
      await pg.query('BEGIN');
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
        await pg.query(`SET LOCAL ${setting} = off`);
      const res = await pg.query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params);
      await pg.query('ROLLBACK');
      const nodes: any[] = [];
      const walk = (n: any) => {
        nodes.push(n);
        (n.Plans ?? []).forEach(walk);
      };
      walk(res.rows[0]['QUERY PLAN'][0].Plan);
      return {
        fullScans: nodes
          .filter((n) => n['Node Type'] === 'Seq Scan' && /^calendar_/.test(n['Relation Name']))
          .map((n) => n['Relation Name']),
        sorts: nodes.some(
          (n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort'
        ),
        text: nodes
          .map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''}`)
          .join(' | '),
      };
    } finally {
      await pg.end();
    }
  }
  if (client === 'mysql') {
    const [rows] = await db.raw(`EXPLAIN ${statement.sql}`, statement.params);
    const aliases = calendarAliases(statement.sql);
    const tables = (rows as any[]).filter((r) => aliases.has(String(r.table ?? '')));
    return {
      // MariaDB may still read a table of a dozen rows whole; what must hold is that a key fits.
      fullScans: tables
        .filter((r) => r.type === 'ALL' && !r.possible_keys)
        .map((r) => String(r.table)),
      sorts: false,
      text: (rows as any[])
        .map((r) => `${r.table}:${r.type}:${r.possible_keys}:${r.key}:${r.Extra}`)
        .join(' | '),
    };
  }
  const rows: Array<{ detail: string }> = await db.raw(
    `EXPLAIN QUERY PLAN ${statement.sql}`,
    statement.params
  );
  const details = rows.map((r) => r.detail);
  const aliases = calendarAliases(statement.sql);
  return {
    // `SCAN x` without an index is a whole-table read; x may be a calendar table, its alias, or a derived table / CTE (allowed).
    fullScans: details
      .filter((d) => {
        const m = d.trim().match(/^SCAN (\w+)(?: AS (\w+))?(?: LEFT-JOIN)?$/);
        return m !== null && (aliases.has(m[1]) || (m[2] !== undefined && aliases.has(m[2])));
      })
      .map((d) => d.trim()),
    sorts: details.some((d) => /USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/.test(d)),
    text: details.join(' | '),
  };
}

/** The statements a GET runs against the calendar's tables (the caller's permissions are Strapi's business). */
async function statementsOf(path: string): Promise<Statement[]> {
  let status = 0;
  const log = await recordSql(async () => {
    status = (await get(app, path)).status;
  });
  expect({ path, status }).toEqual({ path, status: 200 });
  if (process.env.DEBUG_PLANS)
    console.log(
      path,
      log.map((s) => s.sql.slice(0, 120))
    );
  return log.filter(
    (s) => /^\s*(select|with)\b/i.test(s.sql) && (s.sql.match(CALENDAR) ?? []).length > 0
  );
}

/** Whether a statement is the page of an event list: it reads calendar_events in order, a page at a time. */
const isEventPage = (s: Statement) =>
  /\bcalendar_events\b/.test(s.sql) && /\border by\b/i.test(s.sql) && /\blimit\b/i.test(s.sql);

describe(`query plans of event reads (${client})`, () => {
  const reads = () => [
    ['default list', `${NS}/events`],
    ['a later page', `${NS}/events?per_page=2&page=3`],
    [
      'date window',
      `${NS}/events?start_date=${daysFromNow(2).slice(0, 10)}&end_date=${daysFromNow(8).slice(0, 10)}`,
    ],
    [
      'relative bounds',
      `${NS}/events?starts_before=${daysFromNow(9).slice(0, 10)}&ends_after=${daysFromNow(3).slice(0, 10)}`,
    ],
    ['category and its children', `${NS}/events?categories=${ref.music}`],
    ['tag', `${NS}/events?tags=${ref.tag}`],
    ['venue', `${NS}/events?venue=${ref.venue}`],
    ['organizer', `${NS}/events?organizer=${ref.organizer}`],
    ['search', `${NS}/events?search=plan`],
    ['single event', `${NS}/events/${ref.event}`],
    ['single event by slug', `${NS}/events/by-slug/${ref.slug}`],
  ];

  it('reads no calendar table whole', async () => {
    for (const [name, path] of reads()) {
      const statements = await statementsOf(path);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const plan = await explain(statement);
        expect({ name, sql: statement.sql, fullScans: plan.fullScans, plan: plan.text }).toEqual({
          name,
          sql: statement.sql,
          fullScans: [],
          plan: plan.text,
        });
      }
    }
  });

  it('reads the page of a list in index order, without sorting it', async () => {
    for (const [name, path] of reads().filter(([, p]) => /\/events(\?|$)/.test(p))) {
      const pages = (await statementsOf(path)).filter(isEventPage);
      expect({ name, pages: pages.length }).toEqual({
        name,
        pages: pages.length || 'a page statement',
      });
      for (const statement of pages) {
        const plan = await explain(statement);
        expect({ name, sql: statement.sql, sorts: plan.sorts, plan: plan.text }).toEqual({
          name,
          sql: statement.sql,
          sorts: false,
          plan: plan.text,
        });
      }
    }
  });
});
