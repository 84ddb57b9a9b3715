/**
 * iCalendar imports end to end (docs/api.md §15): every file of our iCalendar fixtures (written as
 * Google, Apple, Thunderbird, Outlook, Discourse and public feeds write them: tests/fixtures/
 * README.md) imported through the importer into the API, and a run again that changes nothing. The
 * tests are tests/helpers/import-api-suites.ts's, which the interop suite runs on the real files
 * (tests/interop/api/import-ical.test.ts).
 */
import { describeIcalImport } from '../helpers/import-api-suites';
import { OWN_ICAL } from '../helpers/own-fixtures';

describeIcalImport({ folder: OWN_ICAL, withExceptions: 'zimbra.ics' });
