/**
 * List totals kept under the read version (services/read-path/list-totals.ts): a kept total is
 * served only while the database's version is the one it was counted under, so every write —
 * through the API, the Document Service, the occurrence writes, or another instance — shows in the
 * next list's `total`; and callers who see different events never share a total.
 */
import { useApp } from './helpers/app';
import { daysFromNow, makeVenue } from './helpers/fixtures';
import { NS, createEvent, get, versionWrittenElsewhere } from './helpers/event-reads';

const app = useApp({ quiet: true });
let full: string;

const totalOf = async (query = '', auth?: string) => {
  const res = await get(app, `${NS}/events?per_page=2${query ? `&${query}` : ''}`, auth);
  expect(res.status).toBe(200);
  return res.body.total as number;
};

const occurrenceTable = () =>
  (app.strapi.db.metadata.get('plugin::calendar.occurrence') as unknown as { tableName: string })
    .tableName;

beforeAll(async () => {
  full = await app.token('full-access');
  for (let i = 0; i < 5; i++)
    await createEvent(app, full, {
      title: `Totals ${i}`,
      start_date: daysFromNow(2 + i, 10),
      end_date: daysFromNow(2 + i, 11),
    });
});

describe('list totals, kept under the database’s read version', () => {
  it('follow writes through the API and through Strapi’s Document Service', async () => {
    const before = await totalOf();
    expect(await totalOf()).toBe(before); // kept now
    const created = await createEvent(app, full, { title: 'Totals added' });
    expect(await totalOf()).toBe(before + 1);
    const row = await app.strapi.db
      .query('plugin::calendar.event')
      .findOne({ where: { id: created.id } });
    await app.strapi
      .documents('plugin::calendar.event')
      .update({ documentId: row.documentId, locale: row.locale, data: { postStatus: 'draft' } });
    expect(await totalOf()).toBe(before);
    const deleted = await app.http
      .delete(`${NS}/events/${created.id}?force=true`)
      .set('Authorization', full);
    expect(deleted.status).toBe(200);
    expect(await totalOf()).toBe(before);
  });

  it('are kept: a change no write announced is not seen until the version moves (another instance’s write)', async () => {
    const extra = await createEvent(app, full, { title: 'Totals unannounced' });
    const before = await totalOf();
    // What no Strapi write makes: its occurrence row gone, and the version left as it is.
    const db = app.strapi.db;
    await db.connection(occurrenceTable()).where({ public_id: extra.id }).delete();
    expect(await totalOf()).toBe(before);
    // Another instance's commit rewrites the version: this process counts again.
    await versionWrittenElsewhere(app);
    expect(await totalOf()).toBe(before - 1);
    // The occurrence writes (which bypass the lifecycles) move the version themselves.
    await app.strapi.plugin('calendar').service('occurrences').sync([extra.id]);
    expect(await totalOf()).toBe(before);
  });

  it('are never shared by callers who see different events', async () => {
    await createEvent(app, full, { title: 'Totals draft', status: 'draft' });
    const editor = await totalOf('', full);
    const anonymous = await totalOf();
    expect(editor).toBe(anonymous + 1);
    expect(await totalOf('', full)).toBe(editor);
    expect(await totalOf()).toBe(anonymous);
  });

  it('follow a venue write that changes a filter’s matches without an event write', async () => {
    const venue = await makeVenue(app.strapi, 'Totals Hall');
    await createEvent(app, full, { title: 'Totals at the hall', venue: venue.id });
    const before = await totalOf('geoloc=true');
    await app.strapi.documents('plugin::calendar.venue').update({
      documentId: (venue as { documentId: string }).documentId,
      locale: 'en',
      data: { geoLat: 50.85, geoLng: 4.35 },
    });
    expect(await totalOf('geoloc=true')).toBe(before + 1);
  });

  it('decide the last page from a kept total as from a counted one', async () => {
    const total = await totalOf();
    const last = Math.ceil(total / 2);
    const lastPage = await get(app, `${NS}/events?per_page=2&page=${last}`);
    expect(lastPage.status).toBe(200);
    expect(lastPage.body.total).toBe(total);
    expect(lastPage.body.next_rest_url).toBeUndefined();
    const past = await get(app, `${NS}/events?per_page=2&page=${last + 1}`);
    expect(past.status).toBe(404);
    expect(past.body.code).toBe('event-archive-page-not-found');
  });
});
