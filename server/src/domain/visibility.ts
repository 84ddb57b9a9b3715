/**
 * Who sees what (docs/api.md §3, docs/tec-behaviour.md §5.2–5.3). Pure rules; the services apply them to queries
 * and the serializers to output.
 */
import { POST_STATUSES, type PostStatus } from '../../../contracts/calendar';

// The statuses are part of the admin contract too (the calendar filters by them): declared there once.
export { POST_STATUSES, type PostStatus };

export const isPostStatus = (v: unknown): v is PostStatus =>
  POST_STATUSES.some((status) => status === v);

/** Statuses a list shows when the caller gave none: `publish` for the public; everything but trash for editors. */
export function defaultListStatuses(mayEdit: boolean): PostStatus[] {
  return mayEdit ? POST_STATUSES.filter((s) => s !== 'trash') : ['publish'];
}

/** Statuses of linked venues/organizers that may be embedded in what this caller reads. */
export function embeddableStatuses(mayEdit: boolean): PostStatus[] {
  return mayEdit ? POST_STATUSES.filter((s) => s !== 'trash') : ['publish'];
}

/**
 * The status a write stores (docs/tec-behaviour.md §5.1 "status scale-back"): callers who may publish keep what
 * they ask for (default `publish`); others get `pending` for publish/future and `draft` by default.
 */
export function scaleBackStatus(
  requested: PostStatus | undefined,
  mayPublish: boolean,
  current?: PostStatus
): PostStatus {
  if (requested === undefined) return current ?? (mayPublish ? 'publish' : 'draft');
  if (mayPublish) return requested;
  return requested === 'publish' || requested === 'future' ? 'pending' : requested;
}

/** Whether a password-protected record's protected fields may be shown (docs/tec-behaviour.md §5.3). */
export function passwordUnlocked(
  stored: string | null | undefined,
  given: unknown,
  editContext: boolean
): boolean {
  if (!stored) return true;
  return editContext || (typeof given === 'string' && given === stored);
}
