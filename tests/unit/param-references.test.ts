/**
 * Argument processing does no I/O of its own (docs/api.md §10): every reference a request's
 * arguments name is looked up in one call, and the caller is asked about an action only when an
 * argument or the route depends on it. These tests count the calls, so a second look-up per
 * request (validating, then parsing) fails them.
 */
import { defaultConfig } from '../../server/src/config';
import type { RefAnswer, RefQuery } from '../../server/src/domain/records';
import { ApiError } from '../../server/src/v1/errors';
import { eventCreateParams } from '../../server/src/v1/params/event-write';
import { eventListParams } from '../../server/src/v1/params/event-list';
import type { RequestBasics } from '../../server/src/v1/params/types';
import { validateParams, type ParamIO } from '../../server/src/v1/params/validate';

const UPDATE = 'plugin::calendar.events.update';
const basics: RequestBasics = {
  lang: 'en',
  config: defaultConfig,
  now: new Date('2026-11-21T12:00:00Z'),
};

/** A fake of the records service's resolveRefs and of the caller, counting what they are asked. */
function fakeIO(answer: (q: RefQuery) => RefAnswer, granted: string[] = []) {
  const calls = { resolve: [] as RefQuery[][], asked: [] as string[] };
  const decided = new Map<string, boolean>();
  const io: ParamIO = {
    async resolve(queries) {
      calls.resolve.push([...queries]);
      return queries.map(answer);
    },
    async decide(actions) {
      for (const action of actions) {
        if (decided.has(action)) continue;
        calls.asked.push(action);
        decided.set(action, granted.includes(action));
      }
    },
    may: (action) => decided.get(action)!,
  };
  return { io, calls };
}

const known: Record<string, number> = { a: 11, b: 12, '13': 13, c: 21, '21': 21 };
const records = (q: RefQuery): RefAnswer =>
  q.type === 'records' && q.refs.every((r) => known[r] !== undefined)
    ? q.refs.map((r) => known[r])
    : null;

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).body('en');
}

test('GET /events?categories=a,b&venue=c looks its references up once, in one call', async () => {
  const { io, calls } = fakeIO(records);
  const parsed = await validateParams(
    eventListParams,
    { categories: 'a,b', venue: '21' },
    basics,
    io,
    [UPDATE]
  );
  expect(calls.resolve).toEqual([
    [
      { type: 'records', kind: 'category', refs: ['a', 'b'], bySlug: true },
      { type: 'records', kind: 'venue', refs: ['21'], bySlug: false },
    ],
  ]);
  expect(parsed.categories).toEqual([11, 12]);
  expect(parsed.venue).toEqual([21]);
  // Only the route's own permission, once; an anonymous list asks nothing else.
  expect(calls.asked).toEqual([UPDATE]);
});

test('a request without references makes no look-up', async () => {
  const { io, calls } = fakeIO(records);
  await validateParams(eventListParams, { page: '2' }, basics, io, [UPDATE]);
  expect(calls.resolve).toEqual([]);
});

test('syntax failures and unknown references are reported together, in definition order', async () => {
  const { io, calls } = fakeIO(records);
  const body = await failure(
    validateParams(eventListParams, { page: '0', categories: 'a,nope', venue: 'x' }, basics, io, [
      UPDATE,
    ])
  );
  expect(body.data.params).toEqual({
    page: 'Invalid parameter.',
    categories: 'Invalid parameter.',
    venue: 'Invalid parameter.',
  });
  // `venue` failed its syntax: only the categories are looked up; the route's permission is not asked.
  expect(calls.resolve).toEqual([
    [{ type: 'records', kind: 'category', refs: ['a', 'nope'], bySlug: true }],
  ]);
  expect(calls.asked).toEqual([]);
});

test('status asks the caller only for statuses other than publish', async () => {
  const published = fakeIO(records);
  await validateParams(eventListParams, { status: 'publish' }, basics, published.io);
  expect(published.calls.asked).toEqual([]);

  const draft = fakeIO(records);
  const body = await failure(
    validateParams(eventListParams, { status: 'draft' }, basics, draft.io)
  );
  expect(body.data.params).toEqual({ status: 'Invalid parameter.' });
  expect(draft.calls.asked).toEqual([UPDATE]);

  const editor = fakeIO(records, [UPDATE]);
  const parsed = await validateParams(eventListParams, { status: 'draft' }, basics, editor.io, [
    UPDATE,
  ]);
  expect(parsed.status).toEqual(['draft']);
  expect(editor.calls.asked).toEqual([UPDATE]);
});

test('an event write looks up its terms, links, inline records and author in one call', async () => {
  const answer = (q: RefQuery): RefAnswer =>
    q.type === 'user'
      ? q.id === 7
      : q.type === 'term'
        ? q.text === 'Jazz'
          ? 5
          : null
        : records(q);
  const { io, calls } = fakeIO(answer);
  const parsed = await validateParams(
    eventCreateParams,
    {
      title: 'T',
      start_date: '2026-12-01 10:00:00',
      end_date: '2026-12-01 11:00:00',
      author: 7,
      categories: ['13', 'Jazz', 'New one'],
      venue: 21,
      organizer: [{ organizer: 'Inline', author: 7 }],
    },
    basics,
    io,
    [UPDATE]
  );
  expect(calls.resolve).toHaveLength(1);
  expect(calls.resolve[0]).toEqual([
    { type: 'user', id: 7 },
    { type: 'records', kind: 'category', refs: ['13'], bySlug: false },
    { type: 'term', kind: 'category', text: 'Jazz' },
    { type: 'term', kind: 'category', text: 'New one' },
    { type: 'records', kind: 'venue', refs: ['21'], bySlug: false },
  ]);
  expect(parsed.categories).toEqual([{ id: 13 }, { id: 5 }, { name: 'New one' }]);
  expect(parsed.venue).toEqual({ id: 21 });
  expect(parsed.organizer).toEqual([
    {
      create: {
        data: { name: 'Inline', authorId: 7 },
        requestedStatus: undefined,
        mayPublish: false,
      },
    },
  ]);
  // The inline organizer's publishing right, with the references; the route's after them.
  expect(calls.asked).toEqual(['plugin::calendar.organizers.update', UPDATE]);
});

test('a look-up that fails fails the request with its error', async () => {
  const io: ParamIO = {
    resolve: async () => {
      throw new Error('database down');
    },
    decide: async () => undefined,
    may: () => false,
  };
  await expect(validateParams(eventListParams, { venue: '1' }, basics, io)).rejects.toThrow(
    'database down'
  );
});
