/**
 * Interop: the import command (bin/cli.js, docs/api.md §15.4) on a real iCalendar file and TEC's
 * real captured records (tests/helpers/shared-fixtures.ts). The tests are
 * tests/helpers/import-api-suites.ts's, which `npm test` runs on our own fixtures
 * (tests/api/import-cli.test.ts).
 */
import path from 'path';
import { describeImportCli } from '../../helpers/import-api-suites';
import { ICAL_FIXTURES, TEC_CAPTURE } from '../../helpers/shared-fixtures';

describeImportCli({
  icalFile: path.join(ICAL_FIXTURES, 'recur_instances.ics'),
  samples: TEC_CAPTURE,
});
