/**
 * The `basicAuthPasswords` option (docs/api.md §4.1): with it, Basic may carry a users-permissions
 * login, e-mail or username and password, which acts with that user's role; a wrong password, a
 * blocked user or an unknown one answer 401. API tokens keep working beside it.
 */
import { useApp } from './helpers/app';
import { NS, expectCleanError, minimal, refused } from './helpers/writes';

const app = useApp({ env: { CALENDAR_BASIC_AUTH_PASSWORDS: 'true' } });
const basic = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
const post = (auth: string) =>
  app.http
    .post(`${NS}/events`)
    .set('Authorization', auth)
    .send(minimal({ title: 'By login' }));

let writer: { email: string; username: string };
let reader: { email: string };
/** A test user whose password is stored hashed, as users-permissions' own writes store it. */
async function userWith(actions: string[]) {
  const { id } = await app.user(actions);
  const service = app.strapi.plugin('users-permissions').service('user');
  await service.edit(id, { password: 'Passw0rd!' });
  return app.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id } });
}

beforeAll(async () => {
  writer = await userWith(['plugin::calendar.events.create']);
  reader = await userWith([]);
});

test('a login by e-mail or username writes with the user’s role; spaces in it count', async () => {
  expect((await post(basic(writer.email, 'Passw0rd!'))).status).toBe(201);
  expect((await post(basic(writer.username, 'Passw0rd!'))).status).toBe(201);
  expectCleanError(
    await refused(app, () => post(basic(writer.email, 'Pass w0rd!'))),
    401,
    'incorrect_password'
  );
});

test('a user without the action is recognised: 403', async () => {
  expectCleanError(
    await refused(app, () => post(basic(reader.email, 'Passw0rd!'))),
    403,
    'rest_forbidden'
  );
});

test('a wrong password, an unknown user or a blocked one: 401', async () => {
  expectCleanError(
    await refused(app, () => post(basic(writer.email, 'wrong'))),
    401,
    'incorrect_password'
  );
  expectCleanError(
    await refused(app, () => post(basic('nobody@example.test', 'Passw0rd!'))),
    401,
    'incorrect_password'
  );
  await app.strapi.db
    .query('plugin::users-permissions.user')
    .update({ where: { email: writer.email }, data: { blocked: true } });
  expectCleanError(
    await refused(app, () => post(basic(writer.email, 'Passw0rd!'))),
    401,
    'incorrect_password'
  );
  await app.strapi.db
    .query('plugin::users-permissions.user')
    .update({ where: { email: writer.email }, data: { blocked: false } });
});

test('API tokens still work beside logins', async () => {
  const full = (await app.token('full-access')).replace(/^Bearer /, '');
  expect((await post(basic('anyone', full))).status).toBe(201);
});
