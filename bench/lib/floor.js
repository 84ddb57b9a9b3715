// The floor: what answering the default event list costs with nothing between the socket and the
// database. node:http and the bare driver (better-sqlite3 prepared statements; pg named prepared
// statements; mysql2 prepared statements), six statements per request (the page, the count, and
// venue, organizers, categories and tags of the whole page), JSON.stringify of plain objects.
// No framework, no auth, no validation, no HTML rendering: nothing the plugin could skip goes
// below this. Forked by bench/run.js with the dataset's DATABASE_* environment.
const http = require('http');
const { DateTime } = require('luxon');

const PER_PAGE = 10;
let statements = 0;

const SQL = {
  where: `FROM calendar_events e WHERE e.locale = ? AND e.post_status = 'publish' AND (e.hide_from_listings = ? OR e.hide_from_listings IS NULL) AND e.start_local >= ? AND e.end_local <= ?`,
  venue: `SELECT l.event_id, v.id, v.document_id, v.name, v.slug, v.address, v.city, v.country, v.zip, v.phone, v.website, v.geo_lat, v.geo_lng FROM calendar_events_venue_lnk l JOIN calendar_venues v ON v.id = l.venue_id WHERE l.event_id IN (%IDS%)`,
  organizers: `SELECT l.event_id, o.id, o.document_id, o.name, o.slug, o.email, o.website, o.phone FROM calendar_events_organizers_lnk l JOIN calendar_organizers o ON o.id = l.organizer_id WHERE l.event_id IN (%IDS%) ORDER BY l.organizer_ord`,
  categories: `SELECT l.event_id, t.id, t.name, t.slug, t.description FROM calendar_events_categories_lnk l JOIN calendar_categories t ON t.id = l.category_id WHERE l.event_id IN (%IDS%) ORDER BY l.category_ord`,
  tags: `SELECT l.event_id, t.id, t.name, t.slug, t.description FROM calendar_events_tags_lnk l JOIN calendar_tags t ON t.id = l.tag_id WHERE l.event_id IN (%IDS%) ORDER BY l.tag_ord`,
};
const PAGE_SQL = `SELECT e.id, e.document_id, e.title, e.slug, e.description, e.excerpt, e.all_day, e.timezone, e.start_local, e.end_local, e.start_utc, e.end_utc, e.cost, e.website, e.featured, e.locale ${SQL.where} ORDER BY e.start_local, e.id LIMIT ${PER_PAGE} OFFSET ?`;
const COUNT_SQL = `SELECT COUNT(*) AS n ${SQL.where}`;
const placeholders = (sql, n, style) =>
  sql.replace(
    '%IDS%',
    Array.from({ length: n }, (_, i) => (style === 'pg' ? `$${i + 1}` : '?')).join(', ')
  );
const pgParams = (sql) => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

/** One of the six statements, prepared once per shape (the IN list is as long as the page). */
function sqliteDriver() {
  const Database = require('better-sqlite3');
  const db = new Database(process.env.DATABASE_FILENAME, { readonly: true });
  const cache = new Map();
  const prepared = (sql) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };
  return {
    async all(sql, params) {
      statements += 1;
      return prepared(sql).all(params);
    },
    ids: (sql, n) => placeholders(sql, n, '?'),
    flag: 0,
  };
}

function pgDriver() {
  const { Pool } = require('pg');
  const pool = new Pool({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 5432),
    user: process.env.DATABASE_USERNAME ?? 'postgres',
    password: process.env.DATABASE_PASSWORD ?? '',
    database: process.env.DATABASE_NAME,
    max: 10,
  });
  const names = new Map();
  return {
    async all(sql, params) {
      statements += 1;
      const text = pgParams(sql);
      if (!names.has(text)) names.set(text, `floor_${names.size}`);
      return (await pool.query({ name: names.get(text), text, values: params })).rows;
    },
    ids: (sql, n) => placeholders(sql, n, '?'),
    flag: false,
  };
}

function mysqlDriver() {
  const mysql = require('mysql2/promise');
  const pool = mysql.createPool({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 3306),
    user: process.env.DATABASE_USERNAME ?? 'root',
    password: process.env.DATABASE_PASSWORD ?? '',
    database: process.env.DATABASE_NAME,
    connectionLimit: 10,
  });
  return {
    async all(sql, params) {
      statements += 1;
      return (await pool.execute(sql, params))[0];
    },
    ids: (sql, n) => placeholders(sql, n, '?'),
    flag: false,
  };
}

const WALL = 'yyyy-MM-dd HH:mm:ss';
const utcWall = (v) =>
  (v instanceof Date ? DateTime.fromJSDate(v) : DateTime.fromMillis(Number(v)))
    .toUTC()
    .toFormat(WALL);

function groupBy(rows) {
  const out = new Map();
  for (const r of rows) {
    const list = out.get(r.event_id) ?? [];
    list.push(r);
    out.set(r.event_id, list);
  }
  return out;
}

async function list(driver, origin) {
  const now = DateTime.utc();
  const window = [
    'en',
    driver.flag,
    `${now.toFormat('yyyy-MM-dd')} 00:00:00`,
    `${now.plus({ years: 2 }).toFormat('yyyy-MM-dd')} 23:59:59`,
  ];
  const [page, [{ n }]] = await Promise.all([
    driver.all(PAGE_SQL, [...window, 0]),
    driver.all(COUNT_SQL, window),
  ]);
  const ids = page.map((e) => e.id);
  const related = ids.length
    ? await Promise.all(
        ['venue', 'organizers', 'categories', 'tags'].map((k) =>
          driver.all(driver.ids(SQL[k], ids.length), ids).then(groupBy)
        )
      )
    : [new Map(), new Map(), new Map(), new Map()];
  const [venues, organizers, categories, tags] = related;
  const term = (t) => ({ id: t.id, name: t.name, slug: t.slug, description: t.description ?? '' });
  const total = Number(n);
  return {
    events: page.map((e) => {
      const v = venues.get(e.id)?.[0];
      return {
        id: e.id,
        global_id: `${origin}?id=${e.id}`,
        rest_url: `${origin}/events/${e.id}`,
        title: e.title,
        slug: e.slug,
        description: e.description ?? '',
        excerpt: e.excerpt ?? '',
        all_day: Boolean(e.all_day),
        start_date: e.start_local,
        end_date: e.end_local,
        utc_start_date: utcWall(e.start_utc),
        utc_end_date: utcWall(e.end_utc),
        timezone: e.timezone,
        cost: e.cost ?? '',
        website: e.website ?? '',
        featured: Boolean(e.featured),
        categories: (categories.get(e.id) ?? []).map(term),
        tags: (tags.get(e.id) ?? []).map(term),
        venue: v
          ? {
              id: v.id,
              venue: v.name,
              slug: v.slug,
              address: v.address,
              city: v.city,
              country: v.country,
              zip: v.zip,
              phone: v.phone,
              website: v.website,
              geo_lat: v.geo_lat,
              geo_lng: v.geo_lng,
            }
          : [],
        organizer: (organizers.get(e.id) ?? []).map((o) => ({
          id: o.id,
          organizer: o.name,
          slug: o.slug,
          email: o.email,
          website: o.website,
          phone: o.phone,
        })),
        translation_language: e.locale,
      };
    }),
    rest_url: `${origin}/events/?page=1&per_page=${PER_PAGE}`,
    total,
    total_pages: Math.ceil(total / PER_PAGE),
  };
}

function main() {
  const client = process.env.DATABASE_CLIENT ?? 'sqlite';
  const driver =
    client === 'postgres' ? pgDriver() : client === 'mysql' ? mysqlDriver() : sqliteDriver();
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || !req.url.startsWith('/events')) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = JSON.stringify(await list(driver, `http://${req.headers.host}`));
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  });
  process.on('message', (m) => {
    if (m && m.type === 'sql-count')
      process.send({ type: 'sql-count', count: statements, id: m.id });
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send({ type: 'ready' }));
}

main();
