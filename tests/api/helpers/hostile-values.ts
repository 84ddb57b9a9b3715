/**
 * fast-check arbitraries of hostile input for the fuzz suite (hostile-input.test.ts): values a
 * careless or malicious client may send for any argument, whatever its declared type. Query
 * strings only carry strings, arrays and objects (qs), JSON bodies carry anything.
 */
import fc from 'fast-check';
import type { ParamDef } from '../../../server/src/v1/params/types';

/**
 * Numbers at and past the edges of every integer column (signed 32-bit `integer` and ids, 64-bit
 * `biginteger`: server/src/domain/limits.ts) and of JavaScript's exact integers (53 bits).
 */
export const EDGE_NUMBERS = [
  0,
  -1,
  1,
  -0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** The same edges as text, plus integers no JSON number holds exactly and numbers none can hold. */
const EDGE_NUMBER_TEXT = [
  ...EDGE_NUMBERS.map(String),
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999',
  '-0',
  '00',
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '1,',
  ',',
  '1.',
  '.5',
  '٣',
];

/** Fragments that break naive SQL building, LIKE patterns, HTML and JSON-in-string handling. */
const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE calendar_events; --',
  '1) OR (1=1',
  "%' --",
  '%',
  '_',
  '\\',
  '\\%',
  '"',
  "'",
  '`',
  '$ne',
  '$or',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  ']]>',
  '{"$gt":""}',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '%00',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  'publish,draft,any',
  'any',
  '__proto__',
  'constructor',
  'toString',
];

/** Unicode that databases and encoders disagree about: NUL, lone surrogates, astral, RTL, combining marks. */
const AWKWARD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '😀',
  '\u202eevil',
  'e\u0301',
  '\ufeff',
  '\uffff',
  '\r\n',
  '\t',
  ' ',
  '　',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));

/** Random text: any code point, with lone surrogates and NUL mixed in. */
const wildText = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
      loneSurrogate,
      fc.constant('\u0000')
    ),
    { maxLength: 12 }
  )
  .map((parts) => parts.join(''));

/**
 * Strings past any column: from 256 (over varchar(255)) up to `max` characters. Bodies go to
 * 200,000; query strings stay short, since Node refuses request lines over 16 KB before any
 * application code runs (431, outside the API's reach).
 */
const longText = (max: number) =>
  fc
    .tuple(
      fc.constantFrom(...[256, 1000, 65_536, 200_000].filter((n) => n <= max)),
      fc.constantFrom('x', 'é', '😀', '\u0000', '1,', '<b>')
    )
    .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

const odd = fc.constantFrom('', ...EDGE_NUMBER_TEXT, ...INJECTIONS, ...AWKWARD_TEXT);
const oddDates = fc.constantFrom(
  '2030-02-30',
  '0000-00-00 00:00:00',
  '9999-12-31 23:59:59',
  '-1 years',
  'tomorrow 25pm',
  '@99999999999',
  '2030-01-01T10:00:00+99:00'
);

/** Hostile text for a JSON body (long strings up to 200,000 characters). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: odd },
  { weight: 3, arbitrary: wildText },
  { weight: 1, arbitrary: longText(200_000) },
  { weight: 1, arbitrary: oddDates }
);
/** Hostile text for a query string or path (long strings up to 1,000 characters). */
export const hostileShortString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: odd },
  { weight: 3, arbitrary: wildText },
  { weight: 1, arbitrary: longText(1000) },
  { weight: 1, arbitrary: oddDates }
);

/** Lists of ids, up to 10,000 (query strings carry fewer: see encodeQuery's note). */
export const idList = (max: number) =>
  fc
    .tuple(
      fc.constantFrom(...[0, 1, 101, 1000, max].filter((n) => n <= max)),
      fc.constantFrom('seq', 'huge', 'mixed')
    )
    .map(([n, style]) =>
      Array.from({ length: Math.min(n, max) }, (_, i) =>
        style === 'seq'
          ? String(i + 1)
          : style === 'huge'
            ? `${2 ** 31 + i}`
            : i % 2
              ? `slug-${i}`
              : String(-i)
      )
    );

/** `{a:{a:{…}}}` `depth` levels deep, ending in a hostile string. */
export function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 3 === 2 ? [value] : { a: value };
  return value;
}

/** A value for a query-string argument: what qs can express (strings, lists, nested objects). */
export function hostileQueryValue(def: ParamDef): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileShortString },
    {
      weight: def.type === 'array' || def.items ? 3 : 1,
      arbitrary: idList(1000).map((ids) => ids.join(',')),
    },
    fc.array(hostileShortString, { maxLength: 4 }),
    // More than 100 items: qs hands them over as an object keyed "0", "1", ... (docs/api.md §1.5).
    idList(150).map((ids) => ids),
    fc
      .integer({ min: 1, max: 30 })
      .chain((depth) => hostileShortString.map((leaf) => nested(depth, leaf))),
    fc.dictionary(fc.constantFrom('$eq', '$ne', '$in', 'id', '0', 'a'), hostileShortString, {
      maxKeys: 3,
    })
  );
}

/**
 * The test app's own fields (tests/app/src/extensions/calendar/strapi-server.js), so that
 * `custom_fields` gets values for the fields it has, whole-number ones at every edge.
 */
const SITE_FIELD_NAMES: Record<string, string[]> = {
  event: ['ticketUrl', 'capacity', 'accessible', 'level'],
  venue: ['parking', 'floors'],
  organizer: [],
};

function siteFieldsValue(kind: string): fc.Arbitrary<unknown> {
  const names = SITE_FIELD_NAMES[kind] ?? [];
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS, ...EDGE_NUMBER_TEXT) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, '', [], {}) },
    { weight: 1, arbitrary: hostileString }
  );
  return fc.dictionary(fc.constantFrom(...names, 'colour'), value, { minKeys: 1, maxKeys: 3 });
}

/** A value for a JSON body field: every JSON type, at every edge. */
export function hostileJsonValue(def: ParamDef): fc.Arbitrary<unknown> {
  if (def.siteFieldsOf)
    return fc.oneof(
      { weight: 3, arbitrary: siteFieldsValue(def.siteFieldsOf) },
      { weight: 1, arbitrary: hostileString }
    );
  return fc.oneof(
    { weight: 5, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.constantFrom(...EDGE_NUMBERS, null, true, false, [], {}) },
    {
      weight: def.type === 'array' || def.items ? 3 : 1,
      arbitrary: idList(10_000).map((ids) => ids.map((id) => (/^\d+$/.test(id) ? Number(id) : id))),
    },
    fc.array(fc.oneof(hostileString, fc.constantFrom(...EDGE_NUMBERS, null, true)), {
      maxLength: 5,
    }),
    fc.dictionary(
      fc.constantFrom('id', 'venue', 'organizer', 'name', '$gt', 'a'),
      fc.oneof(hostileString, fc.constantFrom(...EDGE_NUMBERS, null)),
      { maxKeys: 3 }
    ),
    fc
      .integer({ min: 1, max: 3000 })
      .chain((depth) => hostileString.map((leaf) => nested(depth, leaf)))
  );
}

/** Stands for the live fixture record's id or slug; replaced when the request is sent (it may be re-created). */
export const OWN = '__OWN_RECORD__';

/** A path variable: usually the fixture's own (so the body gets validated), else hostile text. */
export function hostilePathValue(kind: 'id' | 'slug'): fc.Arbitrary<string> {
  const ids = [
    '0',
    '-1',
    '1.5',
    '2147483647',
    '2147483648',
    '4294967296',
    '9007199254740991',
    '9007199254740993',
    '9223372036854775808',
    '99999999999999999999999',
    'abc',
    '1e3',
    ' 1',
  ];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(OWN) },
    fc.constantFrom(...ids),
    kind === 'slug' ? hostileShortString.filter((s) => s !== '') : fc.constantFrom(...ids)
  );
}
