/**
 * Keeps an event's local wall times (`startLocal`, `endLocal`) in step with its UTC instants and
 * timezone, whoever writes: our REST API, the Content Manager or another plugin. Registered as a
 * Document Service middleware so there is one place that derives them. It also keeps
 * `previousStartUtc` (docs/api.md §13): the start a published event had before its start moved,
 * kept until the next move (schema.org's previousStartDate, which Google shows for rescheduled
 * events). A draft's moves are not announced to anyone, so they leave it alone.
 */
import type { Core } from '@strapi/strapi';
import { instantOf, normalizeTimezone, toWall } from '../utils/dates';
import { UID } from '../domain/records';
import { documentCall } from './document-call';

type Data = Record<string, unknown>;

/** Local wall time of a UTC instant in an event timezone (site timezone when it is unusable). */
export function localWall(utc: unknown, timezone: string, fallbackZone: string): string | null {
  const dt = instantOf(utc);
  if (!dt) return null;
  return toWall(dt.setZone(normalizeTimezone(timezone) ?? fallbackZone));
}

/** Whether an update moves a published event's start to another instant. */
function moved(stored: Data, data: Data): boolean {
  if (stored.postStatus !== 'publish' || !('startUtc' in data)) return false;
  const was = instantOf(stored.startUtc);
  const now = instantOf(data.startUtc);
  return was !== null && now !== null && was.toMillis() !== now.toMillis();
}

export function registerDerivedTimes(strapi: Core.Strapi, siteZone: () => string) {
  strapi.documents.use(async (ctx, next) => {
    const c = documentCall(ctx);
    const data = c.params.data;
    if (c.uid !== UID.event || !['create', 'update'].includes(c.action) || !data) return next();
    const touches = ['startUtc', 'endUtc', 'timezone'].some((k) => k in data);
    if (c.action === 'update' && !touches) return next();
    let stored: Data | null = null;
    if (c.action === 'update' && c.params.documentId) {
      stored = await strapi.db.query(UID.event).findOne({
        select: ['startUtc', 'endUtc', 'timezone', 'postStatus'],
        where: {
          documentId: c.params.documentId,
          ...(c.params.locale ? { locale: c.params.locale } : {}),
        },
      });
    }
    const pick = (key: string) => (key in data ? data[key] : stored?.[key]);
    const timezone = String(pick('timezone') ?? siteZone());
    data.startLocal = localWall(pick('startUtc'), timezone, siteZone());
    data.endLocal = localWall(pick('endUtc'), timezone, siteZone());
    if (stored && moved(stored, data))
      data.previousStartUtc = instantOf(stored.startUtc)!.toJSDate();
    return next();
  });
}
