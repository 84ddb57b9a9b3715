/**
 * Interop, on a real iCalendar file and TEC's real captured records (tests/helpers/
 * shared-fixtures.ts); the same on our own fixtures: tests/api/import-cli.test.ts.
 *
 * The import command (bin/cli.js, docs/api.md §15.4) against the test app on each database: its
 * arguments, exit codes and summary, a TEC migration whose application password brings the
 * drafts too, `--language`, `--dry-run`. Booting the site's own app is the stock-app suite's part
 * (tests/stock-app/run.js runs `npx strapi-calendar import` in an app made by create-strapi).
 */
import path from 'path';
import { useApp } from '../../api/helpers/app';
import { ICAL_FIXTURES, TEC_CAPTURE } from '../../helpers/shared-fixtures';
import { NS } from '../../api/helpers/writes';
import { tecStandIn, type TecFixture } from '../../helpers/tec-fixture-server';

const { sampleSite, startTecFixture } = tecStandIn(TEC_CAPTURE);

const { main } = require('../../../bin/cli.js');

const ICAL = path.join(ICAL_FIXTURES, 'recur_instances.ics');
const CREDENTIALS = { user: 'admin', password: 'abcd efgh ijkl mnop' };

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
    const unknown = await cli('import', ICAL, '--colour');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toMatch(/--colour/);
  });

  it('an iCalendar file: exit 0 and a summary in words', async () => {
    const { code, out } = await cli('import', ICAL);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^Imported from .*recur_instances\.ics into "en":\n {2}created \d+, updated 0, unchanged 0, skipped 0, failed 0/
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
