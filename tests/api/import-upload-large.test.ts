/**
 * The Import page takes what it advertises (issue #29): a 20 MB iCalendar file uploaded through
 * the admin route, as the page sends it (multipart form data, streamed to disk by Strapi's body
 * parser), imports, with the default `importFetch.maxBytes` (50 MB). Its size is Outlook's way:
 * each meeting carries its agenda as an inline base64 ATTACH, which the reader leaves aside.
 */
import { randomBytes } from 'crypto';
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { NS } from './helpers/writes';

const MEETINGS = 10;
const MB = 1024 * 1024;

/** RFC 5545 §3.1: lines of at most 75 octets, continued after a space. */
const fold = (line: string) => line.match(/.{1,74}/g)!.join('\r\n ');

function calendar(): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//calendar tests//large upload//EN'];
  for (let i = 1; i <= MEETINGS; i += 1) {
    const day = String(i).padStart(2, '0');
    lines.push(
      'BEGIN:VEVENT',
      `UID:large-upload-${i}@tests.example`,
      'DTSTAMP:20261101T090000Z',
      `DTSTART;TZID=Europe/Brussels:203103${day}T100000`,
      `DTEND;TZID=Europe/Brussels:203103${day}T110000`,
      `SUMMARY:Board meeting ${i}`,
      fold(
        `ATTACH;ENCODING=BASE64;VALUE=BINARY;FMTTYPE=application/pdf;X-FILENAME=agenda-${i}.pdf:` +
          randomBytes(1.5 * MB).toString('base64')
      ),
      'END:VEVENT'
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

const app = useApp({
  quiet: true,
  beforeClose: (booted) => booted.strapi.plugin('calendar').service('importRuns').idle(),
});

it('a 20 MB file uploaded on the Import page imports', async () => {
  const root = await registerSuperAdmin(app);
  const text = calendar();
  expect(Buffer.byteLength(text)).toBeGreaterThan(20 * MB);
  const res = await app.http
    .post('/calendar/import-runs')
    .set('Authorization', root)
    .field('lang', 'en')
    .attach('file', Buffer.from(text), 'board.ics');
  expect(res.status).toBe(202);
  let run = res.body.data;
  for (let i = 0; i < 600 && ['reading', 'writing'].includes(run.status); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = (await app.http.get(`/calendar/import-runs/${run.id}`).set('Authorization', root)).body
      .data;
  }
  expect(run).toMatchObject({ status: 'done', problems: [] });
  expect(run.counts).toMatchObject({ created: MEETINGS, failed: 0 });
  const list = await app.http.get(`${NS}/events?start_date=2031-03-01&end_date=2031-03-31`);
  expect(list.body.events.map((e: { title: string }) => e.title)).toHaveLength(MEETINGS);
}, 180000);
