/**
 * What a Basic header becomes for Strapi's own authentication (docs/api.md §4.1): the bearer
 * credential it stands for. An API token is passed on as the bearer token it is, so Strapi's
 * api-token strategy decides, with the token's own permissions. Only when the site turns on
 * `basicAuthPasswords` may the pair be a users-permissions login (identifier and password); it then
 * stands for a JWT of that user. Off by default: WordPress refuses plain passwords over Basic too.
 */
import type { Core } from '@strapi/strapi';
import { table } from '../services/tables';

async function isApiToken(strapi: Core.Strapi, secret: string): Promise<boolean> {
  // Strapi's content-API token service, read the way admin's content-api-token strategy reads it.
  const tokens = strapi.service('admin::api-token-content-api');
  return Boolean(await tokens.getByAccessKey(tokens.hash(secret)));
}

/** A JWT for the users-permissions user `identifier` (e-mail or username) whose password this is. */
async function loginJwt(
  strapi: Core.Strapi,
  identifier: string,
  password: string
): Promise<string | null> {
  const up = strapi.plugin('users-permissions');
  if (!up || !identifier || !password) return null;
  const user = await table(strapi, 'plugin::users-permissions.user').findOne({
    where: {
      provider: 'local',
      $or: [{ email: identifier.toLowerCase() }, { username: identifier }],
    },
  });
  if (!user?.password || user.blocked === true || user.confirmed === false) return null;
  const valid = await up.service('user').validatePassword(password, user.password);
  return valid ? (up.service('jwt').issue({ id: user.id }) as string) : null;
}

export async function bearerFor(
  strapi: Core.Strapi,
  basic: { user: string; secret: string; password: string },
  allowPasswords: boolean
): Promise<string> {
  if (!allowPasswords || (await isApiToken(strapi, basic.secret))) return basic.secret;
  // Not a token: a login, when it is one; otherwise the secret, which Strapi then refuses (401).
  return (await loginJwt(strapi, basic.user, basic.password)) ?? basic.secret;
}
