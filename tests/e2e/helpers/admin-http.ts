/** The admin's own HTTP API, as the admin panel calls it: the first administrator, roles and users. */
export const PASSWORD = 'Calendar-E2E-1';

async function json(origin: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export const adminHttp = (origin: string) => ({
  json: (method: string, path: string, body?: unknown, token?: string) =>
    json(origin, method, path, body, token),

  /** POST /admin/register-admin: the first (super) administrator; answers their JWT. */
  async registerFirstAdmin(email: string): Promise<string> {
    const res = await json(origin, 'POST', '/admin/register-admin', {
      email,
      password: PASSWORD,
      firstname: 'Ada',
      lastname: 'Admin',
    });
    if (res.status !== 200)
      throw new Error(`register-admin: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.token;
  },

  /** A full-access API token for the REST API (Settings → API Tokens). */
  async apiToken(rootToken: string): Promise<string> {
    const res = await json(
      origin,
      'POST',
      '/admin/api-tokens',
      { name: 'e2e', description: '', type: 'full-access', lifespan: null },
      rootToken
    );
    if (res.status !== 201) throw new Error(`api token: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.accessKey;
  },

  /** Replaces every permission of a role, as Settings → Roles → Save does. */
  async setRolePermissions(
    rootToken: string,
    roleId: number,
    permissions: unknown[]
  ): Promise<void> {
    const res = await json(
      origin,
      'PUT',
      `/admin/roles/${roleId}/permissions`,
      { permissions },
      rootToken
    );
    if (res.status !== 200)
      throw new Error(`role permissions: ${res.status} ${JSON.stringify(res.body)}`);
  },

  /** An admin with one of the default roles (`strapi-editor`, `strapi-author`), invited then registered. */
  async createAdmin(
    rootToken: string,
    email: string,
    roleCode: string
  ): Promise<{ token: string; roleId: number }> {
    const roles = await json(origin, 'GET', '/admin/roles', undefined, rootToken);
    const role = roles.body.data.find((r: { code: string }) => r.code === roleCode);
    const invited = await json(
      origin,
      'POST',
      '/admin/users',
      { firstname: 'Eddie', lastname: 'Editor', email, roles: [role.id] },
      rootToken
    );
    if (invited.status !== 201)
      throw new Error(`create admin user: ${invited.status} ${JSON.stringify(invited.body)}`);
    const { registrationToken } = invited.body.data;
    const registered = await json(origin, 'POST', '/admin/register', {
      registrationToken,
      userInfo: { firstname: 'Eddie', lastname: 'Editor', password: PASSWORD },
    });
    if (registered.status !== 200)
      throw new Error(
        `register admin user: ${registered.status} ${JSON.stringify(registered.body)}`
      );
    return { token: registered.body.data.token, roleId: role.id };
  },
});
