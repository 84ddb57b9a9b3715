/**
 * Admin users for tests of the calendar's admin routes: the first super admin (as the admin's
 * registration page makes it), and admins whose role holds exactly the given permissions. Each one
 * comes back as an `Authorization` header value holding the JWT that POST /admin/login answers.
 */
import type { TestApp } from './app';

export interface AdminPermission {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

const PASSWORD = 'Calendar-Test-1';
let counter = 0;

/** A Content Manager permission on a content type, limited to `locales` (i18n's property). */
export const cm = (
  action: 'read' | 'create' | 'update',
  subject: string,
  locales = ['en', 'fr', 'nl'],
  conditions: string[] = []
): AdminPermission => ({
  action: `plugin::content-manager.explorer.${action}`,
  subject,
  properties: { locales },
  conditions,
});

async function login(app: TestApp, email: string): Promise<string> {
  const res = await app.http.post('/admin/login').send({ email, password: PASSWORD });
  if (res.status !== 200)
    throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return `Bearer ${res.body.data.token}`;
}

export async function registerSuperAdmin(app: TestApp): Promise<string> {
  const res = await app.http.post('/admin/register-admin').send({
    email: 'super@example.test',
    password: PASSWORD,
    firstname: 'Super',
    lastname: 'Admin',
  });
  if (res.status !== 200)
    throw new Error(`register-admin failed: ${res.status} ${JSON.stringify(res.body)}`);
  return `Bearer ${res.body.data.token}`;
}

export async function adminWith(
  app: TestApp,
  permissions: AdminPermission[]
): Promise<{ auth: string; id: number }> {
  const n = ++counter;
  const roles = app.strapi.service('admin::role');
  const role = await roles.create({ name: `Calendar test role ${n}`, description: 'test' });
  await roles.assignPermissions(role.id, permissions);
  const email = `editor${n}@example.test`;
  const user = await app.strapi.service('admin::user').create({
    email,
    firstname: 'Editor',
    lastname: `${n}`,
    password: PASSWORD,
    isActive: true,
    registrationToken: null,
    roles: [role.id],
  });
  return { auth: await login(app, email), id: user.id };
}
