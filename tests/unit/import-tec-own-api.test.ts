/**
 * Reading this plugin's own API as a TEC source (it serves the same namespace, docs/api.md §1.6):
 * its additions are mapped too — language versions (§2), event status and attendance (§13), the
 * site's own fields (§14) and recurring series (§12.3) — from our own TEC-shaped samples
 * (tests/fixtures/tec/) with those members added. The tests are tests/helpers/
 * import-tec-suites.ts's; the interop suite runs them on TEC's real records
 * (tests/interop/unit/import-tec-own-api.test.ts).
 */
import { describeOwnApiRead } from '../helpers/import-tec-suites';
import { OWN_SAMPLES } from '../helpers/tec-fixture-server';

describeOwnApiRead({
  samples: OWN_SAMPLES,
  // event-single.json: Harbour Lights Concert, 2027-06-12 19:30-22:00 in Europe/Dublin.
  event: { id: 101, title: 'Harbour Lights Concert', timezone: 'Europe/Dublin' },
  french: { id: 201, slug: 'concert-du-port', title: 'Concert du port' },
  movedTitle: 'Concert, moved',
});
