/**
 * Interop: the iCalendar reader on a broken line inside one VEVENT of a real Thunderbird file
 * (tests/helpers/shared-fixtures.ts). The tests are tests/helpers/import-ical-suites.ts's, which
 * `npm test` runs on a file of our own, beside the rest of the reader's bad and unusual input
 * (tests/unit/import-ical-input.test.ts).
 */
import path from 'path';
import { brokenLineTests } from '../../helpers/import-ical-suites';
import { ICAL_FIXTURES } from '../../helpers/shared-fixtures';

describe('a broken line inside one VEVENT', () => {
  // Line 28 of the file is the series' DTSTART; the exception's VEVENT stays whole.
  brokenLineTests({
    file: path.join(ICAL_FIXTURES, 'issue_18_cancel_status.ics'),
    dtstart: 'DTSTART;TZID=Europe/Berlin:20200128T220000',
    line: 28,
    broken: 'DTSTART;TZID=Europe/Berlin:2020-01-28 22h',
    uid: 'b65c2b5b-b785-4edc-9560-e0379036d1f2',
    exception: 'b65c2b5b-b785-4edc-9560-e0379036d1f2#20200129T220000',
  });
});
