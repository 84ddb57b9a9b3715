/**
 * "This and following" (splitting a series in two) and moving a whole series.
 */
import {
  expandSeries,
  isRecurrenceError,
  shiftRecurrence,
  splitRecurrence,
  type Anchor,
  type Recurrence,
  type RecurrenceError,
} from '../../server/src/domain/recurrence';

/** Tuesday 24 March 2026, 19:00–21:00 in Brussels. */
const TUESDAY: Anchor = {
  start: '2026-03-24 19:00:00',
  end: '2026-03-24 21:00:00',
  timezone: 'Europe/Brussels',
  allDay: false,
};
const OPTS = { horizon: new Date('2026-12-31T00:00:00Z'), max: 1000 };

const rec = (rules: string[], rdates: string[] = [], exdates: string[] = []): Recurrence => ({
  rules,
  rdates,
  exdates,
});

function starts(r: Recurrence, anchor: Anchor): string[] {
  const found = expandSeries(r, anchor, OPTS);
  if (isRecurrenceError(found)) throw new Error(`refused: ${found.message}`);
  return found.occurrences.map((o) => o.startLocal);
}

function split(r: Recurrence, anchor: Anchor, at: string) {
  const result = splitRecurrence(r, anchor, at);
  if (isRecurrenceError(result)) throw new Error(`refused: ${result.message}`);
  return result;
}

/** The new series starts at `at` and lasts as long as the old one's occurrences. */
function anchorAt(anchor: Anchor, at: string, end: string): Anchor {
  return { ...anchor, start: at, end };
}

describe('splitRecurrence', () => {
  test('UNTIL: before ends one second before the split, after keeps the rule', () => {
    const r = rec(
      ['FREQ=WEEKLY;UNTIL=20270331T215959Z;BYDAY=TU,TH'],
      ['2026-04-01 19:00:00', '2026-05-01 19:00:00'],
      ['2026-03-31 19:00:00', '2026-04-16 19:00:00']
    );
    expect(split(r, TUESDAY, '2026-04-14 19:00:00')).toEqual({
      before: {
        // 19:00 CEST is 17:00Z.
        rules: ['FREQ=WEEKLY;UNTIL=20260414T165959Z;BYDAY=TU,TH'],
        rdates: ['2026-04-01 19:00:00'],
        exdates: ['2026-03-31 19:00:00'],
      },
      after: {
        rules: ['FREQ=WEEKLY;UNTIL=20270331T215959Z;BYDAY=TU,TH'],
        rdates: ['2026-05-01 19:00:00'],
        exdates: ['2026-04-16 19:00:00'],
      },
    });
  });

  test('COUNT: before gets the matching UNTIL, after the count that is left', () => {
    // 24, 26, 31 March, 2, 7, 9 April come before the 14th: 6 of 10.
    const r = rec(['FREQ=WEEKLY;COUNT=10;BYDAY=TU,TH']);
    expect(split(r, TUESDAY, '2026-04-14 19:00:00')).toEqual({
      before: {
        rules: ['FREQ=WEEKLY;UNTIL=20260414T165959Z;BYDAY=TU,TH'],
        rdates: [],
        exdates: [],
      },
      after: { rules: ['FREQ=WEEKLY;COUNT=4;BYDAY=TU,TH'], rdates: [], exdates: [] },
    });
  });

  test('a rule that ended before the split stays whole and is not carried over', () => {
    const r = rec(['FREQ=DAILY;COUNT=2', 'FREQ=WEEKLY']);
    expect(split(r, TUESDAY, '2026-04-07 19:00:00')).toEqual({
      before: {
        rules: ['FREQ=DAILY;COUNT=2', 'FREQ=WEEKLY;UNTIL=20260407T165959Z'],
        rdates: [],
        exdates: [],
      },
      after: { rules: ['FREQ=WEEKLY'], rdates: [], exdates: [] },
    });
  });

  test('split at an added date: the new start counts as one of COUNT', () => {
    const r = rec(['FREQ=WEEKLY;COUNT=4;BYDAY=TU'], ['2026-04-02 19:00:00']);
    const { after } = split(r, TUESDAY, '2026-04-02 19:00:00');
    expect(after.rules).toEqual(['FREQ=WEEKLY;COUNT=3;BYDAY=TU']);
    const thursday = anchorAt(TUESDAY, '2026-04-02 19:00:00', '2026-04-02 21:00:00');
    expect(starts(after, thursday)).toEqual([
      '2026-04-02 19:00:00',
      '2026-04-07 19:00:00',
      '2026-04-14 19:00:00',
    ]);
  });

  test.each([
    ['COUNT', rec(['FREQ=WEEKLY;COUNT=12;BYDAY=TU,TH'])],
    ['UNTIL', rec(['FREQ=WEEKLY;UNTIL=20260701T000000Z;BYDAY=TU,TH'])],
    ['unbounded', rec(['FREQ=WEEKLY;BYDAY=TU,TH'])],
    ['a start off the rule', rec(['FREQ=WEEKLY;COUNT=8;BYDAY=WE,FR'])],
    ['monthly', rec(['FREQ=MONTHLY;COUNT=9;BYDAY=2TU,4TH'])],
    [
      'added and excluded dates',
      rec(
        ['FREQ=WEEKLY;COUNT=10;BYDAY=TU'],
        ['2026-04-01 19:00:00', '2026-06-01 19:00:00'],
        ['2026-03-31 19:00:00', '2026-05-19 19:00:00']
      ),
    ],
  ])('before + after are the original occurrences (%s)', (_name, r) => {
    const all = starts(r, TUESDAY);
    const at = all[5];
    const { before, after } = split(r, TUESDAY, at);
    const end = `${at.slice(0, 10)} 21:00:00`;
    expect([...starts(before, TUESDAY), ...starts(after, anchorAt(TUESDAY, at, end))]).toEqual(all);
    expect(starts(before, TUESDAY).every((s) => s < at)).toBe(true);
  });

  test('all-day: before ends the day before', () => {
    const day = {
      ...TUESDAY,
      start: '2026-03-24 00:00:00',
      end: '2026-03-24 23:59:59',
      allDay: true,
    };
    const { before, after } = split(rec(['FREQ=DAILY;COUNT=10']), day, '2026-03-28 00:00:00');
    expect(before.rules).toEqual(['FREQ=DAILY;UNTIL=20260327']);
    expect(after.rules).toEqual(['FREQ=DAILY;COUNT=6']);
  });

  test.each([
    ['not an occurrence', '2026-04-15 19:00:00', /not an occurrence/],
    ['the first occurrence', '2026-03-24 19:00:00', /first occurrence/],
    ['before the series', '2026-03-01 19:00:00', /first occurrence/],
    ['an excluded date', '2026-03-31 19:00:00', /not an occurrence/],
    ['not a wall time', '2026-04-14T19:00', /not a wall time/],
  ])('refuses to split at %s', (_name, at, message) => {
    const r = rec(['FREQ=WEEKLY;BYDAY=TU'], [], ['2026-03-31 19:00:00']);
    const result = splitRecurrence(r, TUESDAY, at) as RecurrenceError;
    expect(isRecurrenceError(result)).toBe(true);
    expect(result.code).toBe('invalid');
    expect(result.message).toMatch(message);
  });
});

describe('shiftRecurrence', () => {
  const moved = (start: string, end: string, extra: Partial<Anchor> = {}): Anchor => ({
    ...TUESDAY,
    start,
    end,
    ...extra,
  });

  test('a Tuesday class dragged to Wednesday becomes a Wednesday class', () => {
    const r = rec(['FREQ=WEEKLY;BYDAY=TU'], ['2026-04-02 19:00:00'], ['2026-04-07 19:00:00']);
    const wednesday = moved('2026-03-25 19:00:00', '2026-03-25 21:00:00');
    expect(shiftRecurrence(r, TUESDAY, wednesday)).toEqual({
      rules: ['FREQ=WEEKLY;BYDAY=WE'],
      rdates: ['2026-04-03 19:00:00'],
      exdates: ['2026-04-08 19:00:00'],
    });
  });

  test('days that still include the new weekday stay', () => {
    const r = rec(['FREQ=WEEKLY;BYDAY=TU,TH'], [], ['2026-04-07 19:00:00']);
    const thursday = moved('2026-03-26 19:00:00', '2026-03-26 21:00:00');
    expect(shiftRecurrence(r, TUESDAY, thursday)).toEqual({
      rules: ['FREQ=WEEKLY;BYDAY=TU,TH'],
      rdates: [],
      exdates: ['2026-04-09 19:00:00'],
    });
  });

  test('days wrap around the week, in their stored order', () => {
    // Tuesday → the next Monday: six days later.
    const r = rec(['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH']);
    const monday = moved('2026-03-30 19:00:00', '2026-03-30 21:00:00');
    expect(shiftRecurrence(r, TUESDAY, monday).rules).toEqual([
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE',
    ]);
  });

  test('a new time of day moves the dates by the same amount; other rules stay', () => {
    const r = rec(['FREQ=MONTHLY;BYDAY=2TU'], ['2026-05-01 19:00:00'], ['2026-04-14 19:00:00']);
    const later = moved('2026-03-24 20:30:00', '2026-03-24 22:30:00');
    expect(shiftRecurrence(r, TUESDAY, later)).toEqual({
      rules: ['FREQ=MONTHLY;BYDAY=2TU'],
      rdates: ['2026-05-01 20:30:00'],
      exdates: ['2026-04-14 20:30:00'],
    });
  });

  test('timed → all-day: UNTIL becomes a date, dates become days', () => {
    const r = rec(['FREQ=DAILY;UNTIL=20260410T165959Z'], [], ['2026-03-26 19:00:00']);
    const allDay = moved('2026-03-24 00:00:00', '2026-03-24 23:59:59', { allDay: true });
    expect(shiftRecurrence(r, TUESDAY, allDay)).toEqual({
      rules: ['FREQ=DAILY;UNTIL=20260410'],
      rdates: [],
      exdates: ['2026-03-26 00:00:00'],
    });
  });

  test('all-day → timed: UNTIL becomes the end of that day, dates get the new time', () => {
    const allDay = moved('2026-03-24 00:00:00', '2026-03-24 23:59:59', { allDay: true });
    const r = rec(['FREQ=DAILY;UNTIL=20260410'], [], ['2026-03-26 00:00:00']);
    expect(shiftRecurrence(r, allDay, TUESDAY)).toEqual({
      rules: ['FREQ=DAILY;UNTIL=20260410T215959Z'],
      rdates: [],
      exdates: ['2026-03-26 19:00:00'],
    });
  });

  test('the moved series expands to the moved occurrences', () => {
    const r = rec(['FREQ=WEEKLY;COUNT=4;BYDAY=TU'], [], ['2026-03-31 19:00:00']);
    const wednesday = moved('2026-03-25 18:00:00', '2026-03-25 20:00:00');
    expect(starts(shiftRecurrence(r, TUESDAY, wednesday), wednesday)).toEqual([
      '2026-03-25 18:00:00',
      '2026-04-08 18:00:00',
      '2026-04-15 18:00:00',
    ]);
  });
});
