/**
 * Who is calling, in the terms the API needs (docs/api.md §4): anonymous (Strapi's Public role), a
 * users-permissions user, or an API token — and whether they hold a content-API action.
 * The answer comes from Strapi's own auth service, so roles, custom tokens and read-only tokens
 * mean exactly what they mean everywhere else in Strapi.
 */
import type { Core } from '@strapi/strapi';
import type { Caller } from '../domain/caller';

interface AuthState {
  strategy?: { name?: string };
  credentials?: { id?: number } | null;
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
    can(action) {
      if (!answers.has(action)) answers.set(action, check(action));
      return answers.get(action)!;
    },
  };
}

/** A caller that holds no action: for code paths (seeding, tests of pure parts) with no request. */
export const nobody: Caller = { kind: 'anonymous', userId: null, can: async () => false };

/**
 * Whether the users-permissions Public role holds `action`: what anyone may do, signed in or not
 * (see the namespace middleware). False without the users-permissions plugin.
 */
export async function publicMay(strapi: Core.Strapi, action: string): Promise<boolean> {
  if (!strapi.plugin('users-permissions')) return false;
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  return (await permissions.count({ where: { action, role: { type: 'public' } } })) > 0;
}
