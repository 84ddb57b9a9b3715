/**
 * How the documentation's Markdown is read (tests/api/helpers/docs.ts) and proof that each drift
 * check fails in each direction: the real README.md and docs/api.md, changed in memory the way a
 * drifting commit would change them (a documented name removed, a name that does not exist added),
 * or the code's side changed (a new route, argument, option or record key). The checks themselves
 * run against the served app in tests/api/docs-drift.test.ts.
 */
import fs from 'fs';
import path from 'path';
import {
  REPO,
  argumentTableNames,
  cellArguments,
  codeSpans,
  documentedRoutes,
  fieldDrift,
  numberedSections,
  optionDrift,
  optionLeaves,
  proseRouteDrift,
  routeDrift,
  tables,
  withoutRemarks,
  writtenValue,
  type CodeRoute,
} from '../api/helpers/docs';
import { defaultConfig } from '../../server/src/config';
import { uniqueParams } from '../../server/src/v1/docs/args';
import { openApiDocument } from '../../server/src/v1/docs/openapi';
import { openApiPath } from '../../server/src/v1/docs/paths';
import type { Schema } from '../../server/src/v1/docs/schemas';
import { withSiteFields } from '../../server/src/v1/docs/site-fields';
import { ROUTE_TABLES } from '../../server/src/v1/route-tables';
import { routes } from '../../server/src/v1/routes';

const API = fs.readFileSync(path.join(REPO, 'docs/api.md'), 'utf8');
const README = fs.readFileSync(path.join(REPO, 'README.md'), 'utf8');

/** The route tables of the code, as docs-drift.test.ts reads them from the served app. */
const served: CodeRoute[] = ROUTE_TABLES.flatMap((t) =>
  t.routes.map((r) => ({
    table: t.path.slice(1),
    methods: [...r.methods],
    path: openApiPath(r.path),
    action: r.handler,
    params: uniqueParams(r.params).map((p) => p.name),
  }))
);

const field = { name: 'note', type: 'string' as const, label: 'Note', required: false };
const schemas = withSiteFields(
  (
    openApiDocument(routes, {
      root: 'http://h/api/calendar/events/v1',
      lang: 'en',
      config: defaultConfig,
    }) as { components: { schemas: Record<string, Schema> } }
  ).components.schemas,
  { event: [field], venue: [field], organizer: [field] }
);

/** What a change adds to the problems the unmodified documentation has. */
const added = (before: string[], after: string[]) => after.filter((p) => !before.includes(p));

/** Replace exactly one occurrence of `from` (so a mutation cannot silently miss). */
function edit(text: string, from: string | RegExp, to: string): string {
  const count =
    typeof from === 'string'
      ? text.split(from).length - 1
      : [...text.matchAll(new RegExp(from.source, `g${from.flags}`))].length;
  if (count !== 1) throw new Error(`expected one ${String(from)}, found ${count}`);
  return text.replace(from, to);
}

describe('reading Markdown', () => {
  const md = [
    '# Title',
    '## 1. One',
    'text',
    '### 1.2 Two',
    '| Argument | Values |',
    '| --- | --- |',
    '| `a`, `b` (remark with `c`) | `x\\|y` |',
    '| `d` (categories) | |',
    '```',
    '## 9. not a heading inside a fence',
    '```',
    '## Options',
    '| Option | Default |',
    '|---|---|',
    "| `x.y` | `['en', 'fr']` |",
  ].join('\n');

  test('sections by number, unnumbered ones by title, fences ignored', () => {
    const sections = numberedSections(md);
    expect([...sections.keys()]).toEqual(['#Title', '1', '1.2', '#Options']);
    expect(sections.get('1.2')).toContain('## 9. not a heading');
  });

  test('tables, cells split outside code spans, remarks dropped', () => {
    const [t] = tables(numberedSections(md).get('1.2')!);
    expect(t.header).toEqual(['Argument', 'Values']);
    expect(t.rows[0][1]).toBe('`x|y`');
    expect(withoutRemarks('`a` (b (c) `d(e)`) `f(g)`')).toBe('`a`  `f(g)`');
    expect(codeSpans(t.rows[0][0])).toEqual(['a', 'b']);
    expect(argumentTableNames(md, '1.2')).toEqual(['a', 'b', 'd']);
  });

  test('an Arguments cell: code spans, §n for its argument table, except, remarks', () => {
    expect(cellArguments(md, '§1.2, `e` (§9), except `b`, `d`')).toEqual(['a', 'e']);
    expect(cellArguments(md, '—')).toEqual([]);
    expect(() => cellArguments(md, '§1')).toThrow('section 1 has no table headed Argument');
  });

  test('defaults as written', () => {
    expect(writtenValue("['en', 'fr']")).toEqual(['en', 'fr']);
    expect(writtenValue("''")).toBe('');
    expect(writtenValue('10_485_760')).toBe(10485760);
    expect(optionLeaves({ a: 1, b: { c: [], d: '' } })).toEqual(
      new Map<string, unknown>([
        ['a', 1],
        ['b.c', []],
        ['b.d', ''],
      ])
    );
  });

  test("docs/api.md's route tables have one row per route, its path variables among its arguments", () => {
    const rows = documentedRoutes(API);
    const occurrences = rows.find((r) => r.path === '/events/{id}/occurrences')!;
    expect(occurrences.params).toEqual(expect.arrayContaining(['id', 'password', 'context']));
    const tags = rows.find(
      (r) => r.table === 'events/v1' && r.path === '/tags' && r.methods[0] === 'GET'
    )!;
    expect(tags.params).not.toContain('parent');
    expect(rows.filter((r) => r.table === 'wp/v2').length).toBeGreaterThan(5);
  });
});

describe('each drift check fails in each direction', () => {
  const routesBefore = routeDrift(API, served);
  const proseBefore = proseRouteDrift(API, served);
  const optionsBefore = optionDrift(README, API, defaultConfig);
  const fieldsBefore = fieldDrift(API, schemas);

  test('an argument a route accepts, missing from docs/api.md', () => {
    const md = edit(API, /^\| `geoloc_radius` .*\n/m, '');
    expect(added(routesBefore, routeDrift(md, served))).toEqual([
      '§1.3: GET `/events`: `geoloc_radius` is accepted but not documented for this route',
      '§1.3: GET `/events.ics`: `geoloc_radius` is accepted but not documented for this route',
    ]);
  });

  test('an argument docs/api.md names that the route does not accept', () => {
    const md = edit(API, '| `ticketed` ', '| `ticketed`, `nonsense` ');
    expect(added(routesBefore, routeDrift(md, served))).toEqual([
      '§1.3: GET `/events`: `nonsense` is documented but the route does not accept it',
      '§1.3: GET `/events.ics`: `nonsense` is documented but the route does not accept it',
    ]);
    const wp = edit(API, /^(\| GET \s*\| `\/users\/me` .*\| `context`)(\s*\|)$/m, '$1, `page`$2');
    expect(added(routesBefore, routeDrift(wp, served))).toEqual([
      '§16: GET `/users/me`: `page` is documented but the route does not accept it',
    ]);
  });

  test('a new argument in code, not yet documented', () => {
    const more = served.map((r) =>
      r.action === 'venues.find' ? { ...r, params: [...r.params, 'near'] } : r
    );
    expect(added(routesBefore, routeDrift(API, more))).toEqual([
      '§1.3: GET `/venues`: `near` is accepted but not documented for this route',
    ]);
  });

  test('a served route missing from docs/api.md, and a documented one that is not served', () => {
    const md = edit(API, /^\| GET \s*\| `\/events\/\{id\}\/occurrences` .*\n/m, '');
    expect(added(routesBefore, routeDrift(md, served))).toEqual([
      'GET events/v1/events/{id}/occurrences is served but not in the route tables of docs/api.md (§1.3, §16)',
    ]);
    const extra = served.filter((r) => r.path !== '/media/{id}');
    expect(added(routesBefore, routeDrift(API, extra))).toEqual([
      '§16: GET `/media/{id}`: documented, but no such route (methods and path) is served',
    ]);
    const wrongMethods = edit(
      API,
      /^\| DELETE \s*\| `\/tags\/\{id\}` /m,
      '| PATCH | `/tags/{id}` '
    );
    expect(added(routesBefore, routeDrift(wrongMethods, served))).toEqual(
      expect.arrayContaining([
        'DELETE events/v1/tags/{id} is served but not in the route tables of docs/api.md (§1.3, §16)',
      ])
    );
  });

  test('a route named in the text that no route serves', () => {
    const md = `${API}\nSee \`GET /events/{id}/attendees\` and \`POST {ns}/venues/12\`.\n`;
    expect(added(proseBefore, proseRouteDrift(md, served))).toEqual([
      'docs/api.md names `GET /events/{id}/attendees`, which no served route answers',
    ]);
  });

  test('an option missing from the README or docs/api.md §10, one that does not exist, a wrong default', () => {
    const noRow = edit(README, /^\| `recurrence\.horizonMonths` .*\n/m, '');
    expect(added(optionsBefore, optionDrift(noRow, API, defaultConfig))).toEqual([
      'README.md: the option `recurrence.horizonMonths` is not in the options table',
    ]);
    const fake = edit(README, '| `caches` ', '| `cacheSize` | `100` | x |\n| `caches` ');
    expect(added(optionsBefore, optionDrift(fake, API, defaultConfig))).toEqual([
      'README.md: the options table names `cacheSize`, which is not an option',
    ]);
    const wrong = edit(README, /\| `perPage`(\s*)\| `10`/, '| `perPage`$1| `20`');
    expect(added(optionsBefore, optionDrift(wrong, API, defaultConfig))).toEqual([
      'README.md: `perPage` defaults to `10`, the table says `20`',
    ]);
    const newOption = { ...defaultConfig, maxSeries: 3 };
    expect(added(optionsBefore, optionDrift(README, API, newOption))).toEqual([
      'README.md: the option `maxSeries` is not in the options table',
      'docs/api.md §10: the option `maxSeries` is not in the table',
    ]);
    const apiFake = edit(API, '| `caches` ', '| `cacheSize` | 1 | x |\n| `caches` ');
    expect(added(optionsBefore, optionDrift(README, apiFake, defaultConfig))).toEqual([
      'docs/api.md §10: the table names `cacheSize`, which is not an option',
    ]);
  });

  test('a record key missing from docs/api.md §2.1, one no record has, a new key in code', () => {
    const noKey = edit(
      API,
      '`series_id`, `original_start_date`, `recurrence`',
      '`original_start_date`, `recurrence`'
    );
    expect(added(fieldsBefore, fieldDrift(noKey, schemas))).toEqual([
      'docs/api.md §2.1 "Event field": `series_id` is answered but not documented',
    ]);
    const fake = edit(
      API,
      '| `phone`, `website`, `email` ',
      '| `phone`, `website`, `email`, `fax` '
    );
    expect(added(fieldsBefore, fieldDrift(fake, schemas))).toEqual([
      'docs/api.md §2.1 "Organizer field": `fax` is documented but no record has it',
    ]);
    const image = schemas.Image as { properties: Record<string, unknown> };
    const more = { ...schemas, Image: { ...image, properties: { ...image.properties, alt: {} } } };
    expect(added(fieldsBefore, fieldDrift(API, more))).toEqual([
      'docs/api.md §2.1 "Image field": `alt` is answered but not documented',
    ]);
  });
});

describe('the README and the guides', () => {
  const guides = fs.readdirSync(path.join(REPO, 'docs')).filter((f) => f.endsWith('.md'));
  const markdown = ['README.md', ...guides.map((f) => `docs/${f}`)];
  /** Relative link targets of a Markdown file, without their anchors. */
  const links = (file: string) =>
    [...fs.readFileSync(path.join(REPO, file), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1].split('#')[0])
      .filter((l) => l && !/^[a-z]+:/.test(l));

  test('the README links every guide in docs/', () => {
    const linked = new Set(links('README.md').map((l) => path.normalize(l)));
    expect(guides.filter((g) => !linked.has(`docs/${g}`))).toEqual([]);
  });

  test('every relative link leads to a file of the repository', () => {
    const broken = markdown.flatMap((file) =>
      links(file)
        .filter((l) => !fs.existsSync(path.join(REPO, path.dirname(file), l)))
        .map((l) => `${file} → ${l}`)
    );
    expect(broken).toEqual([]);
  });

  test('the README stays short: a newcomer reads it in five minutes', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(300);
  });
});
