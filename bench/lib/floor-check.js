// The floor's like-for-like check (bench/run.js): two response bodies compared byte for byte.

/** A body's bytes around `at`, as one readable line (control characters shown as `\uXXXX`). */
function around(body, at, before = 80, after = 80) {
  const from = Math.max(0, at - before);
  const to = Math.min(body.length, at + after);
  const text = (b) =>
    b
      .toString('utf8')
      .replace(/[\u0000-\u001f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return {
    text: `${from > 0 ? '…' : ''}${text(body.subarray(from, at))}${text(body.subarray(at, to))}${to < body.length ? '…' : ''}`,
    caret: (from > 0 ? 1 : 0) + text(body.subarray(from, at)).length,
  };
}

/**
 * Null when `plugin` and `floor` (Buffers) are the same bytes; otherwise what differs: both sizes,
 * the first differing byte offset and both bodies around it, the offset marked.
 */
function compareBodies(plugin, floor) {
  if (plugin.equals(floor)) return null;
  let at = 0;
  const n = Math.min(plugin.length, floor.length);
  while (at < n && plugin[at] === floor[at]) at += 1;
  const lines = [
    `plugin body ${plugin.length.toLocaleString('en-US')} bytes, floor body ${floor.length.toLocaleString('en-US')} bytes; first difference at byte offset ${at}${at === n ? ` (one body ends there)` : ''}:`,
  ];
  for (const [name, body] of [
    ['plugin', plugin],
    ['floor ', floor],
  ]) {
    const { text, caret } = around(body, at);
    lines.push(`  ${name}: ${text}`);
    lines.push(`          ${' '.repeat(caret)}^`);
  }
  return lines.join('\n');
}

module.exports = { compareBodies };
