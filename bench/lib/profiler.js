// CPU profiles for the bench: taken through the inspector inside the measured process (the import
// worker, the host app under one read), so only the part measured is sampled, never the boot; and
// summed up by package or folder and by function (bench/import/profile.js prints them).
const fs = require('fs');
const path = require('path');

/** An inspector session on this process: `post(method, params)` resolves with the result. */
function inspectorSession() {
  const { Session } = require('inspector');
  const session = new Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result)))
    );
  return { post, disconnect: () => session.disconnect() };
}

/** Writes `data` as JSON to `file` (its folder made); resolves with the path. */
function writeProfile(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

/** Starts sampling this process; `stop(file)` writes the .cpuprofile and resolves with its path. */
async function startProfile() {
  const { post, disconnect } = inspectorSession();
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 1000 });
  await post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await post('Profiler.stop');
      disconnect();
      return writeProfile(file, profile);
    },
  };
}

/**
 * Starts sampling what this process allocates (one sample per 64 KB on average), garbage
 * included: heap room grows with what is allocated, not with what stays. `stop(file)` writes the
 * .heapprofile.
 */
async function startAllocationProfile() {
  const { post, disconnect } = inspectorSession();
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', {
    samplingInterval: 65536,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return {
    async stop(file) {
      const { profile } = await post('HeapProfiler.stopSampling');
      disconnect();
      return writeProfile(file, profile);
    },
  };
}

/** A full garbage collection of this process, through the inspector (no --expose-gc needed). */
async function collectGarbage() {
  const { post, disconnect } = inspectorSession();
  await post('HeapProfiler.collectGarbage');
  disconnect();
}

const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, '~/')
    .replace(/.*\/server\/src\//, 'server/src/')
    // The plugin's build (the soak runs it): one bundle, so its functions are told by name only.
    .replace(/.*\/dist\/server\//, 'dist/server/');

function label(node) {
  const f = node.callFrame;
  return `${f.functionName || '(anonymous)'} ${f.url ? `${short(f.url)}:${f.lineNumber + 1}` : ''}`.trim();
}

/** Where a function's code lives: its npm package, the plugin's folder, Node, or neither. */
function placeOf(key) {
  if (key.includes('~/')) {
    const rest = key.split('~/')[1];
    return rest
      .split('/')
      .slice(0, rest.startsWith('@') ? 2 : 1)
      .join('/');
  }
  if (key.includes('dist/server/')) return 'dist/server (the plugin, built)';
  if (key.includes('server/src/'))
    return key.split(' ').pop().split('/').slice(0, 4).join('/').replace(/:\d+$/, '');
  if (key.includes('node:')) return 'node: internals';
  // V8's own entries, and functions without a source: native ones (the SQLite driver's statements,
  // JSON, regular expressions' builtins).
  if (['(idle)', '(garbage collector)', '(program)', '(root)'].includes(key)) return key;
  return '(native functions)';
}

/**
 * Self time by function and by place, and total time (the function or what it calls) by function,
 * each as [name, microseconds] sorted, with the total sampled.
 */
function summarise(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // timeDeltas[i] is the time before sample i: sample i lasted until the next one.
  const selfTime = new Map();
  profile.samples.forEach((id, i) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
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
  const byPlace = new Map();
  for (const [k, t] of self) byPlace.set(placeOf(k), (byPlace.get(placeOf(k)) ?? 0) + t);
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
  return {
    total,
    // Time the process was working: shares of it say where the work went, whatever else ran.
    busy: total - (self.get('(idle)') ?? 0),
    byPlace: sorted(byPlace),
    self: sorted(self),
    inclusive: sorted(inclusive),
  };
}

/**
 * An allocation profile (.heapprofile) in the shape `summarise` gives a CPU profile: bytes
 * allocated by function (self), by place, and by function with what it calls (inclusive).
 */
function summariseAllocations(profile) {
  const self = new Map();
  const inclusive = new Map();
  const walk = (node, stack) => {
    const key = label(node);
    self.set(key, (self.get(key) ?? 0) + node.selfSize);
    const here = stack.includes(key) ? stack : [...stack, key];
    for (const k of here)
      if (node.selfSize) inclusive.set(k, (inclusive.get(k) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, here);
  };
  walk(profile.head, []);
  const byPlace = new Map();
  for (const [k, b] of self) byPlace.set(placeOf(k), (byPlace.get(placeOf(k)) ?? 0) + b);
  const sorted = (map) => [...map].filter(([, b]) => b > 0).sort((a, b) => b[1] - a[1]);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return {
    total,
    busy: total,
    byPlace: sorted(byPlace),
    self: sorted(self),
    inclusive: sorted(inclusive),
  };
}

/** Whether a function of a profile (its label) is the plugin's own: its sources or its build. */
const isPlugin = (key) => key.includes('server/src/') || key.includes('dist/server/');

module.exports = {
  isPlugin,
  startProfile,
  startAllocationProfile,
  collectGarbage,
  summarise,
  summariseAllocations,
};
