/**
 * Our own fixtures, committed under tests/fixtures/ (what each file covers: tests/fixtures/README.md).
 * The tests `npm test` runs read only these, so a clone needs nothing beside it.
 */
import path from 'path';

export const OWN_ICAL = path.resolve(__dirname, '../fixtures/ical');
