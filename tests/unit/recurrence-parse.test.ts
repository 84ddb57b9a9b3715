/**
 * Reading recurrences: RFC 5545 text and the object form into the stored form, and every refusal.
 */
import {
  isRecurrenceError,
  normalizeRecurrence,
  parseRecurrenceText,
  RecurrenceError,
  type Anchor,
  type Recurrence,
} from '../../server/src/domain/recurrence';

/** Tuesday 24 March 2026, 19:00–21:00 in Brussels (CET until the 29th). */
const TUESDAY: Anchor = {
  start: '2026-03-24 19:00:00',
  end: '2026-03-24 21:00:00',
  timezone: 'Europe/Brussels',
  allDay: false,
};
const ALL_DAY: Anchor = {
  start: '2026-03-24 00:00:00',
  end: '2026-03-24 23:59:59',
  timezone: 'Europe/Brussels',
  allDay: true,
};

function parsed(text: string, anchor: Anchor = TUESDAY): Recurrence {
  const rec = parseRecurrenceText(text, anchor);
  if (isRecurrenceError(rec)) throw new Error(`refused: ${rec.message}`);
  return rec;
}

function refusal(result: Recurrence | RecurrenceError): RecurrenceError {
  if (!isRecurrenceError(result)) throw new Error(`accepted: ${JSON.stringify(result)}`);
  return result;
}

describe('parseRecurrenceText', () => {
  test('RRULE, RDATE and EXDATE lines, with TZID, UTC and floating values', () => {
    const text = [
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270331T215959Z',
      'RDATE;TZID=America/New_York:20260410T130000',
      'RDATE:20260501T170000Z,20260502T190000',
      'EXDATE;TZID=Europe/Brussels:20260407T190000',
    ].join('\n');
    expect(parsed(text)).toEqual({
      rules: ['FREQ=WEEKLY;UNTIL=20270331T215959Z;BYDAY=TU,TH'],
      // 13:00 in New York is 19:00 in Brussels; 17:00Z in May is 19:00 CEST; floating is Brussels.
      rdates: ['2026-04-10 19:00:00', '2026-05-01 19:00:00', '2026-05-02 19:00:00'],
      exdates: ['2026-04-07 19:00:00'],
    });
  });

  test('a bare rule', () => {
    expect(parsed('FREQ=MONTHLY;BYDAY=2TU')).toEqual({
      rules: ['FREQ=MONTHLY;BYDAY=2TU'],
      rdates: [],
      exdates: [],
    });
  });

  test('folded lines and CRLF are unfolded', () => {
    const text =
      'RRULE:FREQ=WEEKLY;BY\r\n DAY=TU,TH;COUNT=8\r\nEXDATE;TZID=Europe/Brussels:20260331T190000,\r\n\t20260402T190000\r\n';
    expect(parsed(text)).toEqual({
      rules: ['FREQ=WEEKLY;COUNT=8;BYDAY=TU,TH'],
      rdates: [],
      exdates: ['2026-03-31 19:00:00', '2026-04-02 19:00:00'],
    });
  });

  test('lower case, any part order and INTERVAL=1 come out in one stored form', () => {
    expect(parsed('rrule:byday=th,tu;interval=1;freq=weekly').rules).toEqual([
      'FREQ=WEEKLY;BYDAY=TU,TH',
    ]);
    expect(parsed('RRULE:BYMONTHDAY=15,1,15;FREQ=MONTHLY;INTERVAL=02').rules).toEqual([
      'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1,15',
    ]);
  });

  test('VALUE=DATE on an all-day series; a date on a timed series means the event time that day', () => {
    expect(
      parsed('RRULE:FREQ=DAILY;COUNT=7\nEXDATE;VALUE=DATE:20260326,20260327', ALL_DAY)
    ).toEqual({
      rules: ['FREQ=DAILY;COUNT=7'],
      rdates: [],
      exdates: ['2026-03-26 00:00:00', '2026-03-27 00:00:00'],
    });
    expect(parsed('RRULE:FREQ=WEEKLY\nEXDATE;VALUE=DATE:20260407').exdates).toEqual([
      '2026-04-07 19:00:00',
    ]);
  });

  test('a date-time on an all-day series keeps its local date', () => {
    // 23:30Z on 31 March is 01:30 on 1 April in Brussels.
    expect(parsed('RRULE:FREQ=DAILY\nRDATE:20260331T233000Z', ALL_DAY).rdates).toEqual([
      '2026-04-01 00:00:00',
    ]);
  });

  test('a quoted TZID is read', () => {
    expect(
      parsed('RRULE:FREQ=DAILY\nEXDATE;TZID="Europe/Brussels":20260325T190000').exdates
    ).toEqual(['2026-03-25 19:00:00']);
  });

  test.each([
    ['DTSTART;TZID=Europe/Brussels:20260324T190000\nRRULE:FREQ=DAILY', /DTSTART is not accepted/],
    ['RRULE:FREQ=DAILY\nEXRULE:FREQ=WEEKLY', /EXRULE lines are not supported/],
    ['RRULE:FREQ=DAILY\nRDATE;TZID=Mars/Olympus:20260401T100000', /Unknown time zone/],
    ['RRULE:FREQ=DAILY\nRDATE;VALUE=PERIOD:20260401T100000Z/PT1H', /VALUE=PERIOD is not supported/],
    ['RRULE:FREQ=DAILY\nRDATE:2026-04-01', /not a date or date-time/],
    ['RRULE:FREQ=DAILY\nRDATE:20260231T100000', /not a date or date-time/],
    ['every tuesday', /not an RRULE, RDATE or EXDATE line/],
    ['', /needs a rule or at least one added date/],
  ])('refuses %j', (text, message) => {
    const error = refusal(parseRecurrenceText(text, TUESDAY));
    expect(error.message).toMatch(message);
  });
});

describe('rule parts', () => {
  const rule = (text: string, anchor: Anchor = TUESDAY) =>
    normalizeRecurrence({ rules: [text], rdates: [], exdates: [] }, anchor);

  test.each([
    ['FREQ=SECONDLY', 'frequency'],
    ['FREQ=MINUTELY;COUNT=5', 'frequency'],
    ['FREQ=FORTNIGHTLY', 'invalid'],
    ['BYDAY=TU', 'invalid'],
    ['FREQ=DAILY;INTERVAL=0', 'invalid'],
    ['FREQ=DAILY;INTERVAL=-1', 'invalid'],
    ['FREQ=DAILY;COUNT=0', 'invalid'],
    ['FREQ=DAILY;COUNT=3;UNTIL=20270101T000000Z', 'invalid'],
    ['FREQ=DAILY;FOO=1', 'invalid'],
    ['FREQ=YEARLY;RSCALE=HEBREW', 'invalid'],
    ['FREQ=DAILY;COUNT=3;COUNT=4', 'invalid'],
    ['FREQ=DAILY;BYMONTH=13', 'invalid'],
    ['FREQ=MONTHLY;BYMONTHDAY=0', 'invalid'],
    ['FREQ=MONTHLY;BYMONTHDAY=32', 'invalid'],
    ['FREQ=DAILY;BYHOUR=-1', 'invalid'],
    ['FREQ=WEEKLY;BYDAY=2TU', 'invalid'],
    ['FREQ=WEEKLY;BYDAY=TUE', 'invalid'],
    ['FREQ=MONTHLY;BYDAY=0TU', 'invalid'],
    ['FREQ=WEEKLY;WKST=XX', 'invalid'],
    ['FREQ=DAILY;UNTIL=2027-01-01', 'invalid'],
    ['FREQ=DAILY;;COUNT', 'invalid'],
    // RFC 5545 combinations only the library checks.
    ['FREQ=MONTHLY;BYWEEKNO=3', 'invalid'],
    ['FREQ=WEEKLY;BYMONTHDAY=3', 'invalid'],
    ['FREQ=DAILY;BYSETPOS=1', 'invalid'],
  ])('%s is refused (%s)', (text, code) => {
    const error = refusal(rule(text));
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(10);
  });

  test('COUNT with UNTIL is refused in words, not just by the library', () => {
    expect(refusal(rule('FREQ=DAILY;UNTIL=20270101;COUNT=3')).message).toBe(
      'A rule cannot have both COUNT and UNTIL (RFC 5545).'
    );
  });

  test('an all-day series refuses hourly rules and times of day', () => {
    expect(refusal(rule('FREQ=HOURLY', ALL_DAY)).code).toBe('frequency');
    expect(refusal(rule('FREQ=DAILY;BYHOUR=9', ALL_DAY)).code).toBe('invalid');
  });

  test.each([
    // Timed series: UTC kept; a date is the end of that local day; floating is local time.
    ['FREQ=DAILY;UNTIL=20270331T215959Z', TUESDAY, 'FREQ=DAILY;UNTIL=20270331T215959Z'],
    ['FREQ=DAILY;UNTIL=20270331', TUESDAY, 'FREQ=DAILY;UNTIL=20270331T215959Z'],
    ['FREQ=DAILY;UNTIL=20261231', TUESDAY, 'FREQ=DAILY;UNTIL=20261231T225959Z'],
    ['FREQ=DAILY;UNTIL=20270331T190000', TUESDAY, 'FREQ=DAILY;UNTIL=20270331T170000Z'],
    // All-day series: a date, the local date of a UTC value.
    ['FREQ=DAILY;UNTIL=20270331', ALL_DAY, 'FREQ=DAILY;UNTIL=20270331'],
    ['FREQ=DAILY;UNTIL=20270331T230000Z', ALL_DAY, 'FREQ=DAILY;UNTIL=20270401'],
    ['FREQ=DAILY;UNTIL=20270331T230000', ALL_DAY, 'FREQ=DAILY;UNTIL=20270331'],
  ])('UNTIL: %s → stored form', (text, anchor, stored) => {
    expect(rule(text, anchor)).toEqual({ rules: [stored], rdates: [], exdates: [] });
  });

  test('every part, in its stored order', () => {
    const text =
      'WKST=SU;BYSETPOS=-1;BYSECOND=0;BYMINUTE=30;BYHOUR=9;BYDAY=FR,-1MO,+2MO;BYMONTHDAY=-1;BYYEARDAY=100;BYWEEKNO=20;BYMONTH=6,1;COUNT=3;INTERVAL=2;FREQ=YEARLY';
    expect(refusal(rule(text)).code).toBe('invalid'); // BYDAY ordinals with BYWEEKNO (RFC 5545)
    const ok =
      'FREQ=YEARLY;INTERVAL=2;COUNT=3;BYMONTH=1,6;BYMONTHDAY=-1;BYDAY=MO,FR;BYHOUR=9;BYMINUTE=30;BYSECOND=0;BYSETPOS=-1;WKST=SU';
    expect(rule(ok.split(';').reverse().join(';'))).toEqual({
      rules: [ok],
      rdates: [],
      exdates: [],
    });
  });
});

describe('normalizeRecurrence', () => {
  test('RRULE: prefix, sorted unique dates, duplicate rules once', () => {
    const rec = normalizeRecurrence(
      {
        rules: ['RRULE:FREQ=WEEKLY;BYDAY=TU', 'FREQ=WEEKLY;BYDAY=TU'],
        rdates: ['2026-05-02 19:00:00', '2026-04-30 19:00:00', '2026-05-02 19:00:00'],
        exdates: ['2026-04-14 19:00:00'],
      },
      TUESDAY
    );
    expect(rec).toEqual({
      rules: ['FREQ=WEEKLY;BYDAY=TU'],
      rdates: ['2026-04-30 19:00:00', '2026-05-02 19:00:00'],
      exdates: ['2026-04-14 19:00:00'],
    });
  });

  test('all-day dates are kept at 00:00:00', () => {
    const rec = normalizeRecurrence(
      { rules: [], rdates: ['2026-04-02 10:00:00', '2026-04-01 00:00:00'], exdates: [] },
      ALL_DAY
    );
    expect(rec).toEqual({
      rules: [],
      rdates: ['2026-04-01 00:00:00', '2026-04-02 00:00:00'],
      exdates: [],
    });
  });

  test('dates only (no rule) are a recurrence', () => {
    const rec = normalizeRecurrence(
      { rules: [], rdates: ['2026-04-01 19:00:00'], exdates: [] },
      TUESDAY
    );
    expect(rec).toEqual({ rules: [], rdates: ['2026-04-01 19:00:00'], exdates: [] });
  });

  const rules = (list: unknown[]) => ({ rules: list, rdates: [], exdates: [] });
  test.each([
    ['nothing at all', rules([]), TUESDAY, 'empty'],
    [
      'a date with T',
      { ...rules(['FREQ=DAILY']), rdates: ['2026-04-01T19:00:00'] },
      TUESDAY,
      'invalid',
    ],
    [
      '30 February',
      { ...rules(['FREQ=DAILY']), exdates: ['2026-02-30 19:00:00'] },
      TUESDAY,
      'invalid',
    ],
    ['rules as a string', { ...rules([]), rules: 'FREQ=DAILY' }, TUESDAY, 'invalid'],
    ['a rule that is a number', rules([7]), TUESDAY, 'invalid'],
    ['an unknown zone', rules(['FREQ=DAILY']), { ...TUESDAY, timezone: 'Mars/Olympus' }, 'invalid'],
    [
      'an end before the start',
      rules(['FREQ=DAILY']),
      { ...TUESDAY, end: '2026-03-24 18:00:00' },
      'invalid',
    ],
  ])('refuses %s', (_label, input, anchor, code) => {
    expect(refusal(normalizeRecurrence(input as never, anchor)).code).toBe(code);
  });
});

describe('RecurrenceError', () => {
  test('the guard tells errors from recurrences', () => {
    expect(isRecurrenceError(new RecurrenceError('empty', 'x'))).toBe(true);
    expect(isRecurrenceError({ code: 'empty', message: 'x' })).toBe(false);
    expect(isRecurrenceError({ rules: [], rdates: [], exdates: [] })).toBe(false);
    expect(isRecurrenceError(null)).toBe(false);
  });
});
