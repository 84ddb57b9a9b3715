/**
 * Wall times ('YYYY-MM-DD HH:MM:SS') and the instants they denote in a named or fixed-offset time
 * zone, computed with the browser's Intl data: the admin shows and takes an event's times in the
 * event's own zone, whatever the browser's (the recurrence builder, the Content Manager's start and
 * end, its list). The server's twin is server/src/utils/dates.ts (luxon); the zones the server
 * accepts and the browser does not know are reported by the server, not guessed here.
 *
 * No React and no Strapi here: tests/unit/recurrence-rule-form.test.ts, tests/unit/wall-time.test.ts.
 */
export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The wall time read as if it were UTC, in milliseconds; null when it is no wall time. */
export function wallMs(wall: string): number | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Date.UTC rolls 2027-02-30 over into March: a wall time that is not one is refused.
  return new Date(ms).getUTCDate() === Number(d) ? ms : null;
}

export const utcWall = (ms: number) => {
  const d = new Date(ms);
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
};

/**
 * Minutes east of UTC of the fixed-offset spellings the server accepts ('+02:00', '-0530', '+2',
 * 'UTC+5:30', 'UTC-5.5'); undefined when the zone is not offset-shaped.
 */
function fixedOffset(zone: string): number | undefined {
  const m = /^(?:UTC)?([+-])(\d{1,2})(?::?(\d{2})|(\.\d+))?$/i.exec(zone.trim());
  if (!m) return undefined;
  const minutes =
    Number(m[2]) * 60 + (m[3] ? Number(m[3]) : m[4] ? Math.round(Number(m[4]) * 60) : 0);
  return m[1] === '-' ? -minutes : minutes;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();
function formatter(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    try {
      formatters.set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        })
      );
    } catch {
      formatters.set(zone, null); // not a zone this browser knows
    }
  }
  return formatters.get(zone) ?? null;
}

/** Whether the browser can compute wall times in this zone. */
export const isKnownZone = (zone: string) =>
  fixedOffset(zone) !== undefined || formatter(zone) !== null;

/** The wall time ('YYYY-MM-DD HH:MM:SS') of an instant in a zone; null for an unknown zone. */
export function wallInZone(instant: Date, zone: string): string | null {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) return null;
  const offset = fixedOffset(zone);
  if (offset !== undefined) return utcWall(ms + offset * 60000);
  const f = formatter(zone);
  if (!f) return null;
  const p = Object.fromEntries(f.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${pad(Number(p.year), 4)}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The instant a wall time denotes in a zone (a time skipped by DST moves by the change). */
export function wallToUtc(wall: string, zone: string): Date | null {
  const asUtc = wallMs(wall);
  if (asUtc === null) return null;
  // The zone's offset at a first guess, then at the corrected instant (a DST change in between).
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const local = wallInZone(new Date(guess), zone);
    if (local === null) return null;
    guess = asUtc - (wallMs(local)! - guess);
  }
  return new Date(guess);
}

/** 'YYYY-MM-DD' plus n days (wall dates: plain UTC arithmetic). */
export function addDays(day: string, n: number): string {
  return utcWall(wallMs(day)! + n * 86400000).slice(0, 10);
}
