#!/usr/bin/env node
/**
 * The two builds of this repository, each run only when its inputs changed since the last one:
 * the plugin package (`strapi-plugin build` into dist/) and the demo's admin panel (`strapi build`
 * in tests/app). Used by `npm start` (scripts/demo.js), the end-to-end tests
 * (tests/e2e/helpers/build.ts) and `prepare` (`node scripts/builds.js plugin`), so a build made by
 * one of them serves the others: CI's `npm install` builds the package once, and `npm pack` in the
 * stock-app test and the e2e tests after it no longer build it again (two builds of ~30 s each).
 *
 * A build is stamped with the moment it started (a file saved during it still counts as newer);
 * inputs are compared by modification time, which a checkout of another commit renews.
 */
'use strict';

const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const APP = path.join(ROOT, 'tests/app');
const BIN = path.join(ROOT, 'node_modules/.bin');

const PLUGIN = {
  title: 'Building the plugin (strapi-plugin build)',
  stamp: path.join(ROOT, 'dist/.build-stamp'),
  inputs: ['server/src', 'admin/src', 'contracts', 'package.json'].map((p) => path.join(ROOT, p)),
  command: 'strapi-plugin',
  cwd: ROOT,
};

// The admin bundle depends on the plugin's admin sources, the contract they share with the server,
// and the app's admin settings only.
const ADMIN = {
  title: 'Building the admin panel (strapi build, about a minute)',
  stamp: path.join(APP, 'build/.build-stamp'),
  inputs: [
    path.join(ROOT, 'admin/src'),
    path.join(ROOT, 'contracts'),
    path.join(APP, 'config/admin.js'),
    path.join(APP, 'src/admin'),
    path.join(APP, 'package.json'),
  ],
  command: 'strapi',
  cwd: APP,
};

/** Newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(walk);
  return latest;
}

const stampTime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

function stamp(file, startedAt) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, startedAt.toISOString());
  fs.utimesSync(file, startedAt, startedAt);
}

/** Whether a build's inputs changed since it was last made (or it never was). */
const isStale = (build) => newest(build.inputs) > stampTime(build.stamp);

/** Runs one build when stale; throws when it fails. Answers whether it built. */
function buildIfStale(build, log = console.log) {
  if (!isStale(build)) return false;
  const startedAt = new Date();
  log(`\n› ${build.title}`);
  const result = spawnSync(path.join(BIN, build.command), ['build'], {
    cwd: build.cwd,
    stdio: 'inherit',
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (result.status !== 0)
    throw new Error(`${build.title} failed (${result.status ?? result.signal})`);
  stamp(build.stamp, startedAt);
  return true;
}

/** The plugin, then the demo's admin panel, each when stale. */
function buildAllIfStale(log) {
  buildIfStale(PLUGIN, log);
  buildIfStale(ADMIN, log);
}

module.exports = { ROOT, APP, BIN, PLUGIN, ADMIN, isStale, buildIfStale, buildAllIfStale };

if (require.main === module) {
  const which = { plugin: [PLUGIN], admin: [ADMIN], all: [PLUGIN, ADMIN] }[process.argv[2]];
  if (!which) {
    console.error('usage: node scripts/builds.js plugin|admin|all');
    process.exit(2);
  }
  try {
    for (const build of which) buildIfStale(build);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
