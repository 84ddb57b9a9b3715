/**
 * A migration from a site running The Events Calendar (docs/api.md §15), from a local stand-in that
 * answers TEC's REST API (tests/helpers/tec-fixture-server.ts) with our own records in TEC's shapes
 * (tests/fixtures/tec/): every record imported with its links and image, a run again that changes
 * nothing, a source edit that updates exactly that record, and sources that are not TEC's API. The
 * same on real responses of TEC 6.17.2: tests/interop/api/import-tec.test.ts.
 */
import { useApp } from './helpers/app';
import { NS } from './helpers/writes';
import { startImageSite, type ImageSite } from './helpers/image-site';
import {
  sampleSite,
  startTecFixture,
  type FixtureSite,
  type TecFixture,
} from '../helpers/tec-fixture-server';

describe('migration from The Events Calendar', () => {
  const app = useApp({
    quiet: true,
    env: { CALENDAR_IMPORT_HOSTS: '127.0.0.1', CALENDAR_IMAGE_HOSTS: '127.0.0.1' },
  });
  const importer = () => app.strapi.plugin('calendar').service('importer');
  let site: FixtureSite;
  let tec: TecFixture;
  let images: ImageSite;

  beforeAll(async () => {
    images = await startImageSite(1024 * 1024);
    site = sampleSite();
    site.events[0].image = { url: `${images.allowed}/images/Poster%20Night.png`, id: 901 };
    tec = await startTecFixture({ site });
  });
  afterAll(async () => {
    await tec?.close();
    await images?.close();
  });

  const read = async (path: string) => {
    const res = await app.http.get(`${NS}/${path}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const all = 'start_date=1900-01-01&end_date=2199-12-31&per_page=50';

  let first: any;
  it('imports every record of every list, links and image included', async () => {
    first = await importer().importFrom(tec.root);
    expect(first.problems).toEqual([]);
    expect(first.results.filter((r: any) => r.outcome === 'failed')).toEqual([]);
    const listed = site.events.filter((e) => !e.hide_from_listings);
    expect((await read(`events?${all}`)).total).toBe(listed.length);
    for (const source of listed) {
      const local = first.results.find(
        (r: any) => r.kind === 'event' && r.remoteId === String(source.id)
      );
      const event = await read(`events/${local.id}`);
      expect(event).toMatchObject({
        title: source.title,
        slug: source.slug,
        start_date: source.start_date,
        end_date: source.end_date,
        timezone: source.timezone,
        all_day: source.all_day,
        featured: source.featured,
        sticky: source.sticky,
      });
      expect(event.categories.map((c: any) => c.slug).sort()).toEqual(
        source.categories.map((c: any) => c.slug).sort()
      );
      expect(event.tags.map((t: any) => t.slug).sort()).toEqual(
        source.tags.map((t: any) => t.slug).sort()
      );
      const venue = Array.isArray(source.venue) ? null : source.venue;
      expect(Array.isArray(event.venue) ? null : event.venue?.slug).toBe(venue?.slug ?? null);
    }
    const withImage = first.results.find(
      (r: any) => r.kind === 'event' && r.remoteId === String(site.events[0].id)
    );
    expect(withImage.warnings ?? []).toEqual([]);
    const event = await read(`events/${withImage.id}`);
    expect(event.image).toMatchObject({ extension: 'png' });
  });

  it('a run again changes nothing and downloads nothing', async () => {
    images.hits.length = 0;
    const again = await importer().importFrom(tec.root);
    expect(again.counts).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(again.counts.unchanged).toBe(first.results.length);
    expect(images.hits).toEqual([]);
  });

  it('a run again after a source edit updates exactly that record', async () => {
    const edited = site.venues[0];
    edited.city = 'Ghent';
    const again = await importer().importFrom(`${tec.root}/wp-json/tribe/events/v1/`);
    const updated = again.results.filter((r: any) => r.outcome === 'updated');
    expect(updated.map((r: any) => [r.kind, r.remoteId])).toEqual([['venue', String(edited.id)]]);
    expect((await read(`venues/${updated[0].id}`)).city).toBe('Ghent');
  });

  it('a source that is not The Events Calendar answers one clear problem, and writes nothing', async () => {
    const before = (await read(`events?${all}`)).total;
    const html = await startTecFixture({
      site,
      override: () => ({
        status: 200,
        body: '<!DOCTYPE html><html><body>Blog</body></html>',
        headers: { 'content-type': 'text/html' },
      }),
    });
    try {
      const summary = await importer().importFrom(html.root);
      expect(summary.results).toEqual([]);
      expect(summary.problems).toHaveLength(1);
      expect(summary.problems[0].message).toMatch(/HTML/);
    } finally {
      await html.close();
    }
    const closed = await importer().importFrom(`http://127.0.0.1:${images.closedPort}`);
    expect(closed.problems[0].message).toMatch(/127\.0\.0\.1/);
    const privateHost = await importer().importFrom('http://10.255.255.1/wp-json/tribe/events/v1');
    expect(privateHost.problems[0].message).toMatch(/importHosts/);
    expect((await read(`events?${all}`)).total).toBe(before);
  });
});
