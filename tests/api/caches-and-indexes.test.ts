/**
 * Every cache and index changes how fast an answer comes, never the answer (issue #18, docs/api.md
 * §10.1): a battery of reads, for each caller kind, answers the same with the plugin's caches on
 * (and warm), with them off, after writes, and with every index of the plugin's tables dropped.
 * CI runs this file on SQLite, PostgreSQL and MariaDB.
 */
import { useApp } from './helpers/app';
import { currentClient } from './helpers/database';
import { buildCalendar, namespaceReads, type CalendarRefs } from './helpers/calendar-fixture';
import { NS, createEvent, get, versionWrittenElsewhere } from './helpers/event-reads';
import { makeVenue } from './helpers/fixtures';
import { recordAppSql, untilNoStatements } from './helpers/sql';
import { useCaches } from '../../server/src/utils/caches';

const app = useApp({ env: { CALENDAR_BENCH_SQL_COUNT: '1' }, quiet: true });
const callers: Record<string, string | undefined> = { anonymous: undefined };
let refs: CalendarRefs;
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
  callers['read-only token'] = await app.token('read-only');
  callers['full-access token'] = full;
  refs = await buildCalendar(app, full, 'Kept');
  await untilNoStatements(app.strapi);
});

afterAll(() => useCaches(true));

/** The reads of the battery: the namespace's, a French root's, and WordPress's own term routes. */
function battery(): Record<string, string> {
  return {
    ...namespaceReads(refs),
    'fr events': `/fr${NS}/events`,
    'fr categories': `/fr${NS}/categories`,
    'events drafts (who may)': `${NS}/events?status=draft`,
    'wp categories': '/wp-json/wp/v2/categories',
    'wp tags': '/wp-json/wp/v2/tags',
  };
}

type Answer = { status: number; total?: string; pages?: string; body: unknown };

/** Every read of the battery by every caller: status, WordPress's total headers and the body. */
async function answers(): Promise<Record<string, Answer>> {
  const out: Record<string, Answer> = {};
  for (const [who, auth] of Object.entries(callers))
    for (const [name, path] of Object.entries(battery())) {
      // One origin for every request: supertest listens on a new port each time, and URLs carry it.
      const res = await get(app, path, auth).set('Host', 'calendar.test');
      out[`${who}: ${name}`] = {
        status: res.status,
        total: res.headers['x-wp-total'],
        pages: res.headers['x-wp-totalpages'],
        body: res.type === 'application/json' ? res.body : res.text.replace(/^DTSTAMP:.*$/gm, ''),
      };
    }
  return out;
}

/** The answers with the caches warm: the battery twice, the second time read from what was kept. */
async function warmAnswers() {
  useCaches(true);
  const first = await answers();
  const kept = await answers();
  expect(kept).toEqual(first);
  return kept;
}

async function coldAnswers() {
  useCaches(false);
  try {
    return await answers();
  } finally {
    useCaches(true);
  }
}

/**
 * The plugin's counting statements one anonymous GET of `path` runs: the list totals and term
 * counts, the work the caches keep (read-path/list-totals.ts, term-counts.ts). The plugin writes
 * `COUNT(*)` in capitals and knex writes `count(*)`, so Strapi's own statements are not counted.
 * Counting these and not every statement is what makes the test hold in CI's long runs: twice a
 * loaded `npm test` counted 18 statements for each of several warm category lists that cost 8 —
 * ten statements of something else inside every request — and failed a comparison of totals.
 * The fewest of three: a read that needs a count after a write counts it once.
 */
async function countingStatementsOf(path: string): Promise<number> {
  let fewest = Infinity;
  for (let round = 0; round < 3; round += 1) {
    let status = 0;
    const log = await recordAppSql(app.strapi, async () => {
      status = (await app.http.get(path)).status;
    });
    expect({ path, status }).toEqual({ path, status: 200 });
    fewest = Math.min(fewest, log.filter((entry) => entry.sql.includes('COUNT(*)')).length);
  }
  return fewest;
}

describe('the caches', () => {
  it('answer every read as the database does, for every caller', async () => {
    const warm = await warmAnswers();
    expect(Object.keys(warm).length).toBeGreaterThan(80);
    expect(await coldAnswers()).toEqual(warm);
  });

  it('are in use when on: a warm list and term list count nothing, and count with them off', async () => {
    await warmAnswers();
    await untilNoStatements(app.strapi);
    const paths = [`${NS}/events`, `${NS}/categories`];
    const on = [];
    for (const path of paths) on.push(await countingStatementsOf(path));
    useCaches(false);
    try {
      const off = [];
      for (const path of paths) off.push(await countingStatementsOf(path));
      expect(on).toEqual([0, 0]);
      expect(off[0]).toBeGreaterThan(0);
      expect(off[1]).toBeGreaterThan(0);
    } finally {
      useCaches(true);
    }
  });

  it('answer as the database does after writes through the API and by another instance', async () => {
    await warmAnswers();
    await createEvent(app, full, {
      title: 'Kept concert added',
      categories: [refs.music],
      tags: [refs.tag],
    });
    const moved = await app.http
      .post(`${NS}/events/${refs.event}`)
      .set('Authorization', full)
      .send({ categories: [refs.jazz], featured: false });
    expect(moved.status).toBe(200);
    await untilNoStatements(app.strapi);
    const afterWrites = await answers();
    expect(await coldAnswers()).toEqual(afterWrites);
    // A link another instance added, seen once its commit moves the read version.
    await warmAnswers();
    const db = app.strapi.db;
    const link = db.metadata.get('plugin::calendar.event').attributes.categories.joinTable;
    await db
      .connection(link.name)
      .insert({ [link.joinColumn.name]: refs.event, [link.inverseJoinColumn.name]: refs.music });
    await versionWrittenElsewhere(app);
    const elsewhere = await answers();
    expect(await coldAnswers()).toEqual(elsewhere);
  });
});

/**
 * Events kept rendered (controllers/rendered-events.ts) are kept per view: a sequence of reads
 * that differ only in what the key must tell apart — the origin URLs point to, an editor's
 * `context=edit`, a password that opens the event or only its venue — answers each read as with
 * the caches off, whichever read came first.
 */
describe('events kept rendered', () => {
  let locked: { event: number; venue: number };

  beforeAll(async () => {
    const venue = await makeVenue(app.strapi, 'Kept locked venue', {
      address: '1 Hidden Lane',
      password: 'venue-secret',
    });
    const event = await createEvent(app, full, {
      title: 'Kept at a locked venue',
      venue: venue.id,
    });
    locked = { event: event.id, venue: venue.id };
    await untilNoStatements(app.strapi);
  });

  type Read = [who: string, path: string, host: string];
  const sequence = (): Read[] => [
    ['anonymous', `${NS}/events`, 'a.test'],
    ['anonymous', `${NS}/events`, 'b.test'],
    ['full-access token', `${NS}/events?context=edit`, 'a.test'],
    ['full-access token', `${NS}/events`, 'a.test'],
    ['anonymous', `${NS}/events`, 'a.test'],
    ['anonymous', `${NS}/events/${locked.event}?password=venue-secret`, 'a.test'],
    ['anonymous', `${NS}/events/${locked.event}`, 'a.test'],
    ['anonymous', `${NS}/events?password=${refs.password}`, 'a.test'],
    ['anonymous', `${NS}/events`, 'a.test'],
    ['full-access token', `${NS}/events/${refs.event}?context=edit`, 'b.test'],
    ['anonymous', `${NS}/events/${refs.event}`, 'b.test'],
  ];

  async function run(): Promise<unknown[]> {
    const out = [];
    for (const [who, path, host] of sequence()) {
      const res = await get(app, path, callers[who]).set('Host', host);
      out.push({ who, path, host, status: res.status, body: res.body });
    }
    return out;
  }

  it('answer each read of a sequence as the database does', async () => {
    useCaches(true);
    await run();
    const warm = await run();
    const urls = (warm[1] as { body: { events: Array<{ rest_url: string }> } }).body.events;
    expect(urls.length).toBeGreaterThan(0);
    for (const event of urls) expect(event.rest_url).toMatch(/^http:\/\/b\.test\//);
    // A locked venue shows its name, its address not at all (empty values are pruned).
    const open = warm[5] as { body: { venue: { address?: string } } };
    const shut = warm[6] as { body: { venue: { address?: string } } };
    expect([open.body.venue.address, shut.body.venue.address]).toEqual([
      '1 Hidden Lane',
      undefined,
    ]);
    useCaches(false);
    try {
      expect(await run()).toEqual(warm);
    } finally {
      useCaches(true);
    }
  });
});

/**
 * The indexes the plugin's content types declare (their schema's `indexes`), with their tables —
 * not Strapi's own (foreign keys, document ids), which MySQL will not drop under a constraint.
 */
function pluginIndexes(): Array<{ table: string; name: string; unique: boolean }> {
  const out = [];
  for (const [uid, contentType] of Object.entries<any>(app.strapi.contentTypes)) {
    if (!uid.startsWith('plugin::calendar.')) continue;
    const table = app.strapi.db.metadata.get(uid).tableName;
    for (const index of contentType.indexes ?? [])
      out.push({ table, name: index.name, unique: index.type === 'unique' });
  }
  return out;
}

/**
 * The index the read path names, per database (read-path/dialect.ts): MySQL/MariaDB's `FORCE
 * INDEX` of the occurrence list, SQLite's `INDEXED BY` of the term counts. A named index must
 * exist, so there it is kept by name but made useless — one column that serves neither the
 * statement's conditions nor its order — and the database must answer without its help.
 */
const NAMED: Record<string, string> = {
  mysql: 'calendar_occurrences_list',
  sqlite: 'calendar_events_term_counts',
};
const isNamed = (name: string) => NAMED[currentClient()] === name;

/** Raw DDL: knex's SQLite `alterTable` rebuilds the table for some changes, indexes and all. */
async function dropIndex({
  table,
  name,
  unique,
}: {
  table: string;
  name: string;
  unique: boolean;
}) {
  const knex = app.strapi.db.connection;
  const client = currentClient();
  if (client === 'mysql' && isNamed(name))
    return knex.raw('ALTER TABLE ?? DROP INDEX ??, ADD INDEX ?? (??)', [
      table,
      name,
      name,
      'created_at',
    ]);
  if (isNamed(name)) {
    await knex.raw('DROP INDEX ??', [name]);
    return knex.raw('CREATE INDEX ?? ON ?? (??)', [name, table, 'created_at']);
  }
  if (client === 'mysql') return knex.raw('ALTER TABLE ?? DROP INDEX ??', [table, name]);
  // knex makes a unique index a table constraint on PostgreSQL.
  if (client === 'postgres' && unique)
    return knex.raw('ALTER TABLE ?? DROP CONSTRAINT ??', [table, name]);
  return knex.raw('DROP INDEX ??', [name]);
}

describe('the indexes', () => {
  it('change no answer: the battery answers the same with every plugin index dropped', async () => {
    const indexed = await warmAnswers();
    const indexes = pluginIndexes();
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'calendar_events_list_window',
        'calendar_occurrences_list',
        'calendar_occurrences_series_list',
        'calendar_venues_list',
        'calendar_organizers_list',
        'calendar_events_term_counts',
      ])
    );
    for (const index of indexes) await dropIndex(index);
    const inspector = app.strapi.db.dialect.schemaInspector;
    for (const { table, name } of indexes) {
      const left = (await inspector.getIndexes(table)).filter(
        (i: { name: string }) => i.name === name
      );
      expect(left).toEqual(isNamed(name) ? [{ name, columns: ['created_at'] }] : []);
    }
    expect(await answers()).toEqual(indexed);
    expect(await coldAnswers()).toEqual(indexed);
  });
});
