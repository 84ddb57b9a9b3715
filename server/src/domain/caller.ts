/**
 * Who is calling, as the API's rules need it: anonymous, a users-permissions user or an API token,
 * and whether they hold a content-API action. Built from Strapi's auth by auth/caller.ts.
 */
export interface Caller {
  kind: 'anonymous' | 'user' | 'token';
  userId: number | null;
  can(action: string): Promise<boolean>;
}
