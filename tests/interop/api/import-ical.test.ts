/**
 * Interop: iCalendar imports end to end (docs/api.md §15) of every real file of the shared
 * iCalendar fixtures (from Google, Apple, Thunderbird, Discourse and public feeds: tests/helpers/
 * shared-fixtures.ts), imported through the importer into the API, and a run again that changes
 * nothing. The tests are tests/helpers/import-api-suites.ts's, which `npm test` runs on our own
 * files (tests/api/import-ical.test.ts).
 */
import { describeIcalImport } from '../../helpers/import-api-suites';
import { ICAL_FIXTURES } from '../../helpers/shared-fixtures';

describeIcalImport({ folder: ICAL_FIXTURES, withExceptions: 'recur_instances.ics' });
