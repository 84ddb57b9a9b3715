// Concurrency part of issue 7, continued: same-name creates of venues, organizers, categories and
// tags spread over the instances, and event creates that inline-create the same new venue or name
// the same new terms. Every writer picks the same free slug at once; the unique (slug, locale)
// index refuses all but one, and the others must retry rather than answer 500.
// The outcome each kind must end with (docs/api.md §7, docs/tec-behaviour.md §4.3–4.7):
//  - venues and organizers are de-duplicated: an identical one is reused, and a writer that lost
//    the slug race finds the winner as its duplicate, so a burst of one body ends with one record;
//  - a term route refuses a name already taken (400 term_exists, as WordPress): one term is created;
//  - a term named in an event write is looked up, else created: every event links the ONE term.
const { call, is2xx, tally } = require('./lib/http');

const when = (i) => ({
  start_date: `2031-04-${String(1 + (i % 28)).padStart(2, '0')} 18:00:00`,
  end_date: `2031-04-${String(1 + (i % 28)).padStart(2, '0')} 20:00:00`,
});

/**
 * Each kind: the route, the body of request i, the ids and slugs of the records an answer created
 * or reused, the answers other than 2xx that are a documented outcome, and the list that must
 * hold exactly the records the answers reported (path, key, name field, name).
 */
const KINDS = [
  {
    kind: 'venue',
    path: '/venues',
    body: () => ({ venue: 'Same-Name Hall', city: 'Ghent', status: 'publish' }),
    records: (b) => [b],
    stored: ['/venues', 'venues', 'venue', 'Same-Name Hall'],
  },
  {
    kind: 'organizer',
    path: '/organizers',
    body: () => ({
      organizer: 'Same-Name Collective',
      email: 'same@example.test',
      status: 'publish',
    }),
    records: (b) => [b],
    stored: ['/organizers', 'organizers', 'organizer', 'Same-Name Collective'],
  },
  {
    kind: 'category',
    path: '/categories',
    body: () => ({ name: 'Same-Name Category' }),
    records: (b) => [b],
    stored: ['/categories', 'categories', 'name', 'Same-Name Category'],
    refusal: 'term_exists',
  },
  {
    kind: 'tag',
    path: '/tags',
    body: () => ({ name: 'Same-Name Tag' }),
    records: (b) => [b],
    stored: ['/tags', 'tags', 'name', 'Same-Name Tag'],
    refusal: 'term_exists',
  },
  {
    kind: 'inline venue',
    path: '/events',
    body: (i) => ({
      title: `Inline venue event ${i}`,
      status: 'publish',
      venue: { venue: 'Inline Hall', city: 'Ghent' },
      ...when(i),
    }),
    records: (b) => (b.venue?.id ? [b.venue] : []),
    stored: ['/venues', 'venues', 'venue', 'Inline Hall'],
  },
  {
    kind: 'inline category',
    path: '/events',
    body: (i) => ({
      title: `Inline category event ${i}`,
      status: 'publish',
      categories: ['Inline Category'],
      ...when(i),
    }),
    records: (b) => b.categories ?? [],
    stored: ['/categories', 'categories', 'name', 'Inline Category'],
  },
  {
    kind: 'inline tag',
    path: '/events',
    body: (i) => ({
      title: `Inline tag event ${i}`,
      status: 'publish',
      tags: ['Inline Tag'],
      ...when(i),
    }),
    records: (b) => b.tags ?? [],
    stored: ['/tags', 'tags', 'name', 'Inline Tag'],
  },
];

/** How many records of that exact name the database holds: none may exist that no answer reported. */
async function storedCount(origin, auth, [path, key, field, name]) {
  const res = await call(
    origin,
    'GET',
    `${path}?search=${encodeURIComponent(name)}&per_page=50${key === 'categories' || key === 'tags' ? '&hide_empty=false' : ''}`,
    { auth }
  );
  return { res, count: (res.body?.[key] ?? []).filter((r) => r[field] === name).length };
}

/** One burst of `count` same-name creates of one kind; pushes what went wrong onto `failures`. */
async function burst(instances, auth, spec, count, failures) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      call(instances[i % instances.length].origin, 'POST', spec.path, { auth, body: spec.body(i) })
    )
  );
  const ok = answers.filter(is2xx);
  const refused = answers.filter(
    (r) => spec.refusal && r.status === 400 && r.body?.code === spec.refusal
  );
  const fail = (what) => failures.push(`same-name ${spec.kind}: ${what}`);
  if (ok.length + refused.length !== count)
    fail(
      `${ok.length} 2xx + ${refused.length} ${spec.refusal ?? 'refused'} of ${count} (${JSON.stringify(tally(answers))}; first other ${JSON.stringify(answers.find((r) => !is2xx(r) && !refused.includes(r)))})`
    );
  if (!ok.length) fail('nothing was created');
  const records = new Map(ok.flatMap((r) => spec.records(r.body)).map((rec) => [rec.id, rec.slug]));
  if (ok.some((r) => spec.records(r.body).length !== 1))
    fail('an answer does not carry exactly one linked record');
  const slugs = new Set(records.values());
  if (slugs.size !== records.size) fail(`${records.size} records share ${slugs.size} slugs`);
  if (records.size !== 1) fail(`${records.size} records for one name (one expected)`);
  const stored = await storedCount(instances[1 % instances.length].origin, auth, spec.stored);
  if (stored.count !== records.size)
    fail(`${stored.count} records stored for ${records.size} reported (${stored.res.status})`);
  return {
    answers: [...answers, stored.res],
    figure: {
      kind: spec.kind,
      sent: count,
      ok: ok.length,
      refused: refused.length,
      records: records.size,
      slugs: slugs.size,
      stored: stored.count,
    },
  };
}

/** Every kind in turn, `count` requests each over all instances. */
async function sameNameCreates(instances, auth, count, failures) {
  const answers = [];
  const figures = [];
  for (const spec of KINDS) {
    const out = await burst(instances, auth, spec, count, failures);
    answers.push(...out.answers);
    figures.push(out.figure);
  }
  return { answers, figures: { same_name: figures } };
}

module.exports = { sameNameCreates };
