/**
 * The import tests that boot the test app (docs/api.md §15), written once and run on two sets of
 * material: our own fixtures (tests/fixtures/, by tests/api/import-*.test.ts, in `npm test`) and the
 * real material of the interop suite (tests/helpers/shared-fixtures.ts, by tests/interop/api/). The
 * behaviour checked is the same on both; only the files and the TEC stand-in's samples differ, so
 * each caller names its material and the suite never reads a path of its own.
 */
import fs from 'fs';
import path from 'path';
import { useApp } from '../api/helpers/app';
import { NS } from '../api/helpers/writes';
import { startImageSite, type ImageSite } from '../api/helpers/image-site';
import { tecStandIn, type FixtureSite, type Samples, type TecFixture } from './tec-fixture-server';

const { main } = require('../../bin/cli.js');

/**
 * A migration from a site running The Events Calendar, from the stand-in bound to `samples`: every
 * record imported with its links and image, a run again that changes nothing, a source edit that
 * updates exactly that record, and sources that are not TEC's API.
 */
export function describeTecMigration(samples: Samples): void {
  const { sampleSite, startTecFixture } = tecStandIn(samples);

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
      const privateHost = await importer().importFrom(
        'http://10.255.255.1/wp-json/tribe/events/v1'
      );
      expect(privateHost.problems[0].message).toMatch(/importHosts/);
      expect((await read(`events?${all}`)).total).toBe(before);
    });
  });
}

/** The import command's material: an iCalendar file, and the TEC stand-in's samples. */
export interface CliMaterial {
  icalFile: string;
  samples: Samples;
}

/**
 * The import command (bin/cli.js, docs/api.md §15.4) against the test app: its arguments, exit
 * codes and summary, a TEC migration whose application password brings the drafts too,
 * `--language`, `--dry-run`.
 */
export function describeImportCli({ icalFile, samples }: CliMaterial): void {
  const { sampleSite, startTecFixture } = tecStandIn(samples);
  const CREDENTIALS = { user: 'admin', password: 'abcd efgh ijkl mnop' };
  // The summary names the file by its path: its base name, as a pattern.
  const fileName = path.basename(icalFile).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  describe('strapi-calendar import', () => {
    const app = useApp({ quiet: true, env: { CALENDAR_IMPORT_HOSTS: '127.0.0.1' } });
    const site = sampleSite();
    const draft = site.events[1];
    draft.status = 'draft';
    let tec: TecFixture;
    beforeAll(async () => {
      tec = await startTecFixture({ site, credentials: CREDENTIALS });
    });
    afterAll(() => tec?.close());

    /** Runs the command on the booted test app (which it must not close); its exit code and output. */
    async function cli(...argv: string[]) {
      const printed: string[] = [];
      const code = await main(argv, {
        print: (text: string) => printed.push(text),
        boot: async () => ({ app: app.strapi, close: async () => undefined }),
      });
      return { code, out: printed.join('\n') };
    }
    const json = (out: string) => JSON.parse(out);

    it('usage: no command, an unknown option → exit 2 with the usage', async () => {
      expect(await cli()).toMatchObject({
        code: 2,
        out: expect.stringContaining('Usage: npx strapi-calendar import'),
      });
      const unknown = await cli('import', icalFile, '--colour');
      expect(unknown.code).toBe(2);
      expect(unknown.out).toMatch(/--colour/);
    });

    it('an iCalendar file: exit 0 and a summary in words', async () => {
      const { code, out } = await cli('import', icalFile);
      expect(code).toBe(0);
      expect(out).toMatch(
        new RegExp(
          `^Imported from .*${fileName} into "en":\\n {2}created \\d+, updated 0, unchanged 0, skipped 0, failed 0`
        )
      );
    });

    it('a TEC site without credentials: published records only', async () => {
      const { code, out } = await cli('import', tec.root, '--json', '--dry-run');
      expect(code).toBe(0);
      const summary = json(out);
      expect(summary.dryRun).toBe(true);
      expect(summary.results.map((r: any) => r.remoteId)).not.toContain(String(draft.id));
    });

    it('with an application password, the drafts too, written as drafts, in the language asked for', async () => {
      const { code, out } = await cli(
        'import',
        `${tec.root}/`,
        '--user',
        CREDENTIALS.user,
        '--password',
        CREDENTIALS.password,
        '--language',
        'fr',
        '--json'
      );
      expect(code).toBe(0);
      const summary = json(out);
      expect(summary.lang).toBe('fr');
      const imported = summary.results.find(
        (r: any) => r.kind === 'event' && r.remoteId === String(draft.id)
      );
      expect(imported.outcome).toBe('created');
      const token = await app.token('full-access');
      const res = await app.http
        .get(`${NS}/events/${imported.id}?translation_language=fr`)
        .set('Authorization', token);
      expect(res.body).toMatchObject({ title: draft.title, status: 'draft' });
      // The same source again (given another way): nothing changes.
      const again = json(
        (
          await cli(
            'import',
            `${tec.root}/wp-json/tribe/events/v1`,
            '--password',
            CREDENTIALS.password,
            '--user',
            CREDENTIALS.user,
            '--language',
            'fr',
            '--json'
          )
        ).out
      );
      expect(again.counts).toMatchObject({ created: 0, updated: 0, failed: 0 });
    });

    it('a source that cannot be read: exit 1 and the problem named', async () => {
      const { code, out } = await cli('import', path.join(__dirname, 'no-such-file.ics'));
      expect(code).toBe(1);
      expect(out).toMatch(/no-such-file\.ics: no such file/);
    });
  });
}

/** A folder of iCalendar files, and the one among them with RECURRENCE-ID exceptions. */
export interface IcalImportMaterial {
  folder: string;
  withExceptions: string;
}

/**
 * iCalendar imports end to end: every file of `folder` imported through the importer into the
 * API, and a run again that changes nothing; a series with RECURRENCE-ID exceptions served as the
 * series with its changed occurrences.
 */
export function describeIcalImport({ folder, withExceptions }: IcalImportMaterial): void {
  const files = fs.readdirSync(folder).filter((f) => f.endsWith('.ics'));

  describe('iCalendar import', () => {
    const app = useApp({ quiet: true });
    const importer = () => app.strapi.plugin('calendar').service('importer');

    it.each(files)('%s: every event imported, then unchanged on a run again', async (file) => {
      const source = path.join(folder, file);
      const first = await importer().importFrom(source);
      expect(first.problems).toEqual([]);
      expect(first.results.filter((r: any) => r.outcome === 'failed')).toEqual([]);
      const events = first.results.filter((r: any) => r.kind === 'event');
      expect(events.length).toBeGreaterThan(0);
      // Written, each record: created, or — where another file of the folder holds the same event
      // (a feed saved on two dates) or the same place — found by its identity and updated or left
      // unchanged, never made twice (docs/api.md §15.1).
      const { created, updated, unchanged } = first.counts;
      expect(created + updated + unchanged).toBe(first.results.length);
      const again = await importer().importFrom(source);
      expect(again.counts).toMatchObject({ created: 0, updated: 0, failed: 0 });
      expect(again.counts.unchanged).toBe(first.results.length);
    });

    it('a series with RECURRENCE-ID exceptions reads as the series with its changed occurrences', async () => {
      const summary = await importer().importFrom(path.join(folder, withExceptions));
      const exceptions = summary.results.filter((r: any) => r.remoteId.includes('#'));
      expect(exceptions.length).toBeGreaterThan(0);
      for (const exception of exceptions) {
        const res = await app.http.get(`${NS}/events/${exception.id}`);
        expect(res.status).toBe(200);
        expect(res.body.recurring).toBe(true);
      }
    });
  });
}
