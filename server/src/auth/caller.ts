/**
 * Who is calling, in the terms the API needs (docs/api.md §4): anonymous (Strapi's Public role), a
 * users-permissions user, or an API token — and whether they hold a content-API action.
 * The answer comes from Strapi's own auth service, so roles, custom tokens and read-only tokens
 * mean exactly what they mean everywhere else in Strapi.
 */
import type { Core } from '@strapi/strapi';
import type { Caller, CallerIdentity } from '../domain/caller';

type Credentials = Record<string, unknown> & { id?: number };

interface AuthState {
  strategy?: { name?: string };
  credentials?: Credentials | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const date = (v: unknown) => (typeof v === 'string' || v instanceof Date ? v : null);

/**
 * What the credentials say about who they are: the user Strapi loaded (with its role), or the API
 * token's own record. Only the fields wp/v2 `users/me` shows: never a token's key nor a password.
 */
function identityOf(kind: Caller['kind'], c: Credentials | null): CallerIdentity | null {
  if (!c || typeof c.id !== 'number') return null;
  if (kind === 'user') {
    const role = c.role as { type?: unknown } | null | undefined;
    return {
      kind: 'user',
      id: c.id,
      username: text(c.username),
      email: text(c.email) || null,
      role: text(role?.type) || null,
      createdAt: date(c.createdAt),
    };
  }
  return {
    kind: 'token',
    id: c.id,
    name: text(c.name),
    description: text(c.description),
    type: text(c.type),
    createdAt: date(c.createdAt),
  };
}

export function createCaller(strapi: Core.Strapi, auth: AuthState | undefined): Caller {
  const strategy = auth?.strategy?.name;
  const credentials = auth?.credentials ?? null;
  const kind: Caller['kind'] = !credentials
    ? 'anonymous'
    : strategy === 'users-permissions'
      ? 'user'
      : 'token';
  const answers = new Map<string, Promise<boolean>>();
  const check = async (action: string) => {
    if (!auth) return false;
    try {
      await strapi.get('auth').verify(auth, { scope: [action] });
      return true;
    } catch {
      return false;
    }
  };
  return {
    kind,
    userId: kind === 'user' && typeof credentials?.id === 'number' ? credentials.id : null,
    identity: kind === 'anonymous' ? null : identityOf(kind, credentials),
    can(action) {
      if (!answers.has(action)) answers.set(action, check(action));
      return answers.get(action)!;
    },
  };
}

/** A caller that holds no action: for code paths (seeding, tests of pure parts) with no request. */
export const nobody: Caller = {
  kind: 'anonymous',
  userId: null,
  identity: null,
  can: async () => false,
};

/**
 * Whether the users-permissions Public role holds `action`: what anyone may do, signed in or not
 * (see the namespace middleware). False without the users-permissions plugin.
 */
export async function publicMay(strapi: Core.Strapi, action: string): Promise<boolean> {
  if (!strapi.plugin('users-permissions')) return false;
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  return (await permissions.count({ where: { action, role: { type: 'public' } } })) > 0;
}
