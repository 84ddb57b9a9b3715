#!/usr/bin/env node
/**
 * Counts the type assertions in a source tree with the TypeScript parser, so comments and strings
 * ("as the REST API does") are not counted: `x as T` and `<T>x`, but not `as const`.
 *
 *   node scripts/count-casts.js [dir=server/src] [-v]
 *
 * `x as unknown as T` is two assertions; `asUnknownAs` counts such chains once. `serviceLookups`
 * counts assertions on the result of a `service(...)` or `getService(...)` call (issue #13: none).
 * With -v, each assertion is listed as file:line and its type.
 */
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const args = process.argv.slice(2);
const verbose = args.includes('-v');
const root = args.find((a) => !a.startsWith('-')) ?? 'server/src';

const files = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(p);
  }
})(root);

const counts = {
  files: files.length,
  assertions: 0,
  asUnknownAs: 0,
  asNever: 0,
  serviceLookups: 0,
  asConst: 0,
};
for (const file of files) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    kind
  );
  const visit = (node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const type = node.type.getText(source);
      if (type === 'const') counts.asConst++;
      else {
        counts.assertions++;
        if (type === 'never') counts.asNever++;
        const inner = node.expression;
        if (ts.isAsExpression(inner) && inner.type.getText(source) === 'unknown')
          counts.asUnknownAs++;
        // An assertion on a lookup, once per lookup (the outer one of `as unknown as`).
        const outer = ts.isAsExpression(node.parent) ? null : node;
        let e = inner;
        while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
        if (
          outer &&
          ts.isCallExpression(e) &&
          /(^|\.)(getService|service)$/.test(e.expression.getText(source).replace(/<.*>$/, ''))
        )
          counts.serviceLookups++;
        if (verbose)
          console.log(
            `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}  as ${type}`
          );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
console.log(JSON.stringify(counts));
