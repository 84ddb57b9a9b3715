/**
 * Error shapes (docs/api.md §5, docs/tec-behaviour.md §1.1, §1.4, §10): every error inside the namespace — unknown
 * routes, broken or oversized bodies, refused callers, unexpected failures — is the WordPress body
 * `{code, message, data: {status}}` and nothing else. Their language is in errors-languages.test.ts.
 */
import { useApp } from './helpers/app';
import { NO_ROUTE, NS, expectCleanError, forbiddenBody, refused } from './helpers/writes';

// Spies on the app's services come off before it closes.
const app = useApp({
  beforeClose: async () => {
    jest.restoreAllMocks();
  },
});
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const event = (extra: Record<string, unknown> = {}) => ({
  title: 'Error Shapes',
  start_date: '2031-11-01 10:00:00',
  end_date: '2031-11-01 11:00:00',
  ...extra,
});

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';

describe('unknown routes → 404 rest_no_route, exactly', () => {
  const unknown: Array<[Method, string]> = [
    ['get', '/nope'],
    ['get', '/events/abc'],
    ['get', '/events/12abc'],
    ['get', '/events/by-slug/'],
    ['get', '/events/by-slug/a/b'],
    ['get', '/events/12/extra'],
    ['get', '/venuez'],
    ['delete', '/events'],
    ['put', '/events'],
    ['patch', '/events'],
    ['post', '/events/by-slug/'],
    ['delete', '/events/abc'],
    ['patch', '/nope'],
  ];

  test.each(unknown)('%s %s, anonymous and with a token', async (method, path) => {
    for (const auth of [null, full]) {
      const req = app.http[method](`${NS}${path}`);
      const res = await refused(app, () => (auth ? req.set('Authorization', auth) : req));
      expectCleanError(res, 404, 'rest_no_route');
      expect(res.body).toEqual(NO_ROUTE);
    }
  });

  test('a HEAD on an unknown route is a 404 without a body', async () => {
    const res = await app.http.head(`${NS}/nope`);
    expect(res.status).toBe(404);
  });
});

describe('broken and oversized bodies', () => {
  test('broken JSON → 400 rest_invalid_json in the error shape', async () => {
    const res = await refused(app, () =>
      app.http
        .post(`${NS}/events`)
        .set('Authorization', full)
        .set('Content-Type', 'application/json')
        .send('{"title": "x", ')
    );
    expectCleanError(res, 400, 'rest_invalid_json');
    expect(res.body).toEqual({
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
      data: { status: 400 },
    });
  });

  test('broken JSON on an update → the same 400', async () => {
    const created = await app.http.post(`${NS}/events`).set('Authorization', full).send(event());
    const res = await refused(app, () =>
      app.http
        .patch(`${NS}/events/${created.body.id}`)
        .set('Authorization', full)
        .set('Content-Type', 'application/json')
        .send('{title: x}')
    );
    expectCleanError(res, 400, 'rest_invalid_json');
  });

  test('a JSON body over Strapi’s default limit (1mb) → 413 in the error shape', async () => {
    const body = JSON.stringify(event({ description: 'x'.repeat(1024 * 1024 + 10) }));
    const res = await refused(app, () =>
      app.http
        .post(`${NS}/events`)
        .set('Authorization', full)
        .set('Content-Type', 'application/json')
        .send(body)
    );
    expectCleanError(res, 413, 'rest_payload_too_large');
    expect(res.body).toEqual({
      code: 'rest_payload_too_large',
      message: 'The request body is too large.',
      data: { status: 413 },
    });
  });

  test('a form body over Strapi’s default form limit → 413 in the error shape', async () => {
    const body = `title=Big&start_date=2031-11-01&end_date=2031-11-01&description=${'x'.repeat(1024 * 1024 + 10)}`;
    const res = await refused(app, () =>
      app.http.post(`${NS}/events`).set('Authorization', full).type('form').send(body)
    );
    expectCleanError(res, 413, 'rest_payload_too_large');
  });

  // Found by hostile-input.test.ts: the body parser threw plain errors (500) or never settled (a hang).
  test.each([
    [
      'a body claiming gzip that is not',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      '{"title":"x"}',
    ],
    [
      'a multipart body without its boundary',
      { 'Content-Type': 'multipart/form-data' },
      '--zz\r\n',
    ],
    [
      'a multipart body formidable never finishes parsing',
      { 'Content-Type': 'multipart/form-data; boundary=zz' },
      '{"title":"x"}\r\n--zz\r\n<xml/>',
    ],
    [
      'a multipart body that stops inside a part',
      { 'Content-Type': 'multipart/form-data; boundary=zz' },
      '--zz\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n',
    ],
  ])('%s → 400 rest_invalid_json, anonymous or not, at once', async (_name, headers, body) => {
    for (const auth of [undefined, full]) {
      const started = Date.now();
      const res = await refused(app, () => {
        const req = app.http.post(`${NS}/events`).set(headers).timeout(10_000);
        return (auth ? req.set('Authorization', auth) : req).send(Buffer.from(body));
      });
      expectCleanError(res, 400, 'rest_invalid_json');
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  test('a body that is JSON but not an object is treated as no fields', async () => {
    const res = await refused(app, () =>
      app.http
        .post(`${NS}/events`)
        .set('Authorization', full)
        .set('Content-Type', 'application/json')
        .send('[1, 2]')
    );
    expectCleanError(res, 400, 'rest_missing_callback_param');
    expect(res.body.data.params).toEqual(['title', 'start_date', 'end_date']);
  });
});

// Found by hostile-input.test.ts on PostgreSQL, which refuses NUL in text: a 500 from every query or write it reached.
describe('a NUL character in any argument → 400 rest_invalid_param on every database', () => {
  test.each([
    [
      'a query argument',
      () => app.http.get(`${NS}/events`).query({ search: 'a\u0000b' }),
      'search',
    ],
    ['a list item', () => app.http.get(`${NS}/events?tags=music,%00`), 'tags'],
    ['a path slug', () => app.http.get(`${NS}/venues/by-slug/a%00b`), 'slug'],
    [
      'a body field',
      () =>
        app.http
          .post(`${NS}/events`)
          .set('Authorization', full)
          .send(event({ title: 'x\u0000' })),
      'title',
    ],
    [
      'a nested inline venue',
      () =>
        app.http
          .post(`${NS}/events`)
          .set('Authorization', full)
          .send(event({ venue: { venue: 'Hall\u0000' } })),
      'venue',
    ],
  ])('%s', async (_where, request, param) => {
    const res = await refused(app, request);
    expectCleanError(res, 400, 'rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual([param]);
  });
});

describe('refusals and failures never show Strapi’s envelope, a stack or SQL', () => {
  test('401 and 403 from Strapi’s auth layer', async () => {
    const anonymous = await refused(app, () => app.http.post(`${NS}/events`).send(event()));
    expectCleanError(anonymous, 401, 'rest_forbidden');
    expect(anonymous.body).toEqual(forbiddenBody(401));
    const readOnly = await refused(app, async () =>
      app.http
        .post(`${NS}/events`)
        .set('Authorization', await app.token('read-only'))
        .send(event())
    );
    expectCleanError(readOnly, 403, 'rest_forbidden');
    expect(readOnly.body).toEqual(forbiddenBody(403));
  });

  test('an unexpected failure → 500 rest_internal_error, without the error’s text or stack', async () => {
    const writes = app.strapi.plugin('calendar').service('eventWrites');
    const failure = new Error(
      'insert into `calendar_events` (`title`) values (?) - SQLITE_CONSTRAINT: secret detail'
    );
    const spy = jest.spyOn(writes, 'insert').mockRejectedValueOnce(failure);
    const res = await refused(app, () =>
      app.http.post(`${NS}/events`).set('Authorization', full).send(event())
    );
    expect(spy).toHaveBeenCalledTimes(1);
    expectCleanError(res, 500, 'rest_internal_error');
    expect(res.body).toEqual({
      code: 'rest_internal_error',
      message: 'An unexpected error occurred.',
      data: { status: 500 },
    });
    expect(JSON.stringify(res.body)).not.toContain('secret detail');
  });

  test('a failure of a database query while reading → the same 500', async () => {
    const events = app.strapi.plugin('calendar').service('events');
    jest.spyOn(events, 'list').mockRejectedValueOnce(
      Object.assign(new Error('select * from calendar_events where 1 - syntax error'), {
        code: 'SQLITE_ERROR',
      })
    );
    const res = await app.http.get(`${NS}/events`);
    expectCleanError(res, 500, 'rest_internal_error');
  });

  test('a failure inside Strapi’s own layers (here: authentication) → the same 500', async () => {
    const auth = app.strapi.get('auth');
    jest
      .spyOn(auth, 'authenticate')
      .mockRejectedValueOnce(new Error('select password from up_users - connection lost'));
    const res = await refused(app, () =>
      app.http.post(`${NS}/events`).set('Authorization', full).send(event())
    );
    expectCleanError(res, 500, 'rest_internal_error');
    expect(JSON.stringify(res.body)).not.toContain('connection lost');
  });

  test('validation errors are the WordPress shape with data.params (and data.details)', async () => {
    const res = await refused(app, () =>
      app.http
        .post(`${NS}/events`)
        .set('Authorization', full)
        .send(event({ website: 'foo' }))
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['code', 'message', 'data']);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): website',
      data: { status: 400, params: { website: 'Invalid parameter.' }, details: [] },
    });
  });

  test('errors are JSON, whatever the client accepts', async () => {
    const res = await app.http.get(`${NS}/nope`).set('Accept', 'text/html');
    expectCleanError(res, 404, 'rest_no_route');
  });
});
