/**
 * Interop: iCalendar imports end to end (docs/api.md §15) of every real file of the shared iCalendar
 * fixtures (from Google, Apple, Thunderbird, Discourse and public feeds: tests/helpers/
 * shared-fixtures.ts), imported through the importer into the API, and a run again that changes
 * nothing. The same on our own files: tests/api/import-ical.test.ts.
 */
import fs from 'fs';
import path from 'path';
import { useApp } from '../../api/helpers/app';
import { ICAL_FIXTURES } from '../../helpers/shared-fixtures';
import { NS } from '../../api/helpers/writes';

const FIXTURES = ICAL_FIXTURES;
const files = fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.ics'));

describe('iCalendar import', () => {
  const app = useApp({ quiet: true });
  const importer = () => app.strapi.plugin('calendar').service('importer');

  it.each(files)('%s: every event imported, then unchanged on a run again', async (file) => {
    const source = path.join(FIXTURES, file);
    const first = await importer().importFrom(source);
    expect(first.problems).toEqual([]);
    expect(first.results.filter((r: any) => r.outcome === 'failed')).toEqual([]);
    const events = first.results.filter((r: any) => r.kind === 'event');
    expect(events.length).toBeGreaterThan(0);
    expect(first.counts.created).toBe(first.results.length);
    const again = await importer().importFrom(source);
    expect(again.counts).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(again.counts.unchanged).toBe(first.results.length);
  });

  it('a series with RECURRENCE-ID exceptions reads as the series with its changed occurrences', async () => {
    const summary = await importer().importFrom(path.join(FIXTURES, 'recur_instances.ics'));
    const exceptions = summary.results.filter((r: any) => r.remoteId.includes('#'));
    expect(exceptions.length).toBeGreaterThan(0);
    for (const exception of exceptions) {
      const res = await app.http.get(`${NS}/events/${exception.id}`);
      expect(res.status).toBe(200);
      expect(res.body.recurring).toBe(true);
    }
  });
});
