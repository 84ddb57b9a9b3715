/**
 * What one admin may see and change, from their admin permissions: the calendar's own actions, and
 * the Content Manager's read/update/create permissions on events, venues, organizers and categories
 * (with their conditions, such as "is creator", and i18n's per-language restrictions). The calendar
 * never shows an event the Content Manager would not show the same admin.
 */
import type { Core } from '@strapi/strapi';
import type { CalendarAction } from './actions';
import type { Where } from './feed';

/** The CASL ability Strapi puts in `ctx.state.userAbility` for an authenticated admin. */
export interface UserAbility {
  can(action: string, subject?: unknown, field?: string): boolean;
}

type Check = (entity?: object) => boolean;

/** The part of the Content Manager's permission checker used here. */
interface PermissionChecker {
  can: { read: Check; update: Check; create: Check };
  cannot: { read: Check };
  sanitizedQuery: { read(query: object): Promise<{ filters?: Where }> };
}

/** A type literal, not an interface: Strapi's `service<T>()` needs one. */
type PermissionCheckerService = {
  create(args: { userAbility: UserAbility; model: string }): PermissionChecker;
};

export interface Access {
  /** Whether the admin holds one of the calendar's own actions. */
  holds(action: CalendarAction): boolean;
  /**
   * The filter that keeps only the records of `uid` the admin may read (`{}` when all), or null when
   * they may read none: the Content Manager's own permission query, conditions and languages included.
   */
  readFilter(uid: string): Promise<Where | null>;
  /** Whether the admin may read / update this record (needs `locale` and `createdBy` for conditions). */
  canRead(uid: string, record: object): boolean;
  canUpdate(uid: string, record: object): boolean;
  /** Whether the admin may create records of `uid` in this language. */
  canCreate(uid: string, locale: string): boolean;
}

export function createAccess(strapi: Core.Strapi, ability: UserAbility): Access {
  const service = strapi
    .plugin('content-manager')
    .service<PermissionCheckerService>('permission-checker');
  const checkers = new Map<string, PermissionChecker>();
  const checker = (uid: string) => {
    if (!checkers.has(uid)) checkers.set(uid, service.create({ userAbility: ability, model: uid }));
    return checkers.get(uid)!;
  };

  return {
    holds: (action) => ability.can(action),
    async readFilter(uid) {
      const c = checker(uid);
      // The permission query of an admin with no read rule at all is empty, i.e. "everything": the
      // Content Manager checks `cannot.read()` first for that reason, and so must we.
      if (c.cannot.read()) return null;
      const { filters } = await c.sanitizedQuery.read({});
      return filters ?? {};
    },
    canRead: (uid, record) => checker(uid).can.read(record),
    canUpdate: (uid, record) => checker(uid).can.update(record),
    canCreate: (uid, locale) => checker(uid).can.create({ locale }),
  };
}
