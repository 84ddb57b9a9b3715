/**
 * Writes vocabulary.json: the part of the schema.org vocabulary the plugin's JSON-LD can use —
 * the types it emits and their ancestors, every property those types may carry (with its ranges),
 * the data types, and the members of every enumeration those properties range over. The JSON-LD
 * tests validate against it without network access.
 *
 * Regenerate from a schema.org release (github.com/schemaorg/schemaorg, data/releases/<v>/):
 *   node tests/unit/schemaorg/extract.js path/to/schemaorg-current-https.jsonld <version>
 */
const fs = require('fs');
const path = require('path');

const [, , source, version] = process.argv;
if (!source || !version)
  throw new Error('usage: extract.js <schemaorg-current-https.jsonld> <release version>');

/** The types the serializers write (v1/serializers/json-ld.ts). */
const EMITTED = [
  'Event',
  'Place',
  'PostalAddress',
  'GeoCoordinates',
  'Offer',
  'Person',
  'Organization',
];
const DATA_TYPES = [
  'Text',
  'URL',
  'Number',
  'Integer',
  'Float',
  'Date',
  'DateTime',
  'Time',
  'Boolean',
];

const graph = JSON.parse(fs.readFileSync(source, 'utf8'))['@graph'];
const local = (id) => String(id).replace(/^schema:/, '');
const ids = (v) =>
  v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => local(x['@id']));
const typesOf = (node) =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).map(local);

const parents = new Map();
for (const node of graph)
  if (typesOf(node).includes('rdfs:Class'))
    parents.set(local(node['@id']), ids(node['rdfs:subClassOf']));

function ancestry(name, into = new Set()) {
  if (into.has(name)) return into;
  into.add(name);
  for (const p of parents.get(name) ?? []) ancestry(p, into);
  return into;
}

const classes = new Set();
for (const t of EMITTED) ancestry(t, classes);

const properties = {};
for (const node of graph) {
  if (!typesOf(node).includes('rdf:Property')) continue;
  const domains = ids(node['schema:domainIncludes']).filter((d) => classes.has(d));
  if (!domains.length || node['schema:supersededBy']) continue;
  properties[local(node['@id'])] = { domains, ranges: ids(node['schema:rangeIncludes']) };
}

/** Every class a range names, with its ancestry, so a value's @type can be checked against it. */
const rangeClasses = new Set();
for (const p of Object.values(properties)) for (const r of p.ranges) ancestry(r, rangeClasses);
const isEnumeration = (name) => ancestry(name).has('Enumeration');

const enumerations = {};
for (const node of graph) {
  for (const t of typesOf(node)) {
    if (rangeClasses.has(t) && isEnumeration(t) && t !== 'Enumeration')
      (enumerations[t] ??= []).push(local(node['@id']));
  }
}

const allClasses = new Set([
  ...classes,
  ...rangeClasses,
  ...DATA_TYPES.flatMap((d) => [...ancestry(d)]),
]);
const vocabulary = {
  source: `https://github.com/schemaorg/schemaorg/blob/main/data/releases/${version}/schemaorg-current-https.jsonld`,
  version,
  classes: Object.fromEntries([...allClasses].sort().map((c) => [c, parents.get(c) ?? []])),
  properties: Object.fromEntries(Object.entries(properties).sort(([a], [b]) => a.localeCompare(b))),
  enumerations: Object.fromEntries(
    Object.entries(enumerations)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, v.sort()])
  ),
};
fs.writeFileSync(
  path.join(__dirname, 'vocabulary.json'),
  `${JSON.stringify(vocabulary, null, 1)}\n`
);
console.log(
  `${Object.keys(vocabulary.classes).length} classes, ${Object.keys(vocabulary.properties).length} properties, ${Object.keys(vocabulary.enumerations).length} enumerations`
);
