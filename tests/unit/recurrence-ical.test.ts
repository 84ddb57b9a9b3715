/**
 * Writing a series out: iCalendar content lines (read back to the same recurrence) and the
 * schema.org Schedule of JSON-LD.
 */
import {
  eventSchedule,
  parseRecurrenceText,
  recurrenceToIcal,
  type Anchor,
  type Recurrence,
} from '../../server/src/domain/recurrence';

const BRUSSELS: Anchor = {
  start: '2026-03-24 19:00:00',
  end: '2026-03-24 21:00:00',
  timezone: 'Europe/Brussels',
  allDay: false,
};
const ALL_DAY: Anchor = {
  start: '2026-03-24 00:00:00',
  end: '2026-03-25 23:59:59',
  timezone: 'Europe/Brussels',
  allDay: true,
};

const WEEKLY: Recurrence = {
  rules: ['FREQ=WEEKLY;UNTIL=20270331T215959Z;BYDAY=TU,TH'],
  rdates: ['2026-04-01 19:00:00', '2026-04-10 18:00:00'],
  exdates: ['2026-03-31 19:00:00'],
};

describe('recurrenceToIcal', () => {
  test('a named zone: RRULE, then RDATE and EXDATE with TZID', () => {
    expect(recurrenceToIcal(WEEKLY, BRUSSELS)).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270331T215959Z;BYDAY=TU,TH',
      'RDATE;TZID=Europe/Brussels:20260401T190000,20260410T180000',
      'EXDATE;TZID=Europe/Brussels:20260331T190000',
    ]);
  });

  test('UTC and fixed offsets have no TZID: dates are written in UTC', () => {
    expect(recurrenceToIcal(WEEKLY, { ...BRUSSELS, timezone: 'UTC' })).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270331T215959Z;BYDAY=TU,TH',
      'RDATE:20260401T190000Z,20260410T180000Z',
      'EXDATE:20260331T190000Z',
    ]);
    expect(recurrenceToIcal(WEEKLY, { ...BRUSSELS, timezone: 'UTC-5:30' })).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270331T215959Z;BYDAY=TU,TH',
      'RDATE:20260402T003000Z,20260410T233000Z',
      'EXDATE:20260401T003000Z',
    ]);
  });

  test('all-day: VALUE=DATE and a date UNTIL', () => {
    const rec: Recurrence = {
      rules: ['FREQ=DAILY;UNTIL=20260410'],
      rdates: [],
      exdates: ['2026-03-26 00:00:00', '2026-03-28 00:00:00'],
    };
    expect(recurrenceToIcal(rec, ALL_DAY)).toEqual([
      'RRULE:FREQ=DAILY;UNTIL=20260410',
      'EXDATE;VALUE=DATE:20260326,20260328',
    ]);
  });

  test('no dates, no date lines; no rule, only dates', () => {
    expect(recurrenceToIcal({ rules: ['FREQ=DAILY'], rdates: [], exdates: [] }, BRUSSELS)).toEqual([
      'RRULE:FREQ=DAILY',
    ]);
    expect(
      recurrenceToIcal({ rules: [], rdates: ['2026-04-01 19:00:00'], exdates: [] }, BRUSSELS)
    ).toEqual(['RDATE;TZID=Europe/Brussels:20260401T190000']);
  });

  test.each([
    ['Brussels', WEEKLY, BRUSSELS],
    ['UTC', WEEKLY, { ...BRUSSELS, timezone: 'UTC' }],
    ['UTC+2', WEEKLY, { ...BRUSSELS, timezone: 'UTC+2' }],
    ['New York', WEEKLY, { ...BRUSSELS, timezone: 'America/New_York' }],
    [
      'all-day',
      {
        rules: ['FREQ=MONTHLY;COUNT=6;BYDAY=-1FR'],
        rdates: ['2026-05-05 00:00:00'],
        exdates: ['2026-04-24 00:00:00'],
      },
      ALL_DAY,
    ],
    [
      'several rules',
      {
        rules: ['FREQ=YEARLY;BYMONTH=3;BYDAY=4TU', 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1,15'],
        rdates: [],
        exdates: [],
      },
      BRUSSELS,
    ],
  ])('lines read back to the same recurrence (%s)', (_name, rec, anchor) => {
    const lines = recurrenceToIcal(rec as Recurrence, anchor as Anchor);
    expect(parseRecurrenceText(lines.join('\r\n'), anchor as Anchor)).toEqual(rec);
  });
});

describe('eventSchedule', () => {
  test('weekly with days, an end date, times, zone and excluded dates', () => {
    expect(eventSchedule(WEEKLY, BRUSSELS)).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: ['https://schema.org/Tuesday', 'https://schema.org/Thursday'],
      startDate: '2026-03-24',
      endDate: '2027-03-31',
      startTime: '19:00:00',
      endTime: '21:00:00',
      duration: 'PT2H',
      scheduleTimezone: 'Europe/Brussels',
      exceptDate: ['2026-03-31T19:00:00+02:00'],
    });
  });

  test('monthly on the second Tuesday: the day and byMonthWeek', () => {
    const rec = { rules: ['FREQ=MONTHLY;INTERVAL=2;COUNT=5;BYDAY=2TU'], rdates: [], exdates: [] };
    expect(eventSchedule(rec, BRUSSELS)).toMatchObject({
      repeatFrequency: 'P2M',
      byDay: ['https://schema.org/Tuesday'],
      byMonthWeek: [2],
      repeatCount: 5,
    });
  });

  test('positions schema.org cannot say are written as iCalendar text', () => {
    const rec = { rules: ['FREQ=MONTHLY;BYDAY=-1FR'], rdates: [], exdates: [] };
    const schedule = eventSchedule(rec, BRUSSELS);
    expect(schedule?.byDay).toEqual(['-1FR']);
    expect(schedule).not.toHaveProperty('byMonthWeek');
  });

  test('month days and months', () => {
    const rec = { rules: ['FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=4'], rdates: [], exdates: [] };
    expect(eventSchedule(rec, BRUSSELS)).toMatchObject({
      repeatFrequency: 'P1Y',
      byMonth: [7],
      byMonthDay: [4],
    });
  });

  test('all-day: dates, a day count, no times', () => {
    const rec = {
      rules: ['FREQ=DAILY;UNTIL=20260410'],
      rdates: [],
      exdates: ['2026-03-26 00:00:00'],
    };
    expect(eventSchedule(rec, ALL_DAY)).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P1D',
      startDate: '2026-03-24',
      endDate: '2026-04-10',
      duration: 'P2D',
      scheduleTimezone: 'Europe/Brussels',
      exceptDate: ['2026-03-26'],
    });
  });

  test('zones: UTC, whole-hour offsets as Etc/GMT (POSIX signs), others left out', () => {
    const rec = { rules: ['FREQ=DAILY'], rdates: [], exdates: [] };
    const zone = (timezone: string) =>
      eventSchedule(rec, { ...BRUSSELS, timezone })?.scheduleTimezone;
    expect(zone('UTC')).toBe('UTC');
    expect(zone('UTC+2')).toBe('Etc/GMT-2');
    expect(zone('UTC-5')).toBe('Etc/GMT+5');
    expect(zone('UTC+5:30')).toBeUndefined();
  });

  test('hourly, and odd lengths', () => {
    const rec = { rules: ['FREQ=HOURLY;INTERVAL=3'], rdates: [], exdates: [] };
    const anchor = { ...BRUSSELS, end: '2026-03-24 19:45:30' };
    expect(eventSchedule(rec, anchor)).toMatchObject({
      repeatFrequency: 'PT3H',
      duration: 'PT45M30S',
    });
  });

  test('only the first rule; none without a rule', () => {
    const two = { rules: ['FREQ=DAILY', 'FREQ=WEEKLY'], rdates: [], exdates: [] };
    expect(eventSchedule(two, BRUSSELS)?.repeatFrequency).toBe('P1D');
    expect(
      eventSchedule({ rules: [], rdates: ['2026-04-01 19:00:00'], exdates: [] }, BRUSSELS)
    ).toBeNull();
  });
});
