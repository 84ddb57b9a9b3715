/**
 * Real calendars read as the programs that wrote them mean them (issue #29, docs/api.md §15), each
 * case on a fixture of our own (tests/fixtures/ical/cases/, tests/fixtures/README.md): a title
 * longer than 255 characters kept whole; an Outlook all-day series whose moved occurrence and
 * excluded date are written as midnights in a Windows zone; a DTSTART its rule does not generate
 * (RFC 5545: still the first instance); date-times marked `VALUE=DATE`, read as the times they
 * are, on two UID-less events of one day; a series whose every date is excluded, a note and not a
 * failure.
 */
import path from 'path';
import { useApp } from './helpers/app';
import { NS } from './helpers/writes';
import { OWN_ICAL } from '../helpers/own-fixtures';

const app = useApp({ quiet: true });
const importer = () => app.strapi.plugin('calendar').service('importer');
const file = (name: string) => path.join(OWN_ICAL, 'cases', name);

async function imported(name: string) {
  const summary = await importer().importFrom(file(name));
  expect(summary.problems).toEqual([]);
  return summary;
}

const events = async (query: string) => {
  const res = await app.http.get(`${NS}/events?${query}`);
  expect(res.status).toBe(200);
  return res.body.events as Array<Record<string, any>>;
};

it('a SUMMARY over 255 characters: the event is imported, its title whole', async () => {
  const summary = await imported('long-summary.ics');
  expect(summary.counts).toMatchObject({ created: 1, failed: 0 });
  const [result] = summary.results;
  const res = await app.http.get(`${NS}/events/${result.id}`);
  expect(res.status).toBe(200);
  expect(res.body.title.length).toBeGreaterThan(255);
  expect(res.body.title).toMatch(/^Open rehearsal .* and their families$/);
});

it('an Outlook all-day series: the occurrence moved and the date excluded, written as Windows-zone midnights, are those days', async () => {
  const summary = await imported('outlook-all-day-series.ics');
  expect(summary.counts).toMatchObject({ created: 2, failed: 0 });
  const found = await events('start_date=2027-01-01&end_date=2027-02-28&per_page=50');
  const team = found.filter((e) => e.title.startsWith('Team day'));
  expect(team.map((e) => [e.start_date.slice(0, 10), e.title, e.all_day])).toEqual([
    ['2027-01-04', 'Team day', true],
    ['2027-01-12', 'Team day (moved)', true],
    ['2027-01-25', 'Team day', true],
  ]);
});

it('a DTSTART its rule does not generate is the first instance: Good Friday is on the calendar', async () => {
  const summary = await imported('good-friday.ics');
  expect(summary.counts).toMatchObject({ created: 1, failed: 0 });
  const found = await events('start_date=2027-03-01&end_date=2027-04-30&search=Good%20Friday');
  expect(found.map((e) => [e.start_date, e.all_day])).toEqual([['2027-03-26 00:00:00', true]]);
});

it('date-times marked VALUE=DATE are those times, with a note; two UID-less events of one day stay two', async () => {
  const summary = await imported('times-marked-as-dates.ics');
  expect(summary.counts).toMatchObject({ created: 2, failed: 0 });
  for (const result of summary.results)
    expect(result.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/times marked VALUE=DATE \(line \d+, \d+\)/)])
    );
  const found = await events('start_date=2027-08-04&end_date=2027-08-04 23:59:59&search=Office');
  expect(found.map((e) => [e.start_date, e.end_date, e.all_day, e.timezone])).toEqual([
    ['2027-08-04 12:00:00', '2027-08-04 13:00:00', false, 'Europe/Brussels'],
    ['2027-08-04 16:00:00', '2027-08-04 17:00:00', false, 'Europe/Brussels'],
  ]);
});

it('a series whose every date is excluded is a note, not a failure; the rest is imported', async () => {
  const summary = await imported('every-date-excluded.ics');
  expect(summary.counts).toMatchObject({ created: 1, skipped: 1, failed: 0 });
  const skipped = summary.results.find((r: any) => r.outcome === 'skipped');
  expect(skipped).toMatchObject({
    remoteId: 'cancelled-series@tests.example',
    reason: 'every date of the series is excluded',
  });
});
