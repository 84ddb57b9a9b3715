// What a heap snapshot (.heapsnapshot, V8's JSON) holds, summed by kind: objects by constructor,
// strings, arrays, compiled code. Self sizes only — enough to compare the host with and without the
// plugin (bench/run.js `--memory`) and see which kinds the plugin's live data adds.
const fs = require('fs');

/** Bytes by kind (`Object`, `LRUCache`, `(string)`, `(code)`, …) of the snapshot in `file`. */
function heapByKind(file) {
  const { snapshot, nodes, strings } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const width = fields.length;
  const at = { type: fields.indexOf('type'), name: fields.indexOf('name') };
  const size = fields.indexOf('self_size');
  const totals = new Map();
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + at.type]];
    const kind = type === 'object' || type === 'native' ? strings[nodes[i + at.name]] : `(${type})`;
    totals.set(kind, (totals.get(kind) ?? 0) + nodes[i + size]);
  }
  return totals;
}

/**
 * The kinds whose bytes differ most between two snapshots (`file` minus `reference`), in MB, the
 * largest `n` first; with each side's total.
 */
function heapDifference(file, reference, n = 12) {
  const mine = heapByKind(file);
  const theirs = heapByKind(reference);
  const mb = (bytes) => Math.round(bytes / 1e5) / 10;
  const kinds = new Set([...mine.keys(), ...theirs.keys()]);
  const rows = [...kinds]
    .map((kind) => ({
      kind: kind.length > 60 ? `${kind.slice(0, 57)}...` : kind,
      mb: mb(mine.get(kind) ?? 0),
      reference_mb: mb(theirs.get(kind) ?? 0),
      added_mb: mb((mine.get(kind) ?? 0) - (theirs.get(kind) ?? 0)),
    }))
    .sort((a, b) => Math.abs(b.added_mb) - Math.abs(a.added_mb))
    .slice(0, n);
  const sum = (map) => mb([...map.values()].reduce((a, b) => a + b, 0));
  return { total_mb: sum(mine), reference_total_mb: sum(theirs), kinds: rows };
}

module.exports = { heapByKind, heapDifference };
