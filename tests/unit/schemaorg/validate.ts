/**
 * JSON-LD checked against the schema.org vocabulary (vocabulary.json, extracted from a schema.org
 * release by extract.js) and against Google's Event structured-data requirements
 * (developers.google.com/search/docs/appearance/structured-data/event). Used by the unit and API
 * JSON-LD tests; returns the problems found, so a failing test shows all of them at once.
 */
import vocabulary from './vocabulary.json';

interface Vocabulary {
  classes: Record<string, string[]>;
  properties: Record<string, { domains: string[]; ranges: string[] }>;
  enumerations: Record<string, string[]>;
}

const vocab = vocabulary as Vocabulary;
const KEYWORDS = new Set(['@context', '@type', '@id']);
const CONTEXTS = [
  'http://schema.org',
  'https://schema.org',
  'http://schema.org/',
  'https://schema.org/',
];

function ancestry(name: string, into = new Set<string>()): Set<string> {
  if (into.has(name)) return into;
  into.add(name);
  for (const parent of vocab.classes[name] ?? []) ancestry(parent, into);
  return into;
}

function isUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Members of the enumeration `range` (or of one of its subclasses), as schema.org URLs. */
function enumerationMember(value: string, range: string): boolean {
  const member = value.replace(/^https?:\/\/schema\.org\//, '');
  if (member === value) return false;
  return Object.entries(vocab.enumerations).some(
    ([e, members]) => ancestry(e).has(range) && members.includes(member)
  );
}

/** Whether a string fits one of the data types or enumerations of a property's range. */
function stringFits(value: string, ranges: string[]): boolean {
  return ranges.some((range) => {
    if (range === 'Text') return true;
    if (range === 'URL') return isUrl(value);
    if (range === 'Date') return DATE.test(value) && !Number.isNaN(Date.parse(value));
    if (range === 'DateTime') return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
    if (range === 'Time') return TIME.test(value);
    return enumerationMember(value, range);
  });
}

function valueIssues(value: unknown, ranges: string[], path: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => valueIssues(item, ranges, `${path}[${i}]`));
  const expected = `expected ${ranges.join(' or ')}`;
  if (typeof value === 'string')
    return stringFits(value, ranges)
      ? []
      : [`${path}: ${JSON.stringify(value)} is not ${expected}`];
  if (typeof value === 'number') {
    const fits = ranges.some(
      (r) => ['Number', 'Float'].includes(r) || (r === 'Integer' && Number.isInteger(value))
    );
    return fits ? [] : [`${path}: ${value} is not ${expected}`];
  }
  if (typeof value === 'boolean')
    return ranges.includes('Boolean') ? [] : [`${path}: a boolean is not ${expected}`];
  if (typeof value !== 'object' || value === null)
    return [`${path}: ${String(value)} is not ${expected}`];
  const type = (value as Record<string, unknown>)['@type'];
  if (typeof type === 'string' && ranges.some((r) => ancestry(type).has(r)))
    return schemaOrgIssues(value, path);
  return [`${path}: an object of @type ${String(type)} is not ${expected}`];
}

/** Every departure from the vocabulary: unknown types and properties, properties of other types, values outside their range. */
export function schemaOrgIssues(node: unknown, path = '$'): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node))
    return [`${path}: not a JSON-LD node`];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string' || !vocab.classes[type])
    return [`${path}: unknown @type ${JSON.stringify(type)}`];
  const issues: string[] = [];
  if ('@context' in record && !CONTEXTS.includes(String(record['@context'])))
    issues.push(`${path}: @context is not schema.org`);
  const types = ancestry(type);
  for (const [key, value] of Object.entries(record)) {
    if (KEYWORDS.has(key)) continue;
    const property = vocab.properties[key];
    if (!property) issues.push(`${path}.${key}: not a schema.org property of ${type}`);
    else if (!property.domains.some((d) => types.has(d)))
      issues.push(`${path}.${key}: not a property of ${type}`);
    else issues.push(...valueIssues(value, property.ranges, `${path}.${key}`));
  }
  return issues;
}

/** Google's Event requirements: what is missing, required (no rich result) and recommended. */
export function googleEventGaps(event: Record<string, unknown>): {
  required: string[];
  recommended: string[];
} {
  const has = (node: unknown, key: string) =>
    typeof node === 'object' &&
    node !== null &&
    (node as Record<string, unknown>)[key] !== undefined;
  const location = event.location as Record<string, unknown> | undefined;
  const offers = event.offers as Record<string, unknown> | undefined;
  const organizer = event.organizer as Record<string, unknown> | undefined;
  const required = [
    ...['name', 'startDate', 'location'].filter((k) => !has(event, k)),
    ...(location && location['@type'] === 'Place' && !has(location, 'address')
      ? ['location.address']
      : []),
  ];
  const recommended = [
    ...[
      'description',
      'endDate',
      'eventAttendanceMode',
      'eventStatus',
      'image',
      'offers',
      'organizer',
      'performer',
    ].filter((k) => !has(event, k)),
    ...(offers
      ? ['availability', 'price', 'priceCurrency', 'url', 'validFrom']
          .filter((k) => !has(offers, k))
          .map((k) => `offers.${k}`)
      : []),
    ...(organizer
      ? ['name', 'url'].filter((k) => !has(organizer, k)).map((k) => `organizer.${k}`)
      : []),
  ];
  return { required, recommended };
}
