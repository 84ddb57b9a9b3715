/**
 * A recurrence in words for event pages: "Every week on Tuesday and Thursday, until 31 March 2027",
 * "Chaque mois le deuxième mardi", "Elk jaar op 4 juli, 10 keer".
 *
 * What the rule leaves implicit comes from the event's start, like RFC 5545: FREQ=YEARLY alone
 * repeats on the start's day and month, so it reads "Yearly on 4 July".
 */
import { RecurrenceError, type Anchor, type Recurrence } from './types';
import { compileRule, untilWall } from './compile';
import { WEEKDAYS, type ByDay, type RuleParts } from './rule';
import { readAnchor, type Series } from './series';
import { wordsFor, type Lang, type Words } from './describe-words';
import { wallMs } from './zone';

export type { Lang };

/** `locale`: the record's (`fr-BE` reads in French; see textLanguage). */
export function describeRecurrence(rec: Recurrence, anchor: Anchor, locale: string): string {
  const words = wordsFor(locale);
  const series = readAnchor(anchor);
  if (series instanceof RecurrenceError) return rec.rules.join('; ');
  const rules = rec.rules.map((text) => describeRule(text, series, words));
  const extra = rec.rdates.filter((wall) => wall !== anchor.start).length;
  let text = rules.length > 0 ? joinRules(rules) : words.onDates(extra + 1);
  if (rules.length > 0 && extra > 0) text += words.plus(extra);
  if (rec.exdates.length > 0) text += words.except(rec.exdates.length);
  return text;
}

function joinRules(rules: string[]): string {
  return rules
    .map((text, i) => (i === 0 ? text : text[0].toLowerCase() + text.slice(1)))
    .join('; ');
}

function describeRule(text: string, series: Series, words: Words): string {
  const rule = compileRule(text, series);
  // A stored rule this version cannot read is still shown, as written.
  if (rule instanceof RecurrenceError) return text;
  const { parts } = rule;
  const phrase = workingWeek(parts)
    ? [words.everyWeekday, ...pattern(parts, series, words).slice(1)]
    : [words.every(parts.freq, parts.interval), ...pattern(parts, series, words)];
  let out = phrase.filter((p) => p !== '').join(' ');
  if (parts.count !== undefined) out += words.times(parts.count);
  const until = untilWall(rule, series);
  if (until !== undefined) out += words.until(longDate(until, words));
  return out;
}

/** The "on …" phrases of a rule, by frequency; the first is always the days (maybe ''). */
function pattern(parts: RuleParts, series: Series, words: Words): string[] {
  const start = startFields(series);
  const months = parts.byMonth
    ? words.inMonths(
        list(
          parts.byMonth.map((m) => monthName(m, words)),
          words
        )
      )
    : '';
  const times = timesPhrase(parts, start.minute, words);
  switch (parts.freq) {
    case 'WEEKLY':
      return [
        daysPhrase(parts.byDay ?? [{ ordinal: null, day: start.weekday }], parts, words),
        months,
        times,
      ];
    case 'MONTHLY':
      return [monthlyPhrase(parts, start.day, words), months, times];
    case 'YEARLY':
      return [yearlyPhrase(parts, start, words), weeksPhrase(parts, words), times];
    default:
      return [
        parts.byDay ? daysPhrase(parts.byDay, parts, words) : '',
        monthDaysPhrase(parts.byMonthDay, words),
        months,
        times,
      ];
  }
}

function daysPhrase(days: ByDay[], parts: RuleParts, words: Words): string {
  const names = days.map((d) => weekdayName(d.day, words));
  if (parts.bySetPos && days.every((d) => d.ordinal === null)) {
    return (
      words.on +
      list(
        parts.bySetPos.map((n) => words.pick(n, list(names, words))),
        words
      )
    );
  }
  if (isWorkingWeek(days)) return words.weekdays;
  const items = days.map((d, i) =>
    d.ordinal === null ? words.weekday(names[i]) : words.nth(d.ordinal, names[i])
  );
  return words.on + list(items, words);
}

/** "Every weekday" for FREQ=DAILY or WEEKLY on Monday to Friday, every week. */
function workingWeek(parts: RuleParts): boolean {
  const daily = parts.freq === 'DAILY' || parts.freq === 'WEEKLY';
  return daily && parts.interval === 1 && !parts.bySetPos && isWorkingWeek(parts.byDay ?? []);
}

function isWorkingWeek(days: ByDay[]): boolean {
  const plain = days.filter((d) => d.ordinal === null).map((d) => d.day);
  return (
    plain.length === 5 && days.length === 5 && WEEKDAYS.slice(0, 5).every((d) => plain.includes(d))
  );
}

/** Days of the month, counted from the start first ("day 1 and the last day"). */
function monthDaysPhrase(days: number[] | undefined, words: Words): string {
  if (!days) return '';
  const ordered = [...days.filter((d) => d > 0), ...days.filter((d) => d < 0).reverse()];
  return (
    words.on +
    list(
      ordered.map((d) => words.monthDay(d)),
      words
    )
  );
}

function monthlyPhrase(parts: RuleParts, startDay: number, words: Words): string {
  const days = parts.byDay ? daysPhrase(parts.byDay, parts, words) : '';
  const monthDays = parts.byMonthDay || !parts.byDay ? (parts.byMonthDay ?? [startDay]) : undefined;
  return [days, monthDaysPhrase(monthDays, words)].filter((p) => p !== '').join(' ');
}

/** Yearly: "on 4 July", "on the first Monday of September", "on the last day of February". */
function yearlyPhrase(parts: RuleParts, start: StartFields, words: Words): string {
  if (parts.byWeekNo || parts.byYearDay)
    return parts.byDay ? daysPhrase(parts.byDay, parts, words) : '';
  const months = parts.byMonth ?? [start.month];
  const monthList = list(
    months.map((m) => monthName(m, words)),
    words
  );
  if (parts.byDay) {
    const days = daysPhrase(parts.byDay, parts, words).slice(words.on.length);
    return words.on + (parts.byMonth ? words.ofMonths(days, monthList) : days);
  }
  const days = parts.byMonthDay ?? [start.day];
  if (days.some((d) => d < 0)) {
    return (
      words.on +
      words.ofMonths(
        list(
          days.map((d) => words.monthDay(d)),
          words
        ),
        monthList
      )
    );
  }
  const dates = months.flatMap((m) => days.map((d) => words.date(dayMonth(m, d, words))));
  return words.onDate + list(dates, words);
}

function weeksPhrase(parts: RuleParts, words: Words): string {
  const weeks = parts.byWeekNo ? words.weekNo(list(parts.byWeekNo.map(String), words)) : '';
  const days = parts.byYearDay ? words.yearDay(list(parts.byYearDay.map(String), words)) : '';
  return [weeks, days].filter((p) => p !== '').join(' ');
}

/** BYHOUR × BYMINUTE as clock times ("at 09:00 and 14:30"); nothing when the start's time is meant. */
function timesPhrase(parts: RuleParts, startMinute: number, words: Words): string {
  if (!parts.byHour) return '';
  const minutes = parts.byMinute ?? [startMinute];
  const pad = (n: number) => String(n).padStart(2, '0');
  const times = parts.byHour.flatMap((h) => minutes.map((m) => `${pad(h)}:${pad(m)}`));
  return words.at(list(times, words));
}

function list(items: string[], words: Words): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${words.and} ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------------
// Names and dates through Intl
// ---------------------------------------------------------------------------------------------------

interface StartFields {
  day: number;
  month: number;
  minute: number;
  weekday: ByDay['day'];
}

function startFields(series: Series): StartFields {
  const date = new Date(wallMs(series.anchor.start));
  return {
    day: date.getUTCDate(),
    month: date.getUTCMonth() + 1,
    minute: date.getUTCMinutes(),
    weekday: WEEKDAYS[(date.getUTCDay() + 6) % 7],
  };
}

/** Creating an Intl formatter costs far more than using one: one per locale and shape. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(ms: number, words: Words, options: Intl.DateTimeFormatOptions): string {
  const key = `${words.locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(words.locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(ms);
}

function weekdayName(day: ByDay['day'], words: Words): string {
  // 1 January 2024 was a Monday.
  return format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)), words, { weekday: 'long' });
}

function monthName(month: number, words: Words): string {
  return format(Date.UTC(2024, month - 1, 1), words, { month: 'long' });
}

function dayMonth(month: number, day: number, words: Words): string {
  // A leap year, so 29 February has a name.
  return frenchFirst(
    format(Date.UTC(2024, month - 1, day), words, { day: 'numeric', month: 'long' }),
    words
  );
}

function longDate(wall: string, words: Words): string {
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  return frenchFirst(format(wallMs(wall), words, options), words);
}

/** French writes the first of the month as "1er". */
function frenchFirst(text: string, words: Words): string {
  return words.locale.startsWith('fr') ? text.replace(/^1 /, '1er ') : text;
}
