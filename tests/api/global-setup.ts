/**
 * Names this jest run, so that the API tests' template databases (helpers/database.ts) are made
 * once per run and process and dropped at its end by global-teardown.ts. Jest's workers, or the
 * process itself with --runInBand, inherit the environment set here.
 */
import crypto from 'crypto';

export default async function globalSetup(): Promise<void> {
  process.env.CALENDAR_TEST_RUN = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
}
