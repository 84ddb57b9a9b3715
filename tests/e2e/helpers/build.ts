/**
 * The demo's builds (scripts/builds.js, which `npm start` and `prepare` use too): the plugin package
 * and the admin panel are built only when their inputs changed since the last build, so a second
 * run starts at once and `npm start` after a test run does not build again (nor the reverse).
 */
const builds = require('../../../scripts/builds.js');

export const ROOT: string = builds.ROOT;
export const APP: string = builds.APP;
export const BIN: string = builds.BIN;

export function buildIfStale(): void {
  builds.buildAllIfStale();
}
