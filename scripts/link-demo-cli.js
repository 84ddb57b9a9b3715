#!/usr/bin/env node
/**
 * Makes `npx strapi-calendar …` work in the demo's host app (tests/app), as it works in a site that
 * installed the package: npm links a dependency's `bin` into the app's node_modules/.bin, but the
 * demo loads the plugin from this repository instead of installing it, so nothing links the command
 * there and `npx` went to the registry (a 404). Run by `prepare` (every `npm install` of a clone) and
 * by `npm start`; it only writes a link under tests/app/node_modules, which git ignores.
 */
'use strict';

const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const APP = path.join(ROOT, 'tests/app');
const { bin } = require(path.join(ROOT, 'package.json'));

function linkBins() {
  // A package built from a git URL runs `prepare` in a temporary clone: there is no demo to serve.
  if (!fs.existsSync(path.join(APP, 'package.json'))) return;
  const binDir = path.join(APP, 'node_modules/.bin');
  fs.mkdirSync(binDir, { recursive: true });
  for (const [name, target] of Object.entries(bin)) {
    const link = path.join(binDir, name);
    // Relative, as npm writes its own: the clone can move without breaking the link.
    const relative = path.relative(binDir, path.join(ROOT, target));
    fs.rmSync(link, { force: true });
    fs.symlinkSync(relative, link);
  }
}

if (require.main === module) linkBins();
module.exports = { linkBins };
