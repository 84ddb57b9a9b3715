#!/usr/bin/env node
// Summary of a CPU profile (`--only import --profile` writes one of the importing process to
// bench/.tmp/profiles): the functions with the most self time, and the plugin's functions (and a
// few of Strapi's) with the most total time — time spent in them or in what they call.
//   node bench/import/profile.js bench/.tmp/profiles/<file>.cpuprofile [top=25]
const fs = require('fs');
const path = require('path');

const file = process.argv[2];
const top = Number(process.argv[3] ?? 25);
if (!file) {
  console.log('node bench/import/profile.js <file.cpuprofile> [top]');
  process.exit(1);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Sample counts → time per node (µs): timeDeltas[i] is the time before sample i.
const selfTime = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
});
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, '~/')
    .replace(/.*\/server\/src\//, 'server/src/');
const label = (n) => {
  const f = n.callFrame;
  return `${f.functionName || '(anonymous)'} ${f.url ? `${short(f.url)}:${f.lineNumber + 1}` : ''}`.trim();
};

const self = new Map();
const inclusive = new Map();
for (const [id, t] of selfTime) {
  const key = label(nodes.get(id));
  self.set(key, (self.get(key) ?? 0) + t);
  // Each function on the sample's stack counts once per sample, however deep its recursion.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const k = label(nodes.get(at));
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + t);
  }
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
const show = (title, map, filter = () => true) => {
  console.log(`\n${title}`);
  [...map]
    .filter(([k]) => filter(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([k, t]) => console.log(`  ${pct(t)}  ${(t / 1e6).toFixed(1).padStart(6)} s  ${k}`));
};

// Self time by package or source folder.
const byPlace = new Map();
for (const [k, t] of self) {
  const where = k.includes('~/')
    ? k
        .split('~/')[1]
        .split('/')
        .slice(0, k.split('~/')[1].startsWith('@') ? 2 : 1)
        .join('/')
    : k.includes('server/src/')
      ? k.split(' ').pop().split('/').slice(0, 4).join('/').replace(/:\d+$/, '')
      : k.includes('node:')
        ? 'node: internals'
        : '(native / gc / idle)';
  byPlace.set(where, (byPlace.get(where) ?? 0) + t);
}

console.log(`${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled`);
show('Self time by package or folder', byPlace);
show('Self time by function', self);
show('Total time, the plugin’s functions', inclusive, (k) => k.includes('server/src/'));
show('Total time, Strapi’s database layer and drivers', inclusive, (k) =>
  /~\/(@strapi\/database|knex|better-sqlite3|pg|mysql2)\//.test(k)
);
