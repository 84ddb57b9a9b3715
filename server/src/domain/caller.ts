/**
 * Who is calling, as the API's rules need it: anonymous, a users-permissions user or an API token,
 * and whether they hold a content-API action. Built from Strapi's auth by auth/caller.ts.
 */
export interface Caller {
  kind: 'anonymous' | 'user' | 'token';
  userId: number | null;
  can(action: string): Promise<boolean>;
}

/**
 * The action that shows a caller the unpublished records of a kind, protected fields with
 * context=edit, and lets it publish (docs/api.md §4).
 */
export const updateActionOf = (kind: 'event' | 'venue' | 'organizer') =>
  `plugin::calendar.${kind}s.update`;
