/**
 * Where the interop suite (tests/interop/, `npm run test:interop`) finds real material that is not
 * ours to commit: the iCalendar files of other calendar programs and public feeds, and the captured
 * responses of The Events Calendar 6.17.2. They live in the folder `shared` beside the repository
 * (CI has it), whose SOURCES.md says where each file came from. This file is the one place that
 * knows that path; `npm test` never reads it (its fixtures are ours: tests/fixtures/README.md).
 */
import fs from 'fs';
import path from 'path';
import type { Samples } from './tec-fixture-server';

/** The folder beside the repository root. */
export const SHARED = path.resolve(__dirname, '../../..', 'shared');

export const ICAL_FIXTURES = path.join(SHARED, 'fixtures/ical');
export const TEC_SAMPLES = path.join(SHARED, 'reference/tec-samples');

/** The captured TEC responses, and the origin of the local site they were captured from. */
export const TEC_CAPTURE: Samples = { dir: TEC_SAMPLES, origin: 'http://127.0.0.1:8088' };

/**
 * Throws, saying where it looked, unless the real material is there: the interop suite fails
 * without it rather than passing on nothing (its global setup calls this).
 */
export function assertSharedMaterial(): void {
  const missing = [ICAL_FIXTURES, TEC_SAMPLES].filter((dir) => !fs.existsSync(dir));
  if (missing.length)
    throw new Error(
      `The interop suite reads real iCalendar files and captured TEC responses from the folder ` +
        `"shared" beside the repository root, ${SHARED}; missing: ${missing.join(', ')}. ` +
        `Put that folder there (CI has it), or run \`npm test\`, whose fixtures are in the repository.`
    );
}
