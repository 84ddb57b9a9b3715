/**
 * Interop: the iCalendar reader on a broken line inside one VEVENT of a real Thunderbird file
 * (tests/helpers/shared-fixtures.ts). The rest of the reader's bad and unusual input, and the same
 * on a file of our own: tests/unit/import-ical-input.test.ts.
 */
import fs from 'fs';
import path from 'path';
import { readIcal } from '../../../server/src/import/ical/read';
import { ICAL_FIXTURES } from '../../helpers/shared-fixtures';

const FIXTURES = ICAL_FIXTURES;
const read = (text: string, siteZone = 'Europe/Brussels') =>
  readIcal(text, 'feed.ics', { siteZone });

describe('a broken line inside one VEVENT', () => {
  const real = fs.readFileSync(path.join(FIXTURES, 'issue_18_cancel_status.ics'), 'utf8');
  // Line 28 of the file is the series' DTSTART; the exception's VEVENT stays whole.
  const lines = real.split('\n');
  const at = lines.findIndex((l) => l.startsWith('DTSTART;TZID=Europe/Berlin:20200128T220000'));

  test('that VEVENT is a problem naming its UID and the line; the others are read', () => {
    lines[at] = 'DTSTART;TZID=Europe/Berlin:2020-01-28 22h';
    const b = read(lines.join('\n'));
    expect(b.problems).toEqual([
      {
        source: 'feed.ics',
        record: 'VEVENT b65c2b5b-b785-4edc-9560-e0379036d1f2',
        message: expect.stringMatching(
          new RegExp(`^line ${at + 1} \\(DTSTART;TZID=Europe/Berlin:2020-01-28 22h\\)`)
        ),
      },
    ]);
    // The exception left alone: its series is gone, so it is read as a single event.
    expect(b.records.map((r) => r.remoteId)).toEqual([
      'b65c2b5b-b785-4edc-9560-e0379036d1f2#20200129T220000',
    ]);
    expect(b.records[0].args.event_status).toBe('canceled');
  });

  test('a line without a colon (ical.js would refuse the whole file)', () => {
    const broken = [...lines];
    broken[at] = 'THIS LINE IS BROKEN';
    const b = read(broken.join('\n'));
    expect(b.problems).toEqual([
      expect.objectContaining({ message: expect.stringMatching(new RegExp(`^line ${at + 1} `)) }),
    ]);
    expect(b.records).toHaveLength(1);
  });
});
