/**
 * WordPress application passwords (issue #17, docs/api.md §4.1): `Authorization: Basic
 * base64(user:secret)` where the secret is a Strapi API token, spaces ignored; credentials nobody
 * recognises answer 401, a recognised caller without the action 403. users-permissions logins over
 * Basic only with the `basicAuthPasswords` option (tests/api/basic-auth-passwords.test.ts).
 */
import { useApp } from './helpers/app';
import { NS, expectCleanError, minimal, refused } from './helpers/writes';

const app = useApp();
let full: string;
let readOnly: string;
const basic = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
const keyOf = (bearer: string) => bearer.replace(/^Bearer /, '');
/** WordPress shows application passwords in groups of four. */
const spaced = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

beforeAll(async () => {
  full = await app.token('full-access');
  readOnly = await app.token('read-only');
});

const post = (auth: string, body: object = minimal({ title: 'Basic' })) =>
  app.http.post(`${NS}/events`).set('Authorization', auth).send(body);

describe('an API token as the application password', () => {
  test('writes with the token’s permissions, whatever the user part says', async () => {
    const res = await post(basic('editor', keyOf(full)));
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Basic');
    expect((await post(basic('', keyOf(full)))).status).toBe(201);
  });

  test('in groups of four with spaces, as WordPress shows application passwords', async () => {
    expect(spaced(keyOf(full))).toContain(' ');
    expect((await post(basic('editor', spaced(keyOf(full))))).status).toBe(201);
  });

  test('a read-only token reads and may not write (403: recognised, without the action)', async () => {
    const published = await post(full, minimal({ title: 'Basic read', status: 'publish' }));
    const read = await app.http
      .get(`${NS}/events/${published.body.id}`)
      .set('Authorization', basic('reader', keyOf(readOnly)));
    expect(read.status).toBe(200);
    const draft = await post(full, minimal({ title: 'Basic draft', status: 'draft' }));
    const hidden = await app.http
      .get(`${NS}/events/${draft.body.id}`)
      .set('Authorization', basic('reader', keyOf(readOnly)));
    expect(hidden.status).toBe(403);
    const res = await refused(app, () => post(basic('reader', keyOf(readOnly))));
    expectCleanError(res, 403, 'rest_forbidden');
  });
});

describe('credentials nobody recognises answer 401, on reads and writes', () => {
  const cases: Array<[string, string]> = [
    ['an unknown token', basic('editor', 'a'.repeat(64))],
    ['no password', basic('editor', '')],
    ['not base64', 'Basic !!!not-base64!!!'],
    ['no colon', `Basic ${Buffer.from('just-a-token').toString('base64')}`],
    ['an empty Basic header', 'Basic'],
  ];
  test.each(cases)('%s', async (_name, header) => {
    const write = await refused(app, () => post(header));
    expectCleanError(write, 401, 'incorrect_password');
    expect(write.body.message).toBe('The provided password is an invalid application password.');
    const read = await app.http.get(`${NS}/events`).set('Authorization', header);
    expectCleanError(read, 401, 'incorrect_password');
  });

  test('an unknown Bearer token is 401 too, never 403', async () => {
    const res = await refused(app, () => post(`Bearer ${'b'.repeat(64)}`));
    expectCleanError(res, 401, 'rest_forbidden');
  });

  test('a user’s login is not an application password while the option is off', async () => {
    const { id } = await app.user(['plugin::calendar.events.create']);
    const user = await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id } });
    const res = await refused(app, () => post(basic(user.email, 'Passw0rd!')));
    expectCleanError(res, 401, 'incorrect_password');
  });
});
