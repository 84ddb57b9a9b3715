/**
 * Interop: reading this plugin's own API as a TEC source (docs/api.md §1.6), from TEC's real
 * captured records (tests/helpers/shared-fixtures.ts) with this API's members added. The tests are
 * tests/helpers/import-tec-suites.ts's, which `npm test` runs on our own samples
 * (tests/unit/import-tec-own-api.test.ts).
 */
import { describeOwnApiRead } from '../../helpers/import-tec-suites';
import { TEC_CAPTURE } from '../../helpers/shared-fixtures';

describeOwnApiRead({
  samples: TEC_CAPTURE,
  // The captured event 5810: Community Rock Screening, 2027-08-14 16:00-18:30 in UTC.
  event: { id: 5810, title: 'Community Rock Screening', timezone: 'UTC' },
  french: { id: 6810, slug: 'projection-rock', title: 'Projection rock' },
  movedTitle: 'Rock, moved',
});
