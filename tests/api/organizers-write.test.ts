/**
 * Writing organizers (docs/tec-behaviour.md §2.2 organizer handlers, §4.4; docs/api.md §7): create with
 * de-duplication, partial updates, trash and permanent delete. Reads are in
 * organizers-read.test.ts, write permissions in writes-access.test.ts.
 */
import { useApp } from './helpers/app';
import { atOnce } from './helpers/concurrent';
import { createEvent } from './helpers/event-reads';
import { originOf } from './helpers/writes';
import {
  NS,
  ORGANIZER_KEYS,
  UIDS,
  count,
  inOrder,
  invalidParamBody,
  unchanged,
} from './helpers/linked';
import { ORGANIZER_EDITOR, organizerRequests } from './helpers/organizers';

const app = useApp();
let full: string;
let editor: string;

beforeAll(async () => {
  full = await app.token('full-access');
  editor = await app.token('custom', ORGANIZER_EDITOR);
});

const { createOrganizer, get, post } = organizerRequests(app, () => full);

describe('POST /organizers', () => {
  it('creates: 201, Location, record without json_ld', async () => {
    const res = await post({
      organizer: 'Westside Guild',
      phone: '+1-555-5116',
      website: 'https://org200.example.test/',
      email: 'contact200@org.example.test',
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`${originOf(res)}${NS}/organizers/${res.body.id}`);
    expect(res.body).toMatchObject({
      organizer: 'Westside Guild',
      slug: 'westside-guild',
      status: 'publish',
      phone: '+1-555-5116',
      email: 'contact200@org.example.test',
    });
    expect(res.body).not.toHaveProperty('json_ld');
    expect(Object.keys(res.body)).toEqual(inOrder(ORGANIZER_KEYS, Object.keys(res.body)));
  });

  it('accepts any e-mail text (TEC does not validate it) and a given slug', async () => {
    const res = await createOrganizer({
      organizer: 'Loose Mail',
      email: 'not an email',
      slug: 'loose',
    });
    expect(res).toMatchObject({ email: 'not an email', slug: 'loose' });
  });

  it('de-duplicates on the fields sent: same data → the first record, 201, nothing created', async () => {
    const data = {
      organizer: 'Dedupe Guild',
      phone: '555-1',
      email: 'Dup@Example.test',
      website: 'https://dup.example/',
    };
    const first = await createOrganizer(data);
    const again = await unchanged(app, () => post({ ...data, email: 'dup@example.TEST' }));
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.id);
    const nameOnly = await unchanged(app, () => post({ organizer: 'dedupe guild' }));
    expect(nameOnly.body.id).toBe(first.id);
    const other = await createOrganizer({ ...data, phone: '555-2' });
    expect(other.id).not.toBe(first.id);
  });

  // Several pooled connections at once on PostgreSQL or MariaDB: a lost slug race finds the winner as its duplicate.
  it('answers concurrent identical creates with 201 each and one organizer, not a 500', async () => {
    const answers = await atOnce(app, 6, () =>
      post({ organizer: 'Rush Guild', email: 'rush@example.test' })
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    expect(await count(app, UIDS.organizer, { name: 'Rush Guild' })).toBe(1);
  });

  describe('refused input (nothing is written)', () => {
    it('missing organizer → 400 rest_missing_callback_param', async () => {
      const res = await unchanged(app, () => post({ phone: '1' }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_missing_callback_param',
        message: 'Missing parameter(s): organizer',
        data: { status: 400, params: ['organizer'] },
      });
    });

    it.each([
      ['organizer', ''],
      ['organizer', 12],
      ['website', 'foo'],
      ['status', 'maybe'],
      ['author', 99999],
      ['author', 99999999999],
      ['date', 'whenever-ish'],
      ['image', '99999999999'],
      ['phone', 'x'.repeat(300)],
    ])('%s=%p → 400', async (name, value) => {
      const res = await unchanged(app, () => post({ organizer: 'Refused Org', [name]: value }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params)).toEqual([name]);
    });
  });
});

describe('POST|PUT|PATCH /organizers/{id} and by slug', () => {
  const base = {
    organizer: 'Edit Org',
    description: 'D',
    excerpt: 'E',
    phone: '1',
    website: 'https://edit.example/',
    email: 'e@edit.example',
  };

  it.each(['post', 'put', 'patch'] as const)('%s changes only the fields sent', async (method) => {
    const org = await createOrganizer({ ...base, organizer: `Edit Org ${method}` });
    const res = await app.http[method](`${NS}/organizers/${org.id}`)
      .set('Authorization', full)
      .send({ phone: '2' });
    expect(res.status).toBe(200);
    const { modified, modified_utc, ...before } = org;
    expect(res.body).toMatchObject({ ...before, phone: '2', url: expect.any(String) });
  });

  it.each(['description', 'excerpt', 'phone', 'website', 'email'])(
    '"" clears %s and its key disappears',
    async (field) => {
      const org = await createOrganizer({ ...base, organizer: `Clear ${field}` });
      const res = await app.http
        .patch(`${NS}/organizers/${org.id}`)
        .set('Authorization', full)
        .send({ [field]: '' });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(Object.keys(org).filter((k) => k !== field));
    }
  );

  it('updates by slug', async () => {
    const org = await createOrganizer({ ...base, organizer: 'Slug Edit Org' });
    for (const method of ['post', 'put', 'patch'] as const) {
      const res = await app.http[method](`${NS}/organizers/by-slug/slug-edit-org`)
        .set('Authorization', full)
        .send({ email: `${method}@x.example` });
      expect(res.body).toMatchObject({ id: org.id, email: `${method}@x.example`, phone: '1' });
    }
  });

  it('refuses an empty name, a bad website, unknown ids and slugs, writing nothing', async () => {
    const org = await createOrganizer({ ...base, organizer: 'Refuse Edit Org' });
    const cases: Array<[string, object, object]> = [
      [`${NS}/organizers/${org.id}`, { organizer: '' }, invalidParamBody('organizer')],
      [`${NS}/organizers/${org.id}`, { website: 'foo' }, invalidParamBody('website')],
      [`${NS}/organizers/99999999`, { phone: '3' }, invalidParamBody('id')],
      [`${NS}/organizers/by-slug/nobody`, { phone: '3' }, invalidParamBody('slug')],
    ];
    for (const [path, body, error] of cases) {
      const res = await unchanged(app, () =>
        app.http.put(path).set('Authorization', full).send(body)
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(error);
    }
  });
});

describe('DELETE /organizers/{id} and by slug', () => {
  it('trashes (200), then 410 organizer-is-in-trash; force=true deletes; a later read is 400', async () => {
    const org = await createOrganizer({ organizer: 'Trash Org', phone: '9' });
    const res = await app.http.delete(`${NS}/organizers/${org.id}`).set('Authorization', full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: org.id, status: 'trash', phone: '9' });
    const again = await unchanged(app, () =>
      app.http.delete(`${NS}/organizers/${org.id}`).set('Authorization', full)
    );
    expect(again.status).toBe(410);
    expect(again.body).toEqual({
      code: 'organizer-is-in-trash',
      message: 'The organizer is already trashed',
      data: { status: 410 },
    });
    expect((await get(`${NS}/organizers/${org.id}`)).status).toBe(403);
    const gone = await app.http
      .delete(`${NS}/organizers/${org.id}?force=true`)
      .set('Authorization', full);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id: org.id, status: 'trash' });
    expect(await count(app, UIDS.organizer, { id: org.id })).toBe(0);
    expect((await get(`${NS}/organizers/${org.id}`, editor)).body).toEqual(invalidParamBody('id'));
  });

  it('deletes by slug the same way', async () => {
    const org = await createOrganizer({ organizer: 'Slug Trash Org' });
    expect(
      (await app.http.delete(`${NS}/organizers/by-slug/slug-trash-org`).set('Authorization', full))
        .body
    ).toMatchObject({ id: org.id, status: 'trash' });
    expect(
      (await app.http.delete(`${NS}/organizers/by-slug/slug-trash-org`).set('Authorization', full))
        .status
    ).toBe(410);
    expect(
      (
        await app.http
          .delete(`${NS}/organizers/by-slug/slug-trash-org?force=1`)
          .set('Authorization', full)
      ).status
    ).toBe(200);
    expect(await count(app, UIDS.organizer, { id: org.id })).toBe(0);
  });

  it('refuses unknown ids and slugs with 400', async () => {
    expect(
      (
        await unchanged(app, () =>
          app.http.delete(`${NS}/organizers/99999999`).set('Authorization', full)
        )
      ).body
    ).toEqual(invalidParamBody('id'));
    expect(
      (
        await unchanged(app, () =>
          app.http.delete(`${NS}/organizers/by-slug/nobody`).set('Authorization', full)
        )
      ).body
    ).toEqual(invalidParamBody('slug'));
  });

  it.each(['trash', 'force'])(
    'unlinks the organizer from every event, keeping the others (%s)',
    async (how) => {
      const a = await createOrganizer({ organizer: `Unlink A ${how}` });
      const b = await createOrganizer({ organizer: `Unlink B ${how}` });
      const e1 = await createEvent(app, full, {
        title: `Org unlink ${how} 1`,
        organizer: [a.id, b.id],
      });
      const e2 = await createEvent(app, full, { title: `Org unlink ${how} 2`, organizer: [a.id] });
      expect(e1.organizer).toHaveLength(2);
      await app.http
        .delete(`${NS}/organizers/${a.id}${how === 'force' ? '?force=true' : ''}`)
        .set('Authorization', full)
        .expect(200);
      expect(
        (await get(`${NS}/events/${e1.id}`, full)).body.organizer.map((o: { id: number }) => o.id)
      ).toEqual([b.id]);
      expect((await get(`${NS}/events/${e2.id}`, full)).body.organizer).toEqual([]);
    }
  );
});
