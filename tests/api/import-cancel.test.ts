/**
 * Cancelling an import under way (docs/api.md §15.4): the Import page's Cancel
 * (`POST /calendar/import-runs/:id/cancel`) and Ctrl-C on the command line stop a run after the
 * record being written — recorded `cancelled`, every record it counted whole — whichever instance
 * or process runs it; running the import again creates only the rest.
 */
import { EventEmitter } from 'events';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { NS } from './helpers/writes';

// The command is plain JavaScript (bin/), as `npx strapi-calendar` runs it.
const { main } = require('../../bin/cli.js');

/**
 * Enough that a run is still writing when the cancel lands (it is sent at the run's first progress,
 * and seen at its next, a second later), few enough that a whole run stays short on a loaded CI
 * machine (three suites at once: a 300-event run took over a minute there).
 */
const EVENTS = 150;
/** A whole run, and the polls that follow it, on that loaded machine. */
jest.setTimeout(180_000);

/** A calendar of `count` single events named `<title> <n>`, a day apart from 2032-01-01. */
function calendar(uid: string, title: string, count = EVENTS): string {
  const day = (i: number) => new Date(Date.UTC(2032, 0, 1 + i)).toISOString().slice(0, 10);
  const events = Array.from({ length: count }, (_, i) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}-${i}@example.test`,
      'DTSTAMP:20300101T000000Z',
      `DTSTART:${day(i).replace(/-/g, '')}T180000Z`,
      `SUMMARY:${title} ${i + 1}`,
      'END:VEVENT',
    ].join('\r\n')
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

const app = useApp({
  quiet: true,
  // Stopped, not awaited: a run a failed test left writing must not hold the app's close.
  beforeClose: (booted) => booted.strapi.plugin('calendar').service('importRuns').stop(),
});
let root: string;
beforeAll(async () => {
  root = await registerSuperAdmin(app);
});

const as = (req: ReturnType<typeof app.http.get>) => req.set('Authorization', root);
const runs = () => app.strapi.plugin('calendar').service('importRuns');
const runOf = async (id: number) =>
  (await as(app.http.get(`/calendar/import-runs/${id}`))).body.data;
const cancel = (id: number) => as(app.http.post(`/calendar/import-runs/${id}/cancel`));
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Waits until the run has written a record (its first progress is saved at once). */
async function writing(id: number) {
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    const run = await runOf(id);
    if (run.done > 0) return run;
    expect(run.status).toMatch(/^(reading|writing)$/);
    await pause();
  }
  throw new Error(`import run ${id} never wrote`);
}

async function ended(id: number) {
  for (const until = Date.now() + 150_000; Date.now() < until;) {
    const run = await runOf(id);
    if (!['reading', 'writing', 'cancelling'].includes(run.status)) return run;
    await pause();
  }
  throw new Error(`import run ${id} did not end`);
}

/** How many events titled `<title> n` REST lists, drafts and all. */
async function listed(title: string): Promise<number> {
  const res = await app.http.get(
    `${NS}/events?search=${encodeURIComponent(title)}&start_date=2032-01-01&end_date=2033-12-31&per_page=1`
  );
  expect(res.status).toBe(200);
  return Number(res.headers['x-wp-total']);
}

describe('POST /calendar/import-runs/:id/cancel', () => {
  it('stops an admin run after the record being written: cancelled, what it counted is there, a second run creates the rest', async () => {
    const file = { name: 'cancel-admin.ics', text: calendar('cancel-admin', 'Cancelled batch') };
    const started = await as(app.http.post('/calendar/import-runs')).send({ file, lang: 'en' });
    expect(started.status).toBe(202);
    const id = started.body.data.id;
    await writing(id);
    const res = await cancel(id);
    expect(res.status).toBe(202);
    expect(['cancelling', 'cancelled']).toContain(res.body.data.status);
    const run = await ended(id);
    expect(run).toMatchObject({ status: 'cancelled', error: null });
    expect(run.counts.created).toBeGreaterThan(0);
    expect(run.counts.created).toBeLessThan(EVENTS);
    expect(run.finishedAt).not.toBeNull();
    expect(await listed('Cancelled batch')).toBe(run.counts.created);

    const again = await as(app.http.post('/calendar/import-runs')).send({ file, lang: 'en' });
    const second = await ended(again.body.data.id);
    expect(second).toMatchObject({ status: 'done' });
    expect(second.counts).toMatchObject({
      created: EVENTS - run.counts.created,
      unchanged: run.counts.created,
      failed: 0,
    });
    expect(await listed('Cancelled batch')).toBe(EVENTS);
  });

  it('stops a run of another process too (the command line, another instance): it sees the mark at its next progress save', async () => {
    const text = calendar('cancel-elsewhere', 'Elsewhere batch');
    const importer = app.strapi.plugin('calendar').service('importer');
    // runHere is how the command line runs: this instance does not hold it among its own runs.
    const running = runs().runHere(
      { source: 'elsewhere.ics', lang: 'en', dryRun: false, sourceWins: false, via: 'cli' },
      (options: object) =>
        importer.importIcalText(text, 'elsewhere.ics', { ...options, lang: 'en' })
    );
    let id: number | undefined;
    while (id === undefined) {
      const list = (await as(app.http.get('/calendar/import-runs'))).body.data;
      id = list.find((r: { source: string }) => r.source === 'elsewhere.ics')?.id;
      if (id === undefined) await pause();
    }
    await writing(id);
    expect((await cancel(id)).status).toBe(202);
    const summary = await running;
    expect(summary.status).toBe('cancelled');
    expect(summary.counts.created).toBeLessThan(EVENTS);
    expect(await runOf(id)).toMatchObject({ status: 'cancelled', counts: summary.counts });
    expect(await listed('Elsewhere batch')).toBe(summary.counts.created);
  });

  it('answers 409 in the admin error shape for a run that has ended, 404 for one that does not exist', async () => {
    const file = { name: 'small.ics', text: calendar('cancel-small', 'Small batch', 3) };
    const started = await as(app.http.post('/calendar/import-runs')).send({ file, lang: 'en' });
    const run = await ended(started.body.data.id);
    expect(run.status).toBe('done');
    const res = await cancel(run.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      data: null,
      error: { status: 409, name: 'ConflictError', message: expect.stringContaining('ended') },
    });
    expect((await runOf(run.id)).status).toBe('done');
    for (const unknown of ['999999', 'abc'])
      expect((await as(app.http.post(`/calendar/import-runs/${unknown}/cancel`))).status).toBe(404);
  });
});

describe('strapi-calendar import, Ctrl-C', () => {
  it('cancels: the summary says so, exit 130, the run is recorded cancelled', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-cancel-'));
    const file = path.join(dir, 'interrupted.ics');
    fs.writeFileSync(file, calendar('cancel-cli', 'Interrupted batch'));
    const interrupts = new EventEmitter();
    const printed: string[] = [];
    const stderr: string[] = [];
    const code = main(['import', file, '--json'], {
      print: (text: string) => printed.push(text),
      stderr: { write: (text: string) => stderr.push(text) },
      interrupts,
      boot: async () => ({ app: app.strapi, close: async () => undefined }),
    });
    let id: number | undefined;
    while (id === undefined) {
      const list = (await as(app.http.get('/calendar/import-runs'))).body.data;
      id = list.find((r: { source: string }) => r.source === file)?.id;
      if (id === undefined) await pause();
    }
    await writing(id);
    interrupts.emit('SIGINT');
    expect(await code).toBe(130);
    const summary = JSON.parse(printed.join('\n'));
    expect(summary.status).toBe('cancelled');
    expect(summary.counts.created).toBeLessThan(EVENTS);
    expect(stderr.join('')).toContain('cancelling after the record being written');
    expect(await runOf(id)).toMatchObject({ status: 'cancelled', startedBy: { via: 'cli' } });
    expect(await listed('Interrupted batch')).toBe(summary.counts.created);
    expect(interrupts.listenerCount('SIGINT')).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
