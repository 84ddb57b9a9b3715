/**
 * The import command (bin/cli.js, docs/api.md §15.4) against the test app on each database: its
 * arguments, exit codes and summary, a TEC migration whose application password brings the
 * drafts too, `--language`, `--dry-run`. Its sources are our own fixtures (tests/fixtures/); the
 * tests are tests/helpers/import-api-suites.ts's, which the interop suite runs on real material
 * (tests/interop/api/import-cli.test.ts). Booting the site's own app is the stock-app suite's part
 * (tests/stock-app/run.js runs `npx strapi-calendar import` in an app made by create-strapi).
 */
import path from 'path';
import { describeImportCli } from '../helpers/import-api-suites';
import { OWN_ICAL } from '../helpers/own-fixtures';
import { OWN_SAMPLES } from '../helpers/tec-fixture-server';

describeImportCli({ icalFile: path.join(OWN_ICAL, 'zimbra.ics'), samples: OWN_SAMPLES });
