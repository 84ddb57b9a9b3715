/**
 * Who is calling, as the API's rules need it: anonymous, a users-permissions user or an API token,
 * and whether they hold a content-API action. Built from Strapi's auth by auth/caller.ts.
 */
/**
 * Who the credentials name (wp/v2 `users/me`, docs/api.md §16.1): a users-permissions user, or an
 * API token, which has no owner in Strapi and so stands for itself.
 */
export type CallerIdentity =
  | {
      kind: 'user';
      id: number;
      username: string;
      email: string | null;
      role: string | null;
      createdAt: string | Date | null;
    }
  | {
      kind: 'token';
      id: number;
      name: string;
      description: string;
      type: string;
      createdAt: string | Date | null;
    };

export interface Caller {
  kind: 'anonymous' | 'user' | 'token';
  userId: number | null;
  /** Null for anonymous callers. */
  identity: CallerIdentity | null;
  can(action: string): Promise<boolean>;
}

/**
 * The action that shows a caller the unpublished records of a kind, protected fields with
 * context=edit, and lets it publish (docs/api.md §4).
 */
export const updateActionOf = (kind: 'event' | 'venue' | 'organizer') =>
  `plugin::calendar.${kind}s.update`;
