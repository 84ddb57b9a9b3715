/**
 * The API tests' jest environment: every test file's (tests/helpers/environment.js), plus
 * `__nativeRequire`, Node's own require.
 *
 * Why: jest evaluates every module again in each test file's registry. Booting Strapi loads some
 * thousands of modules, ~3 s of the ~4.5 s a file's boot took on SQLite (measured 2026-11-28: a
 * second boot in the same file took 1.6 s). Through this require, Strapi and its plugins load once
 * per jest process and later files reuse them; the calendar plugin itself still loads in each
 * file's registry (native/plugin.js), so spies, module state and fresh code stay per file, as before.
 */
const TestEnvironment = require('../../../helpers/environment');

/**
 * The process's environment before any test file wrote it. A boot copies its file's environment
 * into Node's process.env (where Strapi reads it, helpers/app.ts) and jest copies Node's into each
 * new file's: each file starts from this, so one file's settings (CALENDAR_WORDPRESS_PATHS=false,
 * say) do not reach the next.
 */
const pristine = { ...process.env };

function restoreEnvironment() {
  for (const key of Object.keys(process.env)) if (!(key in pristine)) delete process.env[key];
  Object.assign(process.env, pristine);
}

class CalendarApiEnvironment extends TestEnvironment {
  constructor(config, context) {
    restoreEnvironment();
    super(config, context);
    this.global.__nativeRequire = require;
    // One Date for both realms: the plugin, in the file's realm, hands dates to the database
    // drivers, in Node's, which recognise a date by `instanceof Date` (better-sqlite3 refuses
    // another realm's; knex would write it as JSON text).
    this.global.Date = Date;
  }
}

module.exports = CalendarApiEnvironment;
