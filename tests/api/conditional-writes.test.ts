/**
 * Conditional writes on the namespace (docs/api.md §9): If-Match on writes, the lost-update
 * protection — a stale tag → 412 and nothing written. Conditional reads are in
 * conditional-reads.test.ts.
 */
import { useApp } from './helpers/app';
import { NS, conditionalClient } from './helpers/conditional';
import { unchanged } from './helpers/linked';

const app = useApp();
const client = conditionalClient(app);
const { call, get, asEditor, create } = client;
let venue: { id: number };
let organizer: { id: number };
let category: { id: number };
let event: { id: number; slug: string };

beforeAll(async () => {
  ({ venue, organizer, category, event } = await client.seed());
});

describe('If-Match on writes (lost-update protection)', () => {
  test('a PATCH with a stale If-Match gets 412 and the record is unchanged; with the current ETag it goes through', async () => {
    const path = `${NS}/events/${event.id}`;
    const read = await get(path, asEditor());
    const edit = await call('patch', path, asEditor(), { title: 'Someone else’s edit' });
    expect(edit.status).toBe(200);
    const stale = await unchanged(app, () =>
      call('patch', path, { ...asEditor(), 'If-Match': read.headers.etag }, { title: 'My edit' })
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      code: 'rest_precondition_failed',
      message:
        'The precondition of the request failed: the resource has changed since it was read. Read it again, then retry with its current ETag.',
      data: { status: 412 },
    });
    expect((await get(path)).body.title).toBe('Someone else’s edit');
    const current = await get(path, asEditor());
    const ok = await call(
      'patch',
      path,
      { ...asEditor(), 'If-Match': current.headers.etag },
      { title: 'My edit' }
    );
    expect(ok.status).toBe(200);
    expect(ok.body.title).toBe('My edit');
  });

  test('the tag of any GET the caller can make of the record matches: anonymous, by slug, with context=edit, PUT and POST alike', async () => {
    const path = `${NS}/events/${event.id}`;
    for (const [read, method] of [
      [path, 'put'],
      [`${NS}/events/by-slug/${event.slug}`, 'post'],
      [`${path}?context=edit`, 'patch'],
    ] as const) {
      const { headers } = await get(read, read === path ? {} : asEditor());
      const res = await call(
        method,
        path,
        { ...asEditor(), 'If-Match': headers.etag },
        { excerpt: `via ${method}` }
      );
      expect([read, method, res.status]).toEqual([read, method, 200]);
    }
  });

  test('the French root and translation_language: the tag of that language version', async () => {
    const fr = await call('post', `${NS}/events`, asEditor(), {
      title: 'Concert conditionnel',
      translation_of: event.id,
      translation_language: 'fr',
      start_date: '2027-05-05 19:00:00',
      end_date: '2027-05-05 22:00:00',
    });
    expect(fr.status).toBe(201);
    const read = await get(`/fr${NS}/events/${fr.body.id}`);
    const res = await call(
      'patch',
      `/fr${NS}/events/${fr.body.id}`,
      { ...asEditor(), 'If-Match': read.headers.etag },
      { excerpt: 'fr' }
    );
    expect(res.status).toBe(200);
    const english = await get(`${NS}/events/${event.id}`);
    const wrongVersion = await call(
      'patch',
      `${NS}/events/${event.id}?translation_language=fr`,
      { ...asEditor(), 'If-Match': english.headers.etag },
      { excerpt: 'x' }
    );
    expect(wrongVersion.status).toBe(412);
  });

  test('If-Match: * needs the record to exist; If-None-Match: * refuses a record that does', async () => {
    const path = `${NS}/events/${event.id}`;
    expect(
      (await call('patch', path, { ...asEditor(), 'If-Match': '*' }, { excerpt: 'star' })).status
    ).toBe(200);
    const res = await unchanged(app, () =>
      call('patch', path, { ...asEditor(), 'If-None-Match': '*' }, { excerpt: 'none' })
    );
    expect(res.status).toBe(412);
    // An unknown record answers as it would without the header.
    expect(
      (
        await call(
          'patch',
          `${NS}/events/999999`,
          { ...asEditor(), 'If-Match': '*' },
          { excerpt: 'x' }
        )
      ).status
    ).toBe(404);
  });

  test('a DELETE with a stale If-Match trashes nothing', async () => {
    const doomed = await create('/events', {
      title: 'Doomed',
      start_date: '2027-06-01 10:00:00',
      end_date: '2027-06-01 11:00:00',
    });
    const read = await get(`${NS}/events/${doomed.id}`);
    await call('patch', `${NS}/events/${doomed.id}`, asEditor(), { title: 'Doomed, renamed' });
    const res = await unchanged(app, () =>
      call('delete', `${NS}/events/${doomed.id}?force=true`, {
        ...asEditor(),
        'If-Match': read.headers.etag,
      })
    );
    expect(res.status).toBe(412);
    const current = await get(`${NS}/events/${doomed.id}`);
    expect(
      (
        await call('delete', `${NS}/events/${doomed.id}`, {
          ...asEditor(),
          'If-Match': current.headers.etag,
        })
      ).status
    ).toBe(200);
  });

  test.each([
    ['venues', () => venue.id, { phone: '+32 9 000' }],
    ['organizers', () => organizer.id, { phone: '+32 1 000' }],
    ['categories', () => category.id, { description: 'Jazz, all of it' }],
  ] as const)(
    '%s: a stale If-Match gets 412 and nothing changes; the current one goes through',
    async (plural, id, body) => {
      const path = `${NS}/${plural}/${id()}`;
      const read = await get(path);
      expect(
        (await call('patch', path, asEditor(), { ...body, description: `changed ${Date.now()}` }))
          .status
      ).toBe(200);
      const stale = await unchanged(app, () =>
        call('patch', path, { ...asEditor(), 'If-Match': read.headers.etag }, body)
      );
      expect([plural, stale.status, stale.body.code]).toEqual([
        plural,
        412,
        'rest_precondition_failed',
      ]);
      const current = await get(path);
      expect(
        (await call('patch', path, { ...asEditor(), 'If-Match': current.headers.etag }, body))
          .status
      ).toBe(200);
      // An unknown record answers as it would without the header (400, as TEC's argument validation).
      expect(
        (await call('patch', `${NS}/${plural}/999999`, { ...asEditor(), 'If-Match': '*' }, body))
          .status
      ).toBe(400);
    }
  );

  test('a write without preconditions is not slowed down or changed', async () => {
    const res = await call('patch', `${NS}/events/${event.id}`, asEditor(), { excerpt: 'plain' });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('json_ld');
  });
});
