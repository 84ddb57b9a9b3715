/**
 * What an event read costs the database (issue #6): a fixed number of SQL statements per list
 * request, at most six, whatever `per_page`, the page or the filters — no statement per event,
 * no statement per related record. Counted at the database driver (tests/app/src/bench.js), so
 * every statement is seen, whoever sends it: Strapi's auth, its query engine or the plugin.
 */
import { useApp } from './helpers/app';
import { daysFromNow, makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import { NS, createEvent, get, versionWrittenElsewhere } from './helpers/event-reads';
import { untilNoStatements, warmSqlOfGet, warmStatementsOfGet } from './helpers/sql';

const app = useApp({ env: { CALENDAR_BENCH_SQL_COUNT: '1' }, quiet: true });
const ref: Record<string, number> = {};
const EVENTS = 24;

beforeAll(async () => {
  const full = await app.token('full-access');
  const venues = [
    await makeVenue(app.strapi, 'Cost Hall'),
    await makeVenue(app.strapi, 'Cost Park'),
  ];
  const organizers = [
    await makeOrganizer(app.strapi, 'Cost Society'),
    await makeOrganizer(app.strapi, 'Cost Guild'),
    await makeOrganizer(app.strapi, 'Cost Club'),
  ];
  const music = await makeCategory(app.strapi, 'Cost Music');
  const jazz = await makeCategory(app.strapi, 'Cost Jazz', { parent: music.id });
  const food = await makeCategory(app.strapi, 'Cost Food');
  const tags = [
    await makeTag(app.strapi, 'cost-free'),
    await makeTag(app.strapi, 'cost-evening'),
    await makeTag(app.strapi, 'cost-live'),
  ];
  Object.assign(ref, {
    venue: venues[0].id,
    music: music.id,
    tag: tags[0].id,
    organizer: organizers[0].id,
  });
  for (let i = 0; i < EVENTS; i++) {
    await createEvent(app, full, {
      title: `Cost ${i % 2 ? 'concert' : 'market'} ${i}`,
      description: `Event **${i}** with a [link](https://example.org/${i}).`,
      start_date: daysFromNow(1 + i, 10),
      end_date: daysFromNow(1 + i, 12),
      venue: venues[i % 2].id,
      organizer: [organizers[i % 3].id, organizers[(i + 1) % 3].id],
      categories: [[music, jazz, food][i % 3].id, ...(i % 4 ? [] : [food.id])],
      tags: tags.slice(0, 1 + (i % 3)).map((t) => t.id),
    });
  }
  await untilNoStatements(app.strapi);
});

const statementsOf = (path: string) => warmStatementsOfGet(app, path);
const warmSqlOf = (path: string) => warmSqlOfGet(app, path);

describe('statements per event list request', () => {
  const lists = () => [
    ['default', ''],
    ['search', 'search=concert'],
    ['category (with its children)', `categories=${ref.music}`],
    ['tag', `tags=${ref.tag}`],
    ['venue', `venue=${ref.venue}`],
    ['organizer', `organizer=${ref.organizer}`],
    [
      'date window',
      `start_date=${daysFromNow(3).slice(0, 10)}&end_date=${daysFromNow(20).slice(0, 10)}`,
    ],
    [
      'relative bounds',
      `starts_before=${daysFromNow(15).slice(0, 10)}&ends_after=${daysFromNow(5).slice(0, 10)}`,
    ],
  ];

  it('counts statements at the driver (the counter sees the requests)', async () => {
    expect(await statementsOf(`${NS}/events`)).toBeGreaterThan(0);
  });

  it('is the same for 2, 10 and 50 events a page, and for a later page', async () => {
    for (const [, query] of lists()) {
      const sep = query ? '&' : '';
      const pages = ['per_page=2', 'per_page=10', 'per_page=50', 'per_page=2&page=2'];
      const sql: string[][] = [];
      for (const page of pages) sql.push(await warmSqlOf(`${NS}/events?${query}${sep}${page}`));
      const counts = sql.map((s) => s.length);
      // On a mismatch the statements of each request are shown: a count of 4 for one page where
      // the others counted 3 was seen once in CI on PostgreSQL (2026-11-28), never alone.
      const same = counts.every((n) => n === counts[0]);
      expect({ query, counts, sql: same ? [] : sql }).toEqual({
        query,
        counts: [counts[0], counts[0], counts[0], counts[0]],
        sql: [],
      });
    }
  });

  it('is at most six, authentication included', async () => {
    for (const [name, query] of lists()) {
      const n = await statementsOf(`${NS}/events?${query}&per_page=50`);
      expect({ name, statements: n, atMostSix: n <= 6 }).toEqual({
        name,
        statements: n,
        atMostSix: true,
      });
    }
  });

  it('does not grow with the number of events a page embeds', async () => {
    const few = await statementsOf(`${NS}/events?per_page=1`);
    const all = await statementsOf(`${NS}/events?per_page=${EVENTS}`);
    expect(all).toBe(few);
  });
});

describe('statements per single event read', () => {
  it('is the same for any event, by id or by slug', async () => {
    const page = await get(app, `${NS}/events?per_page=3`);
    const [a, b, c] = page.body.events as Array<{ id: number; slug: string }>;
    const counts = [
      await statementsOf(`${NS}/events/${a.id}`),
      await statementsOf(`${NS}/events/${b.id}`),
      await statementsOf(`${NS}/events/${c.id}`),
    ];
    expect(counts).toEqual([counts[0], counts[0], counts[0]]);
    expect(await statementsOf(`${NS}/events/by-slug/${a.slug}`)).toBeLessThanOrEqual(counts[0] + 1);
  });
});

describe('term counts, kept under the database’s version', () => {
  const countOf = async (id: number) =>
    (await get(app, `${NS}/categories/${id}`)).body.count as number;

  it('follow every write at once: through the API, and through Strapi’s Document Service', async () => {
    const full = await app.token('full-access');
    const before = await countOf(ref.music);
    const created = await createEvent(app, full, {
      title: 'Cost counted',
      categories: [ref.music],
    });
    expect(await countOf(ref.music)).toBe(before + 1);
    const row = await app.strapi.db
      .query('plugin::calendar.event')
      .findOne({ where: { id: created.id } });
    await app.strapi
      .documents('plugin::calendar.event')
      .update({ documentId: row.documentId, locale: row.locale, data: { postStatus: 'draft' } });
    expect(await countOf(ref.music)).toBe(before);
    await app.strapi
      .documents('plugin::calendar.event')
      .update({ documentId: row.documentId, locale: row.locale, data: { postStatus: 'publish' } });
    expect(await countOf(ref.music)).toBe(before + 1);
    expect(
      (await app.http.delete(`${NS}/events/${created.id}?force=true`).set('Authorization', full))
        .status
    ).toBe(200);
    expect(await countOf(ref.music)).toBe(before);
  });

  it('follow a write another instance committed: the version in the database decides, not this process', async () => {
    const full = await app.token('full-access');
    const published = await createEvent(app, full, {
      title: 'Cost elsewhere',
      categories: [(await makeCategory(app.strapi, 'Cost Other')).id],
    });
    const before = await countOf(ref.music);
    expect(await countOf(ref.music)).toBe(before); // now kept by this process
    // What another instance's write leaves in the database: a new link and a new version, with no
    // lifecycle of this process involved.
    const db = app.strapi.db;
    const link = db.metadata.get('plugin::calendar.event').attributes.categories.joinTable;
    await db
      .connection(link.name)
      .insert({ [link.joinColumn.name]: published.id, [link.inverseJoinColumn.name]: ref.music });
    expect(await countOf(ref.music)).toBe(before); // same version: the kept count stands
    await versionWrittenElsewhere(app);
    expect(await countOf(ref.music)).toBe(before + 1);
    await db
      .connection(link.name)
      .where({ [link.joinColumn.name]: published.id, [link.inverseJoinColumn.name]: ref.music })
      .delete();
  });
});
