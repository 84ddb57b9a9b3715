// Part 5 of issue 7: several instances of the host app on one database, hit at once.
//  - N creates with the same title, spread over the instances: all 2xx, N distinct slugs, each
//    readable afterwards through another instance;
//  - rounds of partial updates of one event, one field per request, each through a different
//    instance and method: after each round every field holds what its own request wrote;
//  - same-name creates of venues, organizers, categories and tags, direct and inline from event
//    writes (same-name.js).
// Returns { figures, failures }; nothing may answer 5xx (or fail at the socket).
const { call, is2xx, tally } = require('./lib/http');
const { sameNameCreates } = require('./same-name');

const TITLE = 'Concurrent Launch Party';
const when = (day) => ({
  start_date: `2031-03-${String(day).padStart(2, '0')} 18:00:00`,
  end_date: `2031-03-${String(day).padStart(2, '0')} 20:00:00`,
});

/** One field per request: [parameter, value in round r]. Methods rotate so POST, PUT and PATCH all race. */
const FIELDS = [
  ['cost', (r) => `${10 + r}`],
  ['website', (r) => `https://example.test/round-${r}`],
  ['excerpt', (r) => `Excerpt of round ${r}`],
  ['description', (r) => `<p>Description of round ${r}</p>`],
  ['featured', (r) => r % 2 === 0],
  ['sticky', (r) => r % 2 === 1],
];
const METHODS = ['PATCH', 'POST', 'PUT'];

async function sameTitleCreates(instances, auth, count, failures) {
  const sent = Array.from({ length: count }, (_, i) =>
    call(instances[i % instances.length].origin, 'POST', '/events', {
      auth,
      body: { title: TITLE, status: 'publish', ...when(1 + (i % 28)) },
    })
  );
  const answers = await Promise.all(sent);
  const created = answers.filter(is2xx).map((r) => r.body);
  if (created.length !== count)
    failures.push(
      `creates: ${created.length}/${count} answered 2xx (${JSON.stringify(tally(answers))}; first failure ${JSON.stringify(answers.find((r) => !is2xx(r)))})`
    );
  const slugs = new Set(created.map((e) => e.slug));
  if (slugs.size !== created.length)
    failures.push(`creates: ${slugs.size} distinct slugs for ${created.length} events`);
  // Read each one back through an instance other than the one that created it.
  const reads = await Promise.all(
    created.map((e, i) =>
      call(instances[(i + 1) % instances.length].origin, 'GET', `/events/${e.id}`, { auth })
    )
  );
  const readable = reads.filter(
    (r, i) => r.status === 200 && r.body.slug === created[i].slug
  ).length;
  if (readable !== created.length)
    failures.push(`creates: ${readable}/${created.length} readable afterwards with their slug`);
  return {
    answers: [...answers, ...reads],
    figures: {
      creates: count,
      creates_2xx: created.length,
      distinct_slugs: slugs.size,
      readable_after: readable,
    },
  };
}

async function partialUpdateRounds(instances, auth, rounds, failures) {
  const base = await call(instances[0].origin, 'POST', '/events', {
    auth,
    body: { title: 'Partial update target', status: 'publish', ...when(2) },
  });
  if (!is2xx(base)) {
    failures.push(`partial updates: the target event could not be created (${base.status})`);
    return { answers: [base], figures: {} };
  }
  const answers = [base];
  let lost = 0;
  for (let r = 1; r <= rounds; r += 1) {
    const sent = FIELDS.map(([name, value], i) =>
      call(
        instances[(i + r) % instances.length].origin,
        METHODS[(i + r) % METHODS.length],
        `/events/${base.body.id}`,
        { auth, body: { [name]: value(r) } }
      )
    );
    const round = await Promise.all(sent);
    answers.push(...round);
    const after = await call(
      instances[r % instances.length].origin,
      'GET',
      `/events/${base.body.id}`,
      { auth }
    );
    answers.push(after);
    // What each request wrote, as its own response rendered it, must still be there.
    FIELDS.forEach(([name], i) => {
      if (
        !is2xx(round[i]) ||
        JSON.stringify(after.body?.[name]) === JSON.stringify(round[i].body[name])
      )
        return;
      lost += 1;
      if (lost <= 5)
        failures.push(
          `partial updates: round ${r} lost ${name} (wrote ${JSON.stringify(round[i].body[name])}, read ${JSON.stringify(after.body?.[name])})`
        );
    });
  }
  const updates = rounds * FIELDS.length;
  const ok = answers.slice(1).filter(is2xx).length - rounds;
  if (ok !== updates) failures.push(`partial updates: ${ok}/${updates} answered 2xx`);
  return {
    answers,
    figures: { update_rounds: rounds, updates_sent: updates, updates_2xx: ok, fields_lost: lost },
  };
}

async function concurrency(cluster, { creates = 24, rounds = 10, sameName = 12 } = {}) {
  const failures = [];
  const { instances, auth } = cluster;
  const a = await sameTitleCreates(instances, auth, creates, failures);
  const b = await partialUpdateRounds(instances, auth, rounds, failures);
  const c = await sameNameCreates(instances, auth, sameName, failures);
  const answers = [...a.answers, ...b.answers, ...c.answers];
  const statuses = tally(answers);
  const serverErrors = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 500 || s === '0')
    .reduce((n, [, c]) => n + c, 0);
  if (serverErrors) failures.push(`${serverErrors} answers were 5xx or socket errors`);
  return {
    figures: {
      database: cluster.db.client,
      instances: instances.length,
      ...a.figures,
      ...b.figures,
      ...c.figures,
      requests: answers.length,
      statuses,
    },
    failures,
  };
}

module.exports = { concurrency };
