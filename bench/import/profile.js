#!/usr/bin/env node
// Summary of a CPU profile (`--only import --profile` writes one of the importing process to
// bench/.tmp/profiles): the functions with the most self time, and the plugin's functions (and a
// few of Strapi's) with the most total time — time spent in them or in what they call.
//   node bench/import/profile.js bench/.tmp/profiles/<file>.cpuprofile [top=25]
const fs = require('fs');
const path = require('path');
const { summarise } = require('../lib/profiler');

const file = process.argv[2];
const top = Number(process.argv[3] ?? 25);
if (!file) {
  console.log('node bench/import/profile.js <file.cpuprofile> [top]');
  process.exit(1);
}
const { total, byPlace, self, inclusive } = summarise(JSON.parse(fs.readFileSync(file, 'utf8')));
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
const show = (title, list, filter = () => true) => {
  console.log(`\n${title}`);
  list
    .filter(([k]) => filter(k))
    .slice(0, top)
    .forEach(([k, t]) => console.log(`  ${pct(t)}  ${(t / 1e6).toFixed(1).padStart(6)} s  ${k}`));
};

console.log(`${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled`);
show('Self time by package or folder', byPlace);
show('Self time by function', self);
show('Total time, the plugin’s functions', inclusive, (k) => k.includes('server/src/'));
show('Total time, Strapi’s database layer and drivers', inclusive, (k) =>
  /~\/(@strapi\/database|knex|better-sqlite3|pg|mysql2)\//.test(k)
);
