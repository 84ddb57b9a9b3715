/**
 * What an editor sees in the Content Manager, as the admin panel reads it over HTTP: the list
 * columns, the edit form's first rows, labels and relations shown by name — set at the first
 * start, and an administrator's later change kept when Strapi syncs the configuration again at the
 * next start.
 */
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';

const app = useApp();
let admin: string;

beforeAll(async () => {
  admin = await registerSuperAdmin(app);
});

const configuration = async (uid: string) => {
  const res = await app.http
    .get(`/content-manager/content-types/${uid}/configuration`)
    .set('Authorization', admin);
  expect(res.status).toBe(200);
  return res.body.data.contentType;
};

test('events: the columns an editor wants, start and end on one row and the zone below, the rule below them, relations by name', async () => {
  const event = await configuration('plugin::calendar.event');
  expect(event.layouts.list).toEqual(['title', 'startUtc', 'postStatus']);
  const rows = event.layouts.edit.map((row: Array<{ name: string }>) => row.map((f) => f.name));
  expect(rows.slice(0, 6)).toEqual([
    ['title', 'slug'],
    ['startUtc', 'endUtc'],
    ['timezone', 'allDay'],
    ['recurrence'],
    ['venue', 'organizers'],
    ['categories', 'tags'],
  ]);
  expect(rows[6]).toEqual(['description']);
  expect(event.settings).toMatchObject({
    mainField: 'title',
    defaultSortBy: 'startUtc',
    defaultSortOrder: 'DESC',
  });
  expect(event.metadatas.postStatus.edit.label).toBe('Status');
  expect(event.metadatas.startUtc.list.label).toBe('Start');
  expect(event.metadatas.venue.edit.mainField).toBe('name');
  expect(event.metadatas.organizers.edit.mainField).toBe('name');
  expect(event.metadatas.slug.edit.description).toMatch(/address/);
});

test('venues, organizers and terms are named by their name', async () => {
  for (const kind of ['venue', 'organizer', 'category', 'tag']) {
    const conf = await configuration(`plugin::calendar.${kind}`);
    expect([kind, conf.settings.mainField, conf.layouts.list[0]]).toEqual([kind, 'name', 'name']);
  }
});

test("an administrator's change survives the next start's configuration sync", async () => {
  const uid = 'plugin::calendar.event';
  const cm = app.strapi.plugin('content-manager').service('content-types');
  const stored = await cm.findConfiguration({ uid });
  const { uid: _uid, ...input } = stored;
  await cm.updateConfiguration(
    { uid },
    { ...input, layouts: { ...stored.layouts, list: ['title', 'cost'] } }
  );
  await cm.syncConfigurations(); // what every start does
  expect((await configuration(uid)).layouts.list).toEqual(['title', 'cost']);
});
