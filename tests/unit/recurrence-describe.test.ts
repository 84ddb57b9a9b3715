/**
 * Rules in words, in English, French and Dutch.
 */
import {
  describeRecurrence,
  type Anchor,
  type Recurrence,
} from '../../server/src/domain/recurrence';

/** Saturday 4 July 2026, 19:00 in Brussels. */
const JULY_4: Anchor = {
  start: '2026-07-04 19:00:00',
  end: '2026-07-04 21:00:00',
  timezone: 'Europe/Brussels',
  allDay: false,
};

const rec = (rules: string[], rdates: string[] = [], exdates: string[] = []): Recurrence => ({
  rules,
  rdates,
  exdates,
});

const words = (r: Recurrence, anchor: Anchor = JULY_4) =>
  (['en', 'fr', 'nl'] as const).map((lang) => describeRecurrence(r, anchor, lang));

test.each([
  [
    'FREQ=WEEKLY;UNTIL=20270331T215959Z;BYDAY=TU,TH',
    'Every week on Tuesday and Thursday, until 31 March 2027',
    'Chaque semaine le mardi et le jeudi, jusqu’au 31 mars 2027',
    'Elke week op dinsdag en donderdag, tot 31 maart 2027',
  ],
  [
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
    'Every 2 weeks on Monday',
    'Toutes les 2 semaines le lundi',
    'Om de 2 weken op maandag',
  ],
  [
    'FREQ=MONTHLY;BYDAY=2TU',
    'Monthly on the second Tuesday',
    'Chaque mois le deuxième mardi',
    'Elke maand op de tweede dinsdag',
  ],
  ['FREQ=MONTHLY;BYMONTHDAY=15', 'Monthly on day 15', 'Chaque mois le 15', 'Elke maand op dag 15'],
  ['FREQ=DAILY;COUNT=10', 'Every day, 10 times', 'Chaque jour, 10 fois', 'Elke dag, 10 keer'],
  ['FREQ=YEARLY', 'Yearly on 4 July', 'Chaque année le 4 juillet', 'Elk jaar op 4 juli'],
  // What the rule leaves out comes from the start: a Saturday, the 4th.
  ['FREQ=WEEKLY', 'Every week on Saturday', 'Chaque semaine le samedi', 'Elke week op zaterdag'],
  ['FREQ=MONTHLY', 'Monthly on day 4', 'Chaque mois le 4', 'Elke maand op dag 4'],
  [
    'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR',
    'Every 3 months on the last Friday',
    'Tous les 3 mois le dernier vendredi',
    'Om de 3 maanden op de laatste vrijdag',
  ],
  [
    'FREQ=MONTHLY;BYMONTHDAY=1,-1',
    'Monthly on day 1 and the last day',
    'Chaque mois le 1er et le dernier jour',
    'Elke maand op dag 1 en de laatste dag',
  ],
  [
    'FREQ=YEARLY;BYMONTH=9;BYDAY=1MO',
    'Yearly on the first Monday of September',
    'Chaque année le premier lundi de septembre',
    'Elk jaar op de eerste maandag van september',
  ],
  [
    'FREQ=YEARLY;BYMONTH=1,7;BYMONTHDAY=1',
    'Yearly on 1 January and 1 July',
    'Chaque année le 1er janvier et le 1er juillet',
    'Elk jaar op 1 januari en 1 juli',
  ],
  ['FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', 'Every weekday', 'Du lundi au vendredi', 'Elke werkdag'],
  [
    'FREQ=DAILY;BYMONTH=7,8',
    'Every day in July and August',
    'Chaque jour en juillet et août',
    'Elke dag in juli en augustus',
  ],
  [
    'FREQ=DAILY;BYHOUR=9,14;BYMINUTE=30',
    'Every day at 09:30 and 14:30',
    'Chaque jour à 09:30 et 14:30',
    'Elke dag om 09:30 en 14:30',
  ],
  [
    'FREQ=HOURLY;INTERVAL=2;COUNT=1',
    'Every 2 hours, once',
    'Toutes les 2 heures, une fois',
    'Om de 2 uur, 1 keer',
  ],
])('%s', (rule, en, fr, nl) => {
  expect(words(rec([rule]))).toEqual([en, fr, nl]);
});

test('added and excluded dates are counted', () => {
  const r = rec(
    ['FREQ=WEEKLY;BYDAY=SA'],
    ['2026-07-08 19:00:00', '2026-07-09 19:00:00'],
    ['2026-07-11 19:00:00']
  );
  expect(words(r)).toEqual([
    'Every week on Saturday; plus 2 dates; except 1 date',
    'Chaque semaine le samedi ; plus 2 dates ; sauf 1 date',
    'Elke week op zaterdag; plus 2 datums; behalve 1 datum',
  ]);
});

test('dates without a rule', () => {
  expect(words(rec([], ['2026-07-08 19:00:00', '2026-07-09 19:00:00']))).toEqual([
    'On 3 dates',
    'À 3 dates',
    'Op 3 datums',
  ]);
});

test('the UNTIL date is the local date of the event’s zone', () => {
  // 22:30Z on 31 March 2027 is already 1 April in Brussels (and 1 April is "1er" in French).
  expect(words(rec(['FREQ=DAILY;UNTIL=20270331T223000Z']))).toEqual([
    'Every day, until 1 April 2027',
    'Chaque jour, jusqu’au 1er avril 2027',
    'Elke dag, tot 1 april 2027',
  ]);
  const newYork = { ...JULY_4, timezone: 'America/New_York' };
  expect(describeRecurrence(rec(['FREQ=DAILY;UNTIL=20270331T223000Z']), newYork, 'en')).toBe(
    'Every day, until 31 March 2027'
  );
});

test('all-day series: UNTIL as a date', () => {
  const allDay = {
    ...JULY_4,
    start: '2026-07-04 00:00:00',
    end: '2026-07-04 23:59:59',
    allDay: true,
  };
  expect(describeRecurrence(rec(['FREQ=DAILY;UNTIL=20260710']), allDay, 'nl')).toBe(
    'Elke dag, tot 10 juli 2026'
  );
});

test('several rules', () => {
  expect(
    describeRecurrence(rec(['FREQ=WEEKLY;BYDAY=MO', 'FREQ=MONTHLY;BYMONTHDAY=1']), JULY_4, 'en')
  ).toBe('Every week on Monday; monthly on day 1');
});

test('a rule that cannot be read is shown as written', () => {
  expect(describeRecurrence(rec(['FREQ=NEVER']), JULY_4, 'fr')).toBe('FREQ=NEVER');
});
