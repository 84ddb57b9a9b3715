/**
 * One record per calendar event, whichever way the calendar arrives (issue #29, docs/api.md
 * §15.1): the same iCalendar file imported with the command line, then uploaded on the Import page
 * under another name, then read from a URL, is one set of records — an iCalendar event is its UID
 * (+ RECURRENCE-ID) in its language, not the path it came by. Links written before that identity
 * (keyed by their path) are given it at start, the most recent of two ways keeping it.
 */
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { NS } from './helpers/writes';
import { OWN_ICAL } from '../helpers/own-fixtures';
import { linkKey } from '../../server/src/import/importer/links';
import { namespaceOldLinks } from '../../server/src/setup/import-links';

const { main } = require('../../bin/cli.js');

const LINKS = 'plugin::calendar.import-link';
const TEXT = fs.readFileSync(path.join(OWN_ICAL, 'zimbra.ics'), 'utf8');

const app = useApp({
  quiet: true,
  env: { CALENDAR_IMPORT_HOSTS: '127.0.0.1' },
  beforeClose: (booted) => booted.strapi.plugin('calendar').service('importRuns').idle(),
});
let root: string;
let file: string;
let feed: http.Server;
let feedUrl: string;

beforeAll(async () => {
  root = await registerSuperAdmin(app);
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'identity-')), 'team.ics');
  fs.writeFileSync(file, TEXT);
  feed = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    res.end(TEXT);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feeds/team.ics`;
});

afterAll(async () => {
  feed.closeAllConnections();
  await new Promise((resolve) => feed.close(resolve));
});

async function cli(...argv: string[]) {
  const printed: string[] = [];
  const code = await main(argv, {
    print: (text: string) => printed.push(text),
    boot: async () => ({ app: app.strapi, close: async () => undefined }),
  });
  return { code, summary: JSON.parse(printed.join('\n')) };
}

/** An admin import run (the Import page), followed until it ends. */
async function adminRun(body: object) {
  const as = (req: ReturnType<typeof app.http.get>) => req.set('Authorization', root);
  const res = await as(app.http.post('/calendar/import-runs')).send(body);
  expect(res.status).toBe(202);
  for (let i = 0; i < 300; i += 1) {
    const run = (await as(app.http.get(`/calendar/import-runs/${res.body.data.id}`))).body.data;
    if (!['reading', 'writing'].includes(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import run did not end');
}

const eventLinks = () =>
  app.strapi.db.query(LINKS).findMany({ where: { kind: 'event', lang: 'en' } });

it('the command line, an upload under another name and a URL make one set of records', async () => {
  const first = await cli('import', file, '--json');
  expect(first.code).toBe(0);
  const created = first.summary.counts.created;
  expect(created).toBeGreaterThan(0);
  const ids = (await eventLinks()).map((l: any) => l.recordId).sort();

  const upload = await adminRun({ file: { name: 'zimbra-export.ics', text: TEXT }, lang: 'en' });
  expect(upload).toMatchObject({ status: 'done', problems: [] });
  expect(upload.counts).toMatchObject({ created: 0, failed: 0, unchanged: created });

  const byUrl = await adminRun({ url: feedUrl, lang: 'en' });
  expect(byUrl.counts).toMatchObject({ created: 0, failed: 0, unchanged: created });

  const links = await eventLinks();
  expect(links.map((l: any) => l.recordId).sort()).toEqual(ids);
  // The link belongs to the way that held it last: a subscription to the URL may trash from it.
  expect(new Set(links.map((l: any) => l.source))).toEqual(new Set([feedUrl]));
  const res = await app.http.get(`${NS}/events?start_date=2000-01-01&per_page=50`);
  const slugs = res.body.events.map((e: { slug: string }) => e.slug);
  expect(slugs.filter((s: string) => /-2$/.test(s))).toEqual([]);
});

it('every run is listed under Recent imports with who or what started it', async () => {
  const runs = (
    await app.http.get('/calendar/import-runs').set('Authorization', root)
  ).body.data.slice(0, 3);
  expect(runs.map((r: any) => [r.startedBy.via, r.source])).toEqual([
    ['admin', feedUrl],
    ['admin', 'zimbra-export.ics'],
    ['cli', file],
  ]);
  expect(runs[2]).toMatchObject({
    status: 'done',
    startedBy: { name: expect.stringContaining('@') },
  });
  expect(runs[2].counts.created).toBeGreaterThan(0);
  expect(runs[0].startedBy.name).toEqual(expect.any(String));
});

it('in another language the same UID is another record: that language’s version', async () => {
  const fr = await cli('import', file, '--json', '--language', 'fr');
  expect(fr.code).toBe(0);
  expect(fr.summary.counts.created).toBeGreaterThan(0);
  const again = await cli('import', file, '--json', '--language', 'fr');
  expect(again.summary.counts).toMatchObject({ created: 0, updated: 0 });
});

it('links keyed by their path before are given the UID identity at start; of two ways, the latest keeps it', async () => {
  const [link] = await eventLinks();
  const oldKey = (source: string) => linkKey(source, link.kind, link.remoteId, link.lang); // the key was made of the source then
  // As an upgrade finds them: the CLI's link, and a second one the upload made for a duplicate.
  await app.strapi.db
    .query(LINKS)
    .update({ where: { id: link.id }, data: { namespace: null, key: oldKey(file), source: file } });
  const duplicate = await app.strapi.db.query(LINKS).create({
    data: {
      ...link,
      id: undefined,
      namespace: null,
      key: oldKey('file:zimbra-export.ics'),
      source: 'file:zimbra-export.ics',
      recordId: link.recordId + 100000,
    },
  });
  await namespaceOldLinks(app.strapi);
  const rows = await app.strapi.db
    .query(LINKS)
    .findMany({ where: { kind: 'event', remoteId: link.remoteId, lang: 'en' } });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    id: duplicate.id,
    namespace: 'ical',
    key: linkKey('ical', link.kind, link.remoteId, link.lang),
  });
  // A second start finds nothing to do.
  await namespaceOldLinks(app.strapi);
  expect(await app.strapi.db.query(LINKS).count({ where: { namespace: null } })).toBe(0);
});
