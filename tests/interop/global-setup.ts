/**
 * The interop suite's global setup: fails the run, saying where it looked, when the real material
 * beside the repository is missing (tests/helpers/shared-fixtures.ts), so that a run without it
 * never passes on nothing; then names the run for the API tests' template databases as the api
 * project does (tests/api/global-setup.ts).
 */
import { assertSharedMaterial } from '../helpers/shared-fixtures';
import apiGlobalSetup from '../api/global-setup';

export default async function globalSetup(): Promise<void> {
  assertSharedMaterial();
  await apiGlobalSetup();
}
