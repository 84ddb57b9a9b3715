/**
 * Interop: a migration from a site running The Events Calendar (docs/api.md §15), from the stand-in
 * bound to TEC's real captured records (tests/helpers/shared-fixtures.ts). The tests are
 * tests/helpers/import-api-suites.ts's, which `npm test` runs on our own samples
 * (tests/api/import-tec.test.ts).
 */
import { describeTecMigration } from '../../helpers/import-api-suites';
import { TEC_CAPTURE } from '../../helpers/shared-fixtures';

describeTecMigration(TEC_CAPTURE);
