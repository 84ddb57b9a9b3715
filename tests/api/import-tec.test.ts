/**
 * A migration from a site running The Events Calendar (docs/api.md §15), from a local stand-in that
 * answers TEC's REST API (tests/helpers/tec-fixture-server.ts) with our own records in TEC's shapes
 * (tests/fixtures/tec/). The tests are tests/helpers/import-api-suites.ts's, which the interop
 * suite runs on real responses of TEC 6.17.2 (tests/interop/api/import-tec.test.ts).
 */
import { describeTecMigration } from '../helpers/import-api-suites';
import { OWN_SAMPLES } from '../helpers/tec-fixture-server';

describeTecMigration(OWN_SAMPLES);
