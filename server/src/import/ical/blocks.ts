/**
 * Malformed-input recovery. ical.js refuses a whole file for one bad content line, and real feeds
 * carry bad lines (a hand-edited event, a truncated download). So the text is first cut into its
 * components here, by their BEGIN/END lines only, keeping each line's number in the file; every
 * VEVENT is then parsed on its own (read.ts), and a bad one is reported by line while the others
 * are still read.
 */
import ICAL from 'ical.js';

/** One content line, unfolded, and the number of the file line it starts on (1-based). */
export interface Line {
  no: number;
  text: string;
}

/** A component of the calendar (a VEVENT with its VALARMs, a VTIMEZONE...) as its lines. */
export interface Block {
  name: string;
  lines: Line[];
  /** Why the block is not whole (no END line...), with the line it concerns. */
  broken?: Line & { message: string };
}

export interface Split {
  /** The calendar's own properties (X-WR-TIMEZONE, X-WR-CALNAME...). */
  header: Line[];
  blocks: Block[];
}

/** RFC 5545 §3.1: a line starting with a space or a tab continues the one before. */
export function unfold(text: string): Line[] {
  const lines: Line[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, i) => {
      const last = lines[lines.length - 1];
      if (last && /^[ \t]/.test(raw)) last.text += raw.slice(1);
      else if (raw.trim() !== '') lines.push({ no: i + 1, text: raw });
    });
  return lines;
}

/** Why a text is not iCalendar at all, or null when it starts as a calendar (RFC 5545 §3.4). */
export function notIcal(lines: Line[]): string | null {
  const first = lines[0]?.text.trim();
  if (!first) return 'empty: no iCalendar data';
  if (/^BEGIN:VCALENDAR$/i.test(first)) return null;
  if (first.startsWith('<')) return 'an HTML or XML page, not iCalendar (no BEGIN:VCALENDAR)';
  if (first.startsWith('{') || first.startsWith('[')) return 'JSON, not iCalendar';
  return `not iCalendar: line 1 is not BEGIN:VCALENDAR (${first.slice(0, 40)})`;
}

const marker = (text: string) => /^(BEGIN|END):([A-Za-z0-9-]+)\s*$/i.exec(text);

/** Follows one open block through a line; returns true when the block ends with it. */
function follow(block: Block, stack: string[], line: Line): boolean {
  const m = marker(line.text);
  block.lines.push(line);
  if (!m) return false;
  const name = m[2].toUpperCase();
  if (m[1].toUpperCase() === 'BEGIN') {
    stack.push(name);
    return false;
  }
  if (stack[stack.length - 1] === name) stack.pop();
  else if (name === block.name) {
    block.broken ??= { ...line, message: `${stack.pop()} not closed` };
    stack.length = 0;
  } else block.broken ??= { ...line, message: `END:${name} without its BEGIN` };
  return stack.length === 0;
}

/**
 * Cuts the calendar into its components. A VEVENT cut short (the next BEGIN:VEVENT or the end of
 * the calendar comes before its END) is kept, marked broken at its first line.
 */
export function splitCalendar(lines: Line[]): Split {
  const split: Split = { header: [], blocks: [] };
  let open: { block: Block; stack: string[] } | null = null;
  for (const line of lines) {
    const m = marker(line.text);
    const name = m?.[2].toUpperCase();
    if (open) {
      const cut =
        m && (name === 'VCALENDAR' || (name === open.block.name && m[1].toUpperCase() === 'BEGIN'));
      if (!cut) {
        if (follow(open.block, open.stack, line)) open = null;
        continue;
      }
      open.block.broken ??= { ...open.block.lines[0], message: `no END:${open.block.name}` };
      open = null;
    }
    if (m && m[1].toUpperCase() === 'BEGIN' && name !== 'VCALENDAR') {
      open = { block: { name: name!, lines: [line] }, stack: [name!] };
      split.blocks.push(open.block);
    } else if (!m) split.header.push(line);
  }
  if (open) open.block.broken ??= { ...open.block.lines[0], message: `no END:${open.block.name}` };
  return split;
}

const DATE_PROPS = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)((?:;[^:]*)?):(\d{8}(?:,\d{8})*)$/i;
const TIMES_AS_DATES =
  /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)((?:;[^:]*)?);VALUE=DATE((?:;[^:]*)?):(\d{8}T\d{6}Z?(?:,\d{8}T\d{6}Z?)*)$/i;

/** What `repairDates` changed: the numbers of the lines, by what was wrong with them. */
export interface Repairs {
  /** A date without `VALUE=DATE`: read as the date. */
  dates: number[];
  /** `VALUE=DATE` on a date-time: read as the date-time. */
  times: number[];
}

/**
 * Dates and times written with the wrong value type, read as the programs that wrote them mean
 * them. A date in a DATE-TIME property without `VALUE=DATE` (`DTSTART:20190101`, as Calendar Labs'
 * holiday feeds write) is refused by ical.js; Google and Apple read it as the date it is. A
 * date-time marked `VALUE=DATE` (`DTSTART;VALUE=DATE:20110804T120000`, malformed but common) ical.js
 * cuts to the date, making a noon meeting all-day; Google and Apple read the time, so do we.
 */
export function repairDates(lines: Line[]): { lines: Line[]; repaired: Repairs } {
  const repaired: Repairs = { dates: [], times: [] };
  const out = lines.map((line) => {
    const text = line.text.trim();
    const time = TIMES_AS_DATES.exec(text);
    if (time) {
      repaired.times.push(line.no);
      return { ...line, text: `${time[1]}${time[2]}${time[3]}:${time[4]}` };
    }
    const m = DATE_PROPS.exec(text);
    if (!m || /;VALUE=/i.test(m[2])) return line;
    repaired.dates.push(line.no);
    return { ...line, text: `${m[1]}${m[2]};VALUE=DATE:${m[3]}` };
  });
  return { lines: out, repaired };
}

export const blockText = (lines: Line[]) => lines.map((l) => l.text).join('\r\n');

/** The value of a property as written (`UID`, `RECURRENCE-ID`...), read from the raw lines. */
export function rawValue(lines: Line[], name: string): string | undefined {
  const re = new RegExp(`^${name}(;[^:]*)?:(.*)$`, 'i');
  for (const line of lines) {
    const m = re.exec(line.text);
    if (m) return m[2].trim();
  }
  return undefined;
}

/** The first line of a block that ical.js cannot read on its own, to name it in a problem. */
export function badLine(lines: Line[]): Line | undefined {
  return lines.find((line) => {
    if (marker(line.text)) return false;
    try {
      new ICAL.Property(ICAL.parse.property(line.text)).getValues();
      return false;
    } catch {
      return true;
    }
  });
}
