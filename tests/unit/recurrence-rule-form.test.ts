/**
 * The recurrence builder's pure half (admin/src/components/recurrence/rule-form.ts): rules ⇄ the
 * builder's controls, anchored at the event's start in its own timezone; rules the controls cannot
 * show exactly are left to the text box; UNTIL follows "all day"; the date lists' entries.
 */
import fc from 'fast-check';
import {
  anchorOf,
  badRuleLines,
  dateEntry,
  defaultForm,
  fitUntil,
  formToRule,
  readValue,
  ruleParts,
  ruleToForm,
  rulesFromText,
  untilValue,
  wallInZone,
  wallToUtc,
  withDate,
  withoutDate,
  FREQUENCIES,
  ORDINALS,
  WEEKDAYS,
  type FormAnchor,
  type RuleForm,
} from '../../admin/src/components/recurrence/rule-form';

/** Tuesday 5 January 2027, 19:00 in Brussels (18:00 UTC). */
const brussels: FormAnchor = {
  start: '2027-01-05 19:00:00',
  timezone: 'Europe/Brussels',
  allDay: false,
};
const london: FormAnchor = { ...brussels, timezone: 'Europe/London' };
const allDay: FormAnchor = {
  start: '2027-01-05 00:00:00',
  timezone: 'Europe/Brussels',
  allDay: true,
};

describe('wall times in the event’s zone', () => {
  it('reads an instant in a named zone, across daylight saving time', () => {
    expect(wallInZone(new Date('2027-01-05T18:00:00Z'), 'Europe/Brussels')).toBe(
      '2027-01-05 19:00:00'
    );
    expect(wallInZone(new Date('2027-07-05T17:00:00Z'), 'Europe/Brussels')).toBe(
      '2027-07-05 19:00:00'
    );
    expect(wallInZone(new Date('2027-07-05T17:00:00Z'), 'America/New_York')).toBe(
      '2027-07-05 13:00:00'
    );
  });

  it('reads the fixed offsets the server accepts, and refuses an unknown zone', () => {
    const at = new Date('2027-01-05T18:00:00Z');
    expect(wallInZone(at, '+02:00')).toBe('2027-01-05 20:00:00');
    expect(wallInZone(at, 'UTC+5:30')).toBe('2027-01-05 23:30:00');
    expect(wallInZone(at, 'UTC-5.5')).toBe('2027-01-05 12:30:00');
    expect(wallInZone(at, 'UTC')).toBe('2027-01-05 18:00:00');
    expect(wallInZone(at, 'Mars/Olympus')).toBeNull();
  });

  it('finds the instant of a wall time on both sides of a change', () => {
    expect(wallToUtc('2027-03-27 23:59:59', 'Europe/Brussels')?.toISOString()).toBe(
      '2027-03-27T22:59:59.000Z'
    );
    expect(wallToUtc('2027-03-28 23:59:59', 'Europe/Brussels')?.toISOString()).toBe(
      '2027-03-28T21:59:59.000Z'
    );
    expect(wallToUtc('2027-02-30 10:00:00', 'UTC')).toBeNull();
  });

  it('anchors the builder at the form’s start, in the event’s zone', () => {
    expect(anchorOf('2027-01-05T18:00:00.000Z', 'Europe/Brussels', false)).toEqual(brussels);
    // All-day: the day in the event's zone, at midnight.
    expect(anchorOf('2027-01-04T23:30:00.000Z', 'Europe/Brussels', true)).toEqual(allDay);
    expect(anchorOf('2027-01-05T18:00:00.000Z', '', false)?.timezone).toBe('UTC');
    expect(anchorOf('2027-01-05T18:00:00.000Z', 'Nowhere/Else', false)?.start).toBe(
      '2027-01-05 18:00:00'
    );
    expect(anchorOf(null, 'UTC', false)).toBeNull();
    expect(anchorOf('', 'UTC', false)).toBeNull();
  });
});

describe('a new rule', () => {
  it('repeats weekly on the start’s weekday, and offers the start’s day patterns', () => {
    expect(defaultForm(brussels)).toEqual({
      freq: 'WEEKLY',
      interval: 1,
      weekdays: ['TU'],
      by: 'monthday',
      monthDay: 5,
      ordinal: 1,
      weekday: 'TU',
      month: 1,
      end: 'never',
      count: 10,
      until: '2027-04-05',
    });
    expect(formToRule(defaultForm(brussels), brussels)).toBe('FREQ=WEEKLY;BYDAY=TU');
  });

  it('calls a fifth weekday the last one (not every month has a fifth)', () => {
    // Friday 29 January 2027 is the fifth Friday.
    expect(defaultForm({ ...brussels, start: '2027-01-29 19:00:00' })).toMatchObject({
      ordinal: -1,
      weekday: 'FR',
    });
    // Monday 22 February 2027: the fourth, and also the last.
    expect(defaultForm({ ...brussels, start: '2027-02-22 19:00:00' }).ordinal).toBe(4);
  });
});

describe('controls → rule', () => {
  const form = (over: Partial<RuleForm>): RuleForm => ({ ...defaultForm(brussels), ...over });

  it('writes the issue’s example: weekly on Tuesday and Thursday until a day, UNTIL in UTC', () => {
    const f = form({ weekdays: ['TH', 'TU'], end: 'until', until: '2027-03-31' });
    expect(formToRule(f, london)).toBe('FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270331T225959Z');
    // The same last day in Brussels ends an hour earlier in UTC; all-day events end on a date.
    expect(formToRule(f, brussels)).toBe('FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270331T215959Z');
    expect(formToRule(f, allDay)).toBe('FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270331');
  });

  it('writes intervals, counts, monthly and yearly patterns', () => {
    expect(formToRule(form({ freq: 'DAILY', interval: 3, end: 'count', count: 8 }), brussels)).toBe(
      'FREQ=DAILY;INTERVAL=3;COUNT=8'
    );
    expect(formToRule(form({ freq: 'WEEKLY', interval: 2 }), brussels)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU'
    );
    expect(formToRule(form({ freq: 'MONTHLY', monthDay: 15 }), brussels)).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=15'
    );
    expect(formToRule(form({ freq: 'MONTHLY', monthDay: -1 }), brussels)).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=-1'
    );
    expect(
      formToRule(form({ freq: 'MONTHLY', by: 'weekday', ordinal: 2, weekday: 'TU' }), brussels)
    ).toBe('FREQ=MONTHLY;BYDAY=2TU');
    expect(
      formToRule(form({ freq: 'MONTHLY', by: 'weekday', ordinal: -1, weekday: 'FR' }), brussels)
    ).toBe('FREQ=MONTHLY;BYDAY=-1FR');
    expect(formToRule(form({ freq: 'YEARLY' }), brussels)).toBe(
      'FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=5'
    );
    expect(
      formToRule(
        form({ freq: 'YEARLY', month: 5, by: 'weekday', ordinal: -1, weekday: 'MO' }),
        brussels
      )
    ).toBe('FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO');
  });

  it('keeps a WKST it found', () => {
    const f = ruleToForm('FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=SU', brussels)!;
    expect(f.wkst).toBe('SU');
    expect(formToRule(f, brussels)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=SU');
  });
});

describe('rule → controls', () => {
  it('reads back every rule the controls write', () => {
    for (const rule of [
      'FREQ=DAILY',
      'FREQ=DAILY;INTERVAL=3;COUNT=8',
      'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270331T215959Z',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=20',
      'FREQ=MONTHLY;BYMONTHDAY=15',
      'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1',
      'FREQ=MONTHLY;BYDAY=2TU',
      'FREQ=MONTHLY;BYDAY=-1FR;COUNT=6',
      'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15',
      'FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO;UNTIL=20300601T215959Z',
    ])
      expect([rule, formToRule(ruleToForm(rule, brussels)!, brussels)]).toEqual([rule, rule]);
  });

  it('reads the same rule however it is spelled', () => {
    const weekly = ruleToForm('RRULE:freq=weekly;byday=th,tu;interval=1;', brussels);
    expect(weekly).toMatchObject({ freq: 'WEEKLY', interval: 1, weekdays: ['TU', 'TH'] });
    // BYSETPOS with one weekday is "the 2nd Tuesday" too.
    expect(ruleToForm('FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2', brussels)).toMatchObject({
      by: 'weekday',
      ordinal: 2,
      weekday: 'TU',
    });
    expect(ruleToForm('FREQ=MONTHLY;BYDAY=+2TU', brussels)).toMatchObject({ ordinal: 2 });
  });

  it('takes what a rule leaves out from the start, as RFC 5545 does', () => {
    expect(ruleToForm('FREQ=WEEKLY', brussels)?.weekdays).toEqual(['TU']);
    expect(ruleToForm('FREQ=MONTHLY', brussels)).toMatchObject({ by: 'monthday', monthDay: 5 });
    expect(ruleToForm('FREQ=YEARLY', brussels)).toMatchObject({ month: 1, monthDay: 5 });
    expect(ruleToForm('FREQ=YEARLY;BYMONTH=6', brussels)).toMatchObject({
      month: 6,
      monthDay: 5,
    });
  });

  it('reads UNTIL as the last day an occurrence may start on, in the event’s zone', () => {
    // 21:59:59Z is 23:59:59 in Brussels on 31 March.
    expect(ruleToForm('FREQ=DAILY;UNTIL=20270331T215959Z', brussels)?.until).toBe('2027-03-31');
    // 12:00Z is 14:00 in Brussels: that day's 19:00 occurrence is already past UNTIL.
    expect(ruleToForm('FREQ=DAILY;UNTIL=20270331T120000Z', brussels)?.until).toBe('2027-03-30');
    expect(ruleToForm('FREQ=DAILY;UNTIL=20270331', allDay)).toMatchObject({
      end: 'until',
      until: '2027-03-31',
    });
  });

  it('leaves to the text box what the controls cannot show exactly', () => {
    for (const rule of [
      '',
      'not a rule',
      'INTERVAL=2',
      'FREQ=HOURLY',
      'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=DAILY;BYHOUR=9,17',
      'FREQ=WEEKLY;BYDAY=2TU',
      'FREQ=WEEKLY;BYMONTH=3',
      'FREQ=MONTHLY;BYDAY=TU,TH',
      'FREQ=MONTHLY;BYDAY=TU',
      'FREQ=MONTHLY;BYDAY=-2TU',
      'FREQ=MONTHLY;BYMONTHDAY=1,15',
      'FREQ=MONTHLY;BYMONTHDAY=0',
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      'FREQ=YEARLY;BYDAY=2TU',
      'FREQ=YEARLY;BYMONTHDAY=15',
      'FREQ=YEARLY;BYMONTH=3,9;BYMONTHDAY=15',
      'FREQ=YEARLY;BYWEEKNO=20',
      'FREQ=DAILY;COUNT=3;UNTIL=20270331',
      'FREQ=DAILY;COUNT=0',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;UNTIL=20270331T235959',
      'FREQ=DAILY;UNTIL=tomorrow',
      'FREQ=DAILY;FREQ=WEEKLY',
      'FREQ=DAILY;WKST=XX',
    ])
      expect([rule, ruleToForm(rule, brussels)]).toEqual([rule, null]);
  });

  it('gives back any controls’ state from the rule they write', () => {
    const weekdays = fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { minLength: 1 });
    const day = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2040-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const forms = fc.record({
      freq: fc.constantFrom(...FREQUENCIES),
      interval: fc.integer({ min: 1, max: 99 }),
      weekdays,
      by: fc.constantFrom('monthday' as const, 'weekday' as const),
      monthDay: fc.constantFrom(...Array.from({ length: 31 }, (_, i) => i + 1), -1),
      ordinal: fc.constantFrom(...ORDINALS),
      weekday: fc.constantFrom(...WEEKDAYS),
      month: fc.integer({ min: 1, max: 12 }),
      end: fc.constantFrom('never' as const, 'count' as const, 'until' as const),
      count: fc.integer({ min: 1, max: 999 }),
      until: day,
    });
    const anchors = fc.constantFrom(brussels, london, allDay, {
      ...brussels,
      timezone: 'America/New_York',
      start: '2027-01-05 07:30:00',
    });
    fc.assert(
      fc.property(forms, anchors, (f, anchor) => {
        const back = ruleToForm(formToRule(f, anchor), anchor);
        // What the rule does not say comes back as the defaults; what it says comes back as set.
        const said: Partial<RuleForm> = { freq: f.freq, interval: f.interval, end: f.end };
        if (f.freq === 'WEEKLY') said.weekdays = WEEKDAYS.filter((d) => f.weekdays.includes(d));
        if (f.freq === 'MONTHLY' || f.freq === 'YEARLY') {
          said.by = f.by;
          if (f.by === 'monthday') said.monthDay = f.monthDay;
          else Object.assign(said, { ordinal: f.ordinal, weekday: f.weekday });
        }
        if (f.freq === 'YEARLY') said.month = f.month;
        if (f.end === 'count') said.count = f.count;
        if (f.end === 'until') said.until = f.until;
        expect(back).toMatchObject(said);
      })
    );
  });
});

describe('UNTIL follows "all day"', () => {
  it('becomes a date when the event becomes all-day, and a UTC time when it stops being', () => {
    expect(fitUntil('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270331T215959Z', allDay)).toBe(
      'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270331'
    );
    expect(fitUntil('FREQ=WEEKLY;UNTIL=20270331;BYDAY=TU', brussels)).toBe(
      'FREQ=WEEKLY;UNTIL=20270331T215959Z;BYDAY=TU'
    );
    // A floating time is read in the event's zone.
    expect(fitUntil('FREQ=DAILY;UNTIL=20270331T190000', brussels)).toBe(
      'FREQ=DAILY;UNTIL=20270331T170000Z'
    );
  });

  it('leaves a rule that already fits, or has no UNTIL, as written', () => {
    for (const [rule, anchor] of [
      ['FREQ=WEEKLY;BYDAY=TU;UNTIL=20270331T215959Z', brussels],
      ['FREQ=WEEKLY;BYDAY=TU;UNTIL=20270331', allDay],
      ['FREQ=WEEKLY;COUNT=4', allDay],
      ['FREQ=WEEKLY;UNTIL=garbage', brussels],
    ] as const)
      expect(fitUntil(rule, anchor)).toBe(rule);
  });

  it('gives all-day events a date and timed events the end of the day in UTC', () => {
    expect(untilValue('2027-07-01', allDay)).toBe('20270701');
    expect(untilValue('2027-07-01', brussels)).toBe('20270701T215959Z');
    expect(untilValue('2027-07-01', { ...brussels, timezone: 'UTC-5.5' })).toBe('20270702T052959Z');
  });
});

describe('the text box', () => {
  it('takes one rule a line, with or without the RRULE: prefix', () => {
    expect(rulesFromText('RRULE:FREQ=DAILY\n\n  FREQ=WEEKLY;BYDAY=MO  \r\n')).toEqual([
      'FREQ=DAILY',
      'FREQ=WEEKLY;BYDAY=MO',
    ]);
    expect(badRuleLines('FREQ=DAILY\nhello\n\nBYDAY=MO')).toEqual([2, 4]);
    expect(ruleParts('FREQ=DAILY;X-NAME=1')).toEqual({ FREQ: 'DAILY', 'X-NAME': '1' });
    expect(ruleParts('FREQ=DAILY;=1')).toBeNull();
  });
});

describe('the value and its date lists', () => {
  it('reads the attribute as stored, as JSON text, or as nothing', () => {
    const value = { rules: ['FREQ=DAILY'], rdates: ['2027-02-01 19:00:00'], exdates: [] };
    expect(readValue(value)).toEqual(value);
    expect(readValue(JSON.stringify(value))).toEqual(value);
    expect(readValue({ rules: ['FREQ=DAILY'] })).toEqual({
      rules: ['FREQ=DAILY'],
      rdates: [],
      exdates: [],
    });
    for (const nothing of [null, undefined, '', '  ', 'not json', '[1]', 3, []])
      expect(readValue(nothing)).toBeNull();
  });

  it('adds dates at the event’s start time unless told, midnight for all-day events', () => {
    expect(dateEntry('2027-02-01', undefined, brussels)).toBe('2027-02-01 19:00:00');
    expect(dateEntry('2027-02-01', '08:30', brussels)).toBe('2027-02-01 08:30:00');
    expect(dateEntry('2027-02-01', '08:30', allDay)).toBe('2027-02-01 00:00:00');
  });

  it('keeps a list in order, each date once', () => {
    const list = withDate(
      withDate(['2027-03-01 19:00:00'], '2027-02-01 19:00:00'),
      '2027-03-01 19:00:00'
    );
    expect(list).toEqual(['2027-02-01 19:00:00', '2027-03-01 19:00:00']);
    expect(withoutDate(list, '2027-02-01 19:00:00')).toEqual(['2027-03-01 19:00:00']);
  });
});

describe('the builder’s texts', () => {
  const keys = (lang: string) =>
    Object.keys(require(`../../admin/src/translations/${lang}.json`))
      .filter((key) => key.startsWith('recurrence.'))
      .sort();

  it('has every text in English, French and Dutch', () => {
    expect(keys('en').length).toBeGreaterThan(40);
    expect(keys('fr')).toEqual(keys('en'));
    expect(keys('nl')).toEqual(keys('en'));
  });
});
