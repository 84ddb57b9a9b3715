/**
 * The words of a rule description in English, French and Dutch. Day and month names come from
 * Intl (CLDR), so only the sentence frame is written here. rrule-temporal's own toText() has no
 * Dutch, and its phrasing ("every week on Tuesday at 7 PM CET") does not fit an event page.
 */
import type { Freq } from './rule';

export type Lang = 'en' | 'fr' | 'nl';

export interface Words {
  /** Intl locale for names and dates. */
  locale: string;
  and: string;
  every(freq: Freq, interval: number): string;
  /** Prefix of a list of days ('on ' + 'Tuesday and Thursday'). */
  on: string;
  /** Prefix of a list of calendar dates ('on ' + '4 July'). */
  onDate: string;
  /** One calendar date of that list ('4 July', 'le 4 juillet'). */
  date(dayMonth: string): string;
  weekday(name: string): string;
  /** Working days as a set (BYDAY=MO,TU,WE,TH,FR), with its own preposition. */
  weekdays: string;
  /** The whole of a daily or weekly rule on working days. */
  everyWeekday: string;
  nth(ordinal: number, what: string): string;
  monthDay(day: number): string;
  /** A BYSETPOS pick of a set of days: 'the last of Monday … Friday'. */
  pick(ordinal: number, days: string): string;
  inMonths(months: string): string;
  ofMonths(what: string, months: string): string;
  weekNo(list: string): string;
  yearDay(list: string): string;
  at(times: string): string;
  times(count: number): string;
  until(date: string): string;
  plus(n: number): string;
  except(n: number): string;
  onDates(n: number): string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const UNITS: Record<Lang, Record<Freq, [string, string]>> = {
  en: {
    HOURLY: ['Every hour', 'hours'],
    DAILY: ['Every day', 'days'],
    WEEKLY: ['Every week', 'weeks'],
    MONTHLY: ['Monthly', 'months'],
    YEARLY: ['Yearly', 'years'],
  },
  fr: {
    HOURLY: ['Chaque heure', 'Toutes les # heures'],
    DAILY: ['Chaque jour', 'Tous les # jours'],
    WEEKLY: ['Chaque semaine', 'Toutes les # semaines'],
    MONTHLY: ['Chaque mois', 'Tous les # mois'],
    YEARLY: ['Chaque année', 'Tous les # ans'],
  },
  nl: {
    HOURLY: ['Elk uur', 'Om de # uur'],
    DAILY: ['Elke dag', 'Om de # dagen'],
    WEEKLY: ['Elke week', 'Om de # weken'],
    MONTHLY: ['Elke maand', 'Om de # maanden'],
    YEARLY: ['Elk jaar', 'Om de # jaar'],
  },
};

function every(lang: Lang, freq: Freq, interval: number): string {
  const [one, many] = UNITS[lang][freq];
  if (interval === 1) return one;
  return lang === 'en' ? `Every ${interval} ${many}` : many.replace('#', String(interval));
}

const ORDINALS: Record<Lang, Record<number, string>> = {
  en: { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', [-1]: 'last' },
  fr: {
    1: 'premier',
    2: 'deuxième',
    3: 'troisième',
    4: 'quatrième',
    5: 'cinquième',
    [-1]: 'dernier',
  },
  nl: { 1: 'eerste', 2: 'tweede', 3: 'derde', 4: 'vierde', 5: 'vijfde', [-1]: 'laatste' },
};
ORDINALS.en[-2] = 'second to last';
ORDINALS.fr[-2] = 'avant-dernier';
ORDINALS.nl[-2] = 'voorlaatste';

/** Counted from the end beyond the table: '3rd to last', '3e en partant de la fin', '3e van achteren'. */
const FROM_END: Record<Lang, string> = {
  en: 'to last',
  fr: 'en partant de la fin',
  nl: 'van achteren',
};

/** 'second', -1 → 'last', -2 → 'second to last'; beyond the table, digits ('7th', '7e'). */
export function ordinal(lang: Lang, n: number): string {
  const word = ORDINALS[lang][n];
  if (word) return word;
  if (n < 0) return `${ordinal(lang, -n)} ${FROM_END[lang]}`;
  if (lang !== 'en') return `${n}e`;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const EN: Words = {
  locale: 'en-GB',
  and: 'and',
  every: (freq, interval) => every('en', freq, interval),
  on: 'on ',
  onDate: 'on ',
  date: (dayMonth) => dayMonth,
  weekday: (name) => name,
  weekdays: 'on weekdays',
  everyWeekday: 'Every weekday',
  nth: (n, what) => `the ${ordinal('en', n)} ${what}`,
  monthDay: (day) => (day > 0 ? `day ${day}` : `the ${ordinal('en', day)} day`),
  pick: (n, days) => `the ${ordinal('en', n)} of ${days}`,
  inMonths: (months) => `in ${months}`,
  ofMonths: (what, months) => `${what} of ${months}`,
  weekNo: (list) => `in week ${list}`,
  yearDay: (list) => `on day ${list} of the year`,
  at: (times) => `at ${times}`,
  times: (count) => (count === 1 ? ', once' : `, ${count} times`),
  until: (date) => `, until ${date}`,
  plus: (n) => `; plus ${plural(n, 'date', 'dates')}`,
  except: (n) => `; except ${plural(n, 'date', 'dates')}`,
  onDates: (n) => `On ${plural(n, 'date', 'dates')}`,
};

const FR: Words = {
  locale: 'fr-FR',
  and: 'et',
  every: (freq, interval) => every('fr', freq, interval),
  on: '',
  onDate: '',
  date: (dayMonth) => `le ${dayMonth}`,
  weekday: (name) => `le ${name}`,
  weekdays: 'du lundi au vendredi',
  everyWeekday: 'Du lundi au vendredi',
  nth: (n, what) => `le ${ordinal('fr', n)} ${what}`,
  monthDay: (day) => (day > 0 ? `le ${day === 1 ? '1er' : day}` : `le ${ordinal('fr', day)} jour`),
  pick: (n, days) => `le ${ordinal('fr', n)} des jours ${days}`,
  inMonths: (months) => `en ${months}`,
  ofMonths: (what, months) => `${what} de ${months}`,
  weekNo: (list) => `la semaine ${list}`,
  yearDay: (list) => `le jour ${list} de l’année`,
  at: (times) => `à ${times}`,
  times: (count) => (count === 1 ? ', une fois' : `, ${count} fois`),
  until: (date) => `, jusqu’au ${date}`,
  plus: (n) => ` ; plus ${plural(n, 'date', 'dates')}`,
  except: (n) => ` ; sauf ${plural(n, 'date', 'dates')}`,
  onDates: (n) => `À ${plural(n, 'date', 'dates')}`,
};

const NL: Words = {
  locale: 'nl-NL',
  and: 'en',
  every: (freq, interval) => every('nl', freq, interval),
  on: 'op ',
  onDate: 'op ',
  date: (dayMonth) => dayMonth,
  weekday: (name) => name,
  weekdays: 'op weekdagen',
  everyWeekday: 'Elke werkdag',
  nth: (n, what) => `de ${ordinal('nl', n)} ${what}`,
  monthDay: (day) => (day > 0 ? `dag ${day}` : `de ${ordinal('nl', day)} dag`),
  pick: (n, days) => `de ${ordinal('nl', n)} van ${days}`,
  inMonths: (months) => `in ${months}`,
  ofMonths: (what, months) => `${what} van ${months}`,
  weekNo: (list) => `in week ${list}`,
  yearDay: (list) => `op dag ${list} van het jaar`,
  at: (times) => `om ${times}`,
  times: (count) => `, ${count} keer`,
  until: (date) => `, tot ${date}`,
  plus: (n) => `; plus ${plural(n, 'datum', 'datums')}`,
  except: (n) => `; behalve ${plural(n, 'datum', 'datums')}`,
  onDates: (n) => `Op ${plural(n, 'datum', 'datums')}`,
};

const WORDS: Record<Lang, Words> = { en: EN, fr: FR, nl: NL };
const LANGS: readonly Lang[] = ['en', 'fr', 'nl'];

/**
 * The language a record's recurrence text is written in, for its locale: `fr-BE` → fr; a language
 * the words are not written in → en. The one rule the REST records and the admin's preview share.
 */
export function textLanguage(locale: string | undefined): Lang {
  const lang = (locale ?? '').slice(0, 2).toLowerCase();
  return LANGS.find((l) => l === lang) ?? 'en';
}

export const wordsFor = (locale: string): Words => WORDS[textLanguage(locale)];
