/**
 * Category and tag list queries and inputs, shared by v1/ and services/; imports neither.
 */
import type { PostStatus } from './visibility';

export type TermKind = 'category' | 'tag';

export type TermOrderBy =
  'id' | 'name' | 'slug' | 'count' | 'term_group' | 'description' | 'parent' | 'include' | 'none';

export interface TermListQuery {
  lang: string;
  search?: string;
  include?: number[];
  exclude?: number[];
  order: 'asc' | 'desc';
  orderBy: TermOrderBy;
  hideEmpty: boolean;
  parentId?: number;
  eventId?: number;
  /** The event statuses this caller may see: the terms of a draft event are not shown to the public (docs/api.md §3). */
  eventStatuses: PostStatus[];
  /** One slug (the namespace) or several (wp/v2, docs/api.md §16.3). */
  slug?: string | string[];
  page: number;
  perPage: number;
}

export interface TermInput {
  name?: string;
  description?: string;
  slug?: string;
  /** 0 detaches from the parent. */
  parentId?: number;
}
