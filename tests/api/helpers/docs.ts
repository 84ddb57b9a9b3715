/**
 * Shared by the documentation tests (docs-*.test.ts): the shapes of the namespace index and the
 * OpenAPI document of docs/api.md §8, the language roots they are served on, and a standard
 * OpenAPI 3.1 validator.
 */
import { execFileSync } from 'child_process';
import path from 'path';

export const ROOTS = [
  ['en', ''],
  ['fr', '/fr'],
  ['nl', '/nl'],
] as const;

export type Json = Record<string, unknown>;
export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
  schema: {
    type?: string;
    enum?: string[];
    items?: { type: string; enum?: string[] };
    default?: unknown;
  };
}
export interface Operation {
  operationId: string;
  summary: string;
  parameters: Parameter[];
  requestBody?: { $ref: string };
  responses: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema: { $ref: string } }> }
  >;
}
export interface OpenApi {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Json;
    requestBodies: Record<
      string,
      {
        content: Record<
          string,
          { schema: { properties: Record<string, Json>; required?: string[] } }
        >;
      }
    >;
    responses: Record<string, Operation['responses'][string]>;
  };
}
export interface IndexArg {
  type?: string;
  description: string;
  default?: unknown;
  enum?: string[];
  items?: { type: string; enum?: string[] };
  required: boolean;
}
export interface NamespaceIndex {
  namespace: string;
  routes: Record<
    string,
    {
      methods: string[];
      endpoints: Array<{ methods: string[]; args: Record<string, IndexArg> }>;
      _links?: Json;
    }
  >;
  _links: Json;
}

/** @seriousme/openapi-schema-validator is an ES module, which jest's CommonJS runtime cannot load: run it in its own node. */
const VALIDATE = `
import { Validator } from '@seriousme/openapi-schema-validator';
let input = '';
for await (const chunk of process.stdin) input += chunk;
process.stdout.write(JSON.stringify(await new Validator().validate(JSON.parse(input))));
`;

export function validateOpenApi(doc: unknown): { valid: boolean; errors?: unknown } {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', VALIDATE], {
    input: JSON.stringify(doc),
    cwd: path.resolve(__dirname, '../../..'),
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** Every operation of a document, as { path, METHOD, op }. */
export const operations = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, op]) => ({ path: p, method: method.toUpperCase(), op }))
  );

/* ------------------------------------------------------------------------------------------------
 * The Markdown documentation, read deterministically: sections by their number, the tables in a
 * section's own text, and the names a table cell gives as code spans. What a cell says in
 * parentheses is a remark, not a name: `parent` (categories), the file (multipart `file`).
 * ---------------------------------------------------------------------------------------------- */

export const REPO = path.resolve(__dirname, '../../..');

export interface MdTable {
  header: string[];
  rows: string[][];
}

/** The text of each numbered section (`## 6.`, `### 6.3`, `#### 6.3.1`), up to the next heading of any level. */
export function numberedSections(md: string): Map<string, string> {
  const out = new Map<string, string>();
  let key: string | null = null;
  let lines: string[] = [];
  let fenced = false;
  const flush = () => {
    if (key !== null) out.set(key, lines.join('\n'));
  };
  for (const line of md.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(heading[1]);
      key = number ? number[1] : `#${heading[1].trim()}`;
      lines = [];
    } else lines.push(line);
  }
  flush();
  return out;
}

/** A section by its number (`'6.3'`) or, for an unnumbered heading, its title (`'#Options'`); throws when absent. */
export function section(md: string, key: string): string {
  const text = numberedSections(md).get(key);
  if (text === undefined) throw new Error(`the documentation has no section ${key}`);
  return text;
}

/** Cells of a table row: split on `|` outside code spans, escaped pipes kept. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let code = false;
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '`') code = !code;
    if (ch === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '|' && !code) {
      out.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  out.push(cell.trim());
  return out;
}

/** The tables of a piece of Markdown, in order. */
export function tables(text: string): MdTable[] {
  const out: MdTable[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim().startsWith('|') || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? ''))
      continue;
    const table: MdTable = { header: cells(lines[i]), rows: [] };
    i += 2;
    while (i < lines.length && lines[i].trim().startsWith('|')) table.rows.push(cells(lines[i++]));
    out.push(table);
  }
  return out;
}

/** A cell without its parenthesised remarks (nested ones too), code spans untouched. */
export function withoutRemarks(cell: string): string {
  const spans: string[] = [];
  let text = cell.replace(/`[^`]*`/g, (s) => `\u0000${spans.push(s) - 1}\u0000`);
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/\([^()]*\)/g, '');
  }
  return text.replace(/\u0000(\d+)\u0000/g, (_, i) => spans[Number(i)]);
}

/** The code spans of a cell, remarks left out. */
export const codeSpans = (cell: string): string[] =>
  [...withoutRemarks(cell).matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** Tables whose first header cell is one of `firstHeader` (case-insensitive). */
export const tablesHeaded = (text: string, ...firstHeader: string[]) =>
  tables(text).filter((t) =>
    firstHeader.some((h) => t.header[0].toLowerCase() === h.toLowerCase())
  );

/**
 * The argument names a section's argument tables give (tables headed `Argument` or `Field`): the
 * code spans of their first column.
 */
export function argumentTableNames(md: string, key: string): string[] {
  const found = tablesHeaded(section(md, key), 'Argument', 'Field');
  if (found.length === 0) throw new Error(`section ${key} has no table headed Argument or Field`);
  return found.flatMap((t) => t.rows.flatMap((r) => codeSpans(r[0])));
}

/**
 * The arguments an `Arguments` cell of a route table names: its code spans, and for each `§n` the
 * names of section n's argument tables; the names after `except` are taken away. `—` is none.
 */
export function cellArguments(md: string, cell: string): string[] {
  const [include, exclude = ''] = withoutRemarks(cell).split(/\bexcept\b/);
  const names = new Set<string>();
  for (const m of include.matchAll(/`([^`]+)`|§(\d+(?:\.\d+)*)/g)) {
    if (m[1]) names.add(m[1]);
    else for (const n of argumentTableNames(md, m[2])) names.add(n);
  }
  for (const m of exclude.matchAll(/`([^`]+)`/g)) names.delete(m[1]);
  return [...names];
}

/** A route as code serves it, in the documentation's spelling (`/events/{id}`, `/` for the root). */
export interface CodeRoute {
  /** `events/v1`, `wp/v2`, or `admin` (the admin panel's routes, named in prose only). */
  table: string;
  methods: string[];
  path: string;
  action: string;
  params: string[];
}

/** A row of a route table (docs/api.md §1.3 and §16): methods, path, action and arguments. */
export interface DocRoute extends CodeRoute {
  row: string;
}

/** The route tables of docs/api.md: §1.3's (in `{ns}`) and §16's (in `wp/v2`), one row a route. */
export function documentedRoutes(md: string): DocRoute[] {
  const out: DocRoute[] = [];
  for (const [key, table] of [
    ['1.3', 'events/v1'],
    ['16', 'wp/v2'],
  ] as const) {
    const found = tablesHeaded(section(md, key), 'Methods');
    if (found.length !== 1) throw new Error(`section ${key} must hold one table headed Methods`);
    const [t] = found;
    const col = (name: string) => t.header.findIndex((h) => h.startsWith(name));
    const [m, p, a, args] = ['Methods', 'Path', 'Action', 'Arguments'].map(col);
    if ([m, p, a, args].includes(-1))
      throw new Error(`the table of §${key} needs Methods, Path, Action and Arguments columns`);
    for (const r of t.rows) {
      const paths = codeSpans(r[p]);
      const actions = codeSpans(r[a]);
      const row = `§${key}: ${r[m]} ${r[p]}`;
      if (paths.length !== 1 || actions.length !== 1)
        throw new Error(`${row}: one path and one action a row`);
      const variables = [...paths[0].matchAll(/\{(\w+)\}/g)].map((v) => v[1]);
      out.push({
        table,
        methods: r[m].split(',').map((s) => s.trim()),
        path: paths[0],
        action: actions[0],
        params: [...new Set([...variables, ...cellArguments(md, r[args])])],
        row,
      });
    }
  }
  return out;
}

const routeKey = (r: { table: string; methods: string[]; path: string }) =>
  `${[...r.methods].sort().join(',')} ${r.table} ${r.path}`;

/**
 * Every difference between the routes code serves and the route tables of docs/api.md: a route
 * missing from the documentation or documented but not served, a wrong action, and for each route
 * every argument it accepts but the documentation does not give, and every one it gives in vain.
 */
export function routeDrift(md: string, served: CodeRoute[]): string[] {
  const problems: string[] = [];
  const documented = documentedRoutes(md);
  const byKey = new Map(documented.map((d) => [routeKey(d), d]));
  for (const d of documented)
    if (documented.filter((o) => routeKey(o) === routeKey(d)).length > 1)
      problems.push(`${d.row}: documented twice`);
  const servedKeys = new Set(served.map(routeKey));
  for (const s of served) {
    const d = byKey.get(routeKey(s));
    const name = `${s.methods.join(', ')} ${s.table}${s.path}`;
    if (!d) {
      problems.push(`${name} is served but not in the route tables of docs/api.md (§1.3, §16)`);
      continue;
    }
    if (d.action !== s.action)
      problems.push(`${d.row}: the action is \`${s.action}\`, not \`${d.action}\``);
    for (const p of s.params.filter((x) => !d.params.includes(x)))
      problems.push(`${d.row}: \`${p}\` is accepted but not documented for this route`);
    for (const p of d.params.filter((x) => !s.params.includes(x)))
      problems.push(`${d.row}: \`${p}\` is documented but the route does not accept it`);
  }
  for (const d of documented.filter((x) => !servedKeys.has(routeKey(x))))
    problems.push(`${d.row}: documented, but no such route (methods and path) is served`);
  return problems;
}

/**
 * Routes named in prose as code spans (`GET /events/{id}`, `GET {ns}/doc`, `GET media/{id}`,
 * `GET /events/12?translation_language=fr`) that no served route matches.
 */
export function proseRouteDrift(md: string, served: CodeRoute[], file = 'docs/api.md'): string[] {
  const problems: string[] = [];
  const pattern = (r: CodeRoute) =>
    new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.')}/?$`);
  for (const m of md.matchAll(/`(GET|HEAD|POST|PUT|PATCH|DELETE) ([^`\s]+)`/g)) {
    const [mention, method, raw] = m;
    if (/^\/wp-json\/?$/.test(raw)) continue; // WordPress's REST index, served by the middleware (§1.6)
    let p = raw.split('?')[0].replace(/^\{ns\}/, '');
    if (!p.startsWith('/')) p = `/${p}`;
    const verb = method === 'HEAD' ? 'GET' : method;
    if (!served.some((r) => r.methods.includes(verb) && pattern(r).test(p)))
      problems.push(`${file} names ${mention}, which no served route answers`);
  }
  return problems;
}

/** Leaf option paths of a config object: `perPage`, `imageDownload.timeoutMs`, ... with their values. */
export function optionLeaves(config: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(config)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v))
      for (const [kk, vv] of optionLeaves(v, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, v);
  }
  return out;
}

/** A default as the README writes it in a code span (`'UTC'`, `['en', 'fr']`, `10485760`), as a value. */
export function writtenValue(span: string): unknown {
  return JSON.parse(span.replace(/'/g, '"').replace(/(\d)_(?=\d)/g, '$1'));
}

/**
 * Every difference between the plugin's options and their documentation: the README's options
 * table (a section headed `Options`, a table headed `Option`) lists every option, nested ones by
 * their path, with its default; docs/api.md §10 lists every top-level option. Neither names an
 * option that does not exist.
 */
export function optionDrift(readme: string, api: string, defaults: object): string[] {
  const problems: string[] = [];
  const leaves = optionLeaves(defaults);
  const readmeTables = tablesHeaded(section(readme, '#Options'), 'Option');
  if (readmeTables.length !== 1)
    return ['README.md: the Options section must hold one table headed Option'];
  const listed = new Map<string, string[]>();
  for (const r of readmeTables[0].rows) {
    const [name] = codeSpans(r[0]);
    listed.set(name, codeSpans(r[1] ?? ''));
  }
  for (const [name, value] of leaves) {
    const row = listed.get(name);
    if (!row) problems.push(`README.md: the option \`${name}\` is not in the options table`);
    else {
      let written: unknown;
      try {
        written = writtenValue(row[0] ?? '');
      } catch {
        written = row[0];
      }
      if (JSON.stringify(written) !== JSON.stringify(value))
        problems.push(
          `README.md: \`${name}\` defaults to \`${JSON.stringify(value)}\`, the table says \`${row[0]}\``
        );
    }
  }
  for (const name of listed.keys())
    if (!leaves.has(name))
      problems.push(`README.md: the options table names \`${name}\`, which is not an option`);
  const apiTables = tablesHeaded(section(api, '10'), 'Option');
  if (apiTables.length !== 1)
    return [...problems, 'docs/api.md §10 must hold one table headed Option'];
  const top = new Set(Object.keys(defaults));
  const named = apiTables[0].rows.map((r) => codeSpans(r[0])[0]);
  for (const name of top)
    if (!named.includes(name))
      problems.push(`docs/api.md §10: the option \`${name}\` is not in the table`);
  for (const name of named)
    if (!top.has(name))
      problems.push(`docs/api.md §10: the table names \`${name}\`, which is not an option`);
  return problems;
}

/** The record tables of docs/api.md §2.1: first header cell → the OpenAPI schemas it documents. */
export const RECORD_TABLES: Record<string, string[]> = {
  'Event field': ['Event'],
  'Venue field': ['Venue'],
  'Organizer field': ['Organizer'],
  'Category and tag field': ['Category', 'Tag'],
  'Embedded term field': ['EmbeddedCategory', 'EmbeddedTag'],
  'Image field': ['Image'],
  'Image size field': ['ImageSize'],
};

/**
 * Every difference between the keys of the records the API answers (the OpenAPI document's closed
 * record schemas, which docs-drift.test.ts proves are what the API answers) and docs/api.md §2.1:
 * one table per record kind, a key in the first column; a key only one schema of a shared table
 * has is marked `(categories)` or `(tags)` there — a remark, so it counts for both.
 */
export function fieldDrift(md: string, schemas: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const text = section(md, '2.1');
  for (const [header, names] of Object.entries(RECORD_TABLES)) {
    const found = tablesHeaded(text, header);
    if (found.length !== 1) {
      problems.push(`docs/api.md §2.1 must hold one table headed "${header}"`);
      continue;
    }
    const documented = new Set(found[0].rows.flatMap((r) => codeSpans(r[0])));
    const keys = new Set(
      names.flatMap((n) => Object.keys((schemas[n] as { properties?: object })?.properties ?? {}))
    );
    for (const k of keys)
      if (!documented.has(k))
        problems.push(`docs/api.md §2.1 "${header}": \`${k}\` is answered but not documented`);
    for (const k of documented)
      if (!keys.has(k))
        problems.push(`docs/api.md §2.1 "${header}": \`${k}\` is documented but no record has it`);
  }
  return problems;
}
