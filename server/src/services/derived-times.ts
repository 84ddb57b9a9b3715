/**
 * Keeps an event's local wall times (`startLocal`, `endLocal`) in step with its UTC instants and
 * timezone, whoever writes: our REST API, the Content Manager or another plugin. Registered as a
 * Document Service middleware so there is one place that derives them.
 */
import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { normalizeTimezone, toWall } from '../utils/dates';
import { UID } from '../domain/records';

type Data = Record<string, unknown>;

const instant = (v: unknown): DateTime | null => {
  if (v instanceof Date) return DateTime.fromJSDate(v);
  if (typeof v === 'string' && v) {
    const dt = DateTime.fromISO(v, { zone: 'utc' });
    return dt.isValid ? dt : null;
  }
  return null;
};

/** Local wall time of a UTC instant in an event timezone (site timezone when it is unusable). */
export function localWall(utc: unknown, timezone: string, fallbackZone: string): string | null {
  const dt = instant(utc);
  if (!dt) return null;
  return toWall(dt.setZone(normalizeTimezone(timezone) ?? fallbackZone));
}

interface DocumentContext {
  uid: string;
  action: string;
  params: { data?: Data; documentId?: string; locale?: string };
}

export function registerDerivedTimes(strapi: Core.Strapi, siteZone: () => string) {
  strapi.documents.use(async (ctx, next) => {
    const c = ctx as unknown as DocumentContext;
    const data = c.params?.data;
    if (c.uid !== UID.event || !['create', 'update'].includes(c.action) || !data) return next();
    const touches = ['startUtc', 'endUtc', 'timezone'].some((k) => k in data);
    if (c.action === 'update' && !touches) return next();
    let stored: Data | null = null;
    if (c.action === 'update' && c.params.documentId) {
      stored = await strapi.db.query(UID.event).findOne({
        select: ['startUtc', 'endUtc', 'timezone'],
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
    return next();
  });
}
