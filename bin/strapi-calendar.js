#!/usr/bin/env node
/**
 * `npx strapi-calendar import <url-or-file> [--language fr] [--user U --password P] [--dry-run]
 * [--source-wins] [--json]` (docs/api.md §15.4): run in the site's own Strapi app folder (bin/cli.js).
 */
'use strict';

const { main } = require('./cli');

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`strapi-calendar: ${error && error.message ? error.message : error}`);
    process.exit(1);
  }
);
