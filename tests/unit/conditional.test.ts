/**
 * Conditional requests (docs/api.md §9, RFC 9110 §13): the validators of a response and the evaluation
 * of If-Match, If-None-Match and If-Modified-Since, in the RFC's order.
 */
import {
  entityTag,
  evaluatePreconditions,
  newestModified,
  readCacheControl,
  validatorsOf,
  type Validators,
} from '../../server/src/v1/conditional';

const A: Validators = {
  etag: entityTag('{"a":1}'),
  lastModified: new Date('2027-01-05T10:00:00Z'),
};
const B: Validators = {
  etag: entityTag('{"b":2}'),
  lastModified: new Date('2027-01-05T10:00:00Z'),
};
const read = { read: true, datesSuffice: true };
const write = { read: false, datesSuffice: false };

describe('entity tags', () => {
  test('are strong, quoted, and change with any byte', () => {
    expect(entityTag('{"a":1}')).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(entityTag('{"a":1}')).toBe(entityTag('{"a":1}'));
    expect(entityTag('{"a":1}')).not.toBe(entityTag('{"a":2}'));
  });
});

describe('Last-Modified from the body', () => {
  test('is the newest modified_utc at any depth (an embedded venue included)', () => {
    const body = {
      events: [
        { modified_utc: '2027-01-03 10:00:00', venue: { modified_utc: '2027-01-04 08:30:05' } },
        { modified_utc: '2027-01-02 00:00:00' },
      ],
    };
    expect(newestModified(body)?.toISOString()).toBe('2027-01-04T08:30:05.000Z');
  });

  test('is absent when no record says when it changed (terms, the documentation)', () => {
    expect(newestModified({ categories: [{ id: 1, name: 'x' }] })).toBeNull();
    expect(validatorsOf('{}', {}, undefined).lastModified).toBeNull();
  });

  test('a handler’s own date wins over the body', () => {
    expect(
      validatorsOf('x', 'x', new Date('2027-01-01T00:00:00Z')).lastModified?.toISOString()
    ).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('reads', () => {
  test('If-None-Match: a current tag (weakly compared, in a list, or *) → 304', () => {
    expect(evaluatePreconditions({ ifNoneMatch: A.etag }, [A], read)).toBe('not-modified');
    expect(evaluatePreconditions({ ifNoneMatch: `"x", W/${A.etag}` }, [A], read)).toBe(
      'not-modified'
    );
    expect(evaluatePreconditions({ ifNoneMatch: '*' }, [A], read)).toBe('not-modified');
    expect(evaluatePreconditions({ ifNoneMatch: B.etag }, [A], read)).toBe('proceed');
  });

  test('If-Modified-Since, to the second, only without If-None-Match and only where dates suffice', () => {
    expect(
      evaluatePreconditions({ ifModifiedSince: 'Tue, 05 Jan 2027 10:00:00 GMT' }, [A], read)
    ).toBe('not-modified');
    expect(
      evaluatePreconditions({ ifModifiedSince: 'Tue, 05 Jan 2027 09:59:59 GMT' }, [A], read)
    ).toBe('proceed');
    expect(
      evaluatePreconditions(
        { ifModifiedSince: 'Tue, 05 Jan 2027 10:00:00 GMT', ifNoneMatch: B.etag },
        [A],
        read
      )
    ).toBe('proceed');
    expect(
      evaluatePreconditions({ ifModifiedSince: 'Tue, 05 Jan 2027 10:00:00 GMT' }, [A], {
        read: true,
        datesSuffice: false,
      })
    ).toBe('proceed');
    expect(evaluatePreconditions({ ifModifiedSince: 'yesterday' }, [A], read)).toBe('proceed');
    expect(
      evaluatePreconditions(
        { ifModifiedSince: 'Tue, 05 Jan 2027 10:00:00 GMT' },
        [{ ...A, lastModified: null }],
        read
      )
    ).toBe('proceed');
  });

  test('a stale If-Match on a read → 412', () => {
    expect(evaluatePreconditions({ ifMatch: B.etag }, [A], read)).toBe('failed');
    expect(evaluatePreconditions({ ifMatch: A.etag }, [A], read)).toBe('proceed');
  });
});

describe('writes', () => {
  test('If-Match compares strongly against any of the current representations', () => {
    expect(evaluatePreconditions({ ifMatch: A.etag }, [B, A], write)).toBe('proceed');
    expect(evaluatePreconditions({ ifMatch: `"stale", ${B.etag}` }, [A, B], write)).toBe('proceed');
    expect(evaluatePreconditions({ ifMatch: '"stale"' }, [A, B], write)).toBe('failed');
    expect(evaluatePreconditions({ ifMatch: `W/${A.etag}` }, [A], write)).toBe('failed');
    expect(evaluatePreconditions({ ifMatch: 'garbage' }, [A], write)).toBe('failed');
  });

  test('If-Match: * needs a current representation', () => {
    expect(evaluatePreconditions({ ifMatch: '*' }, [A], write)).toBe('proceed');
    expect(evaluatePreconditions({ ifMatch: '*' }, [], write)).toBe('failed');
  });

  test('If-None-Match on a write fails when it matches (412, never 304); dates are not weighed', () => {
    expect(evaluatePreconditions({ ifNoneMatch: '*' }, [A], write)).toBe('failed');
    expect(evaluatePreconditions({ ifNoneMatch: A.etag }, [A], write)).toBe('failed');
    expect(evaluatePreconditions({ ifNoneMatch: B.etag }, [A], write)).toBe('proceed');
    expect(
      evaluatePreconditions({ ifModifiedSince: 'Tue, 05 Jan 2027 10:00:00 GMT' }, [A], write)
    ).toBe('proceed');
  });

  test('no precondition: proceed', () => {
    expect(evaluatePreconditions({}, [A], write)).toBe('proceed');
  });
});

test('Cache-Control: shared caches only for answers that are everyone’s; always revalidated', () => {
  expect(readCacheControl(false)).toBe('public, no-cache');
  expect(readCacheControl(true)).toBe('private, no-cache');
});
