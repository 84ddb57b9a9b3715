#!/usr/bin/env node
/**
 * `npx strapi-calendar import <url-or-file> [--language fr] [--user U --password P] [--dry-run]
 * [--source-wins] [--json]` (docs/api.md §15.4): run in the site's own Strapi app folder (bin/cli.js).
 */
'use strict';

const { run } = require('./cli');

// Exit codes: 0 done, 1 some records failed or the source had problems, 2 could not run.
run(process.argv.slice(2)).then((code) => process.exit(code));
