/**
 * Expanding a series into occurrences: rule forms, added and excluded dates, all-day series, the
 * horizon, and the refusals. DST lives in recurrence-dst.test.ts.
 */
import {
  expandSeries,
  isRecurrenceError,
  type Anchor,
  type Expansion,
  type Recurrence,
  type RecurrenceError,
} from '../../server/src/domain/recurrence';

/** Wednesday 1 July 2026, 10:00–11:30 in Brussels (CEST all summer: no DST in these tests). */
const WEDNESDAY: Anchor = {
  start: '2026-07-01 10:00:00',
  end: '2026-07-01 11:30:00',
  timezone: 'Europe/Brussels',
  allDay: false,
};
const FAR = { horizon: new Date('2030-01-01T00:00:00Z'), max: 1000 };

const rec = (rules: string[], rdates: string[] = [], exdates: string[] = []): Recurrence => ({
  rules,
  rdates,
  exdates,
});

function expanded(r: Recurrence, anchor: Anchor = WEDNESDAY, opts = FAR): Expansion {
  const result = expandSeries(r, anchor, opts);
  if (isRecurrenceError(result)) throw new Error(`refused: ${result.code} ${result.message}`);
  return result;
}

const starts = (r: Recurrence, anchor: Anchor = WEDNESDAY, opts = FAR) =>
  expanded(r, anchor, opts).occurrences.map((o) => o.startLocal);

function refused(r: Recurrence, anchor: Anchor = WEDNESDAY, opts = FAR): RecurrenceError {
  const result = expandSeries(r, anchor, opts);
  if (!isRecurrenceError(result)) throw new Error(`expanded: ${result.occurrences.length}`);
  return result;
}

describe('rule forms', () => {
  test('COUNT: exactly that many, DTSTART first', () => {
    expect(starts(rec(['FREQ=DAILY;COUNT=3']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-02 10:00:00',
      '2026-07-03 10:00:00',
    ]);
  });

  test('UNTIL is inclusive', () => {
    // 10:00 CEST on 3 July is 08:00Z.
    expect(starts(rec(['FREQ=DAILY;UNTIL=20260703T080000Z']))).toHaveLength(3);
    expect(starts(rec(['FREQ=DAILY;UNTIL=20260703T075959Z']))).toHaveLength(2);
  });

  test('weekly on two days', () => {
    expect(starts(rec(['FREQ=WEEKLY;COUNT=5;BYDAY=WE,FR']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-03 10:00:00',
      '2026-07-08 10:00:00',
      '2026-07-10 10:00:00',
      '2026-07-15 10:00:00',
    ]);
  });

  test('every 2 weeks', () => {
    expect(starts(rec(['FREQ=WEEKLY;INTERVAL=2;COUNT=3']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-15 10:00:00',
      '2026-07-29 10:00:00',
    ]);
  });

  test('DTSTART is the first occurrence even when the rule does not produce it, and uses up COUNT', () => {
    // A Wednesday start, a Thursday rule: Wednesday, then two Thursdays.
    expect(starts(rec(['FREQ=WEEKLY;COUNT=3;BYDAY=TH']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-02 10:00:00',
      '2026-07-09 10:00:00',
    ]);
  });

  test('monthly on the second Tuesday, and on the last day', () => {
    expect(starts(rec(['FREQ=MONTHLY;COUNT=4;BYDAY=2TU']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-14 10:00:00',
      '2026-08-11 10:00:00',
      '2026-09-08 10:00:00',
    ]);
    expect(starts(rec(['FREQ=MONTHLY;COUNT=3;BYMONTHDAY=-1']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-31 10:00:00',
      '2026-08-31 10:00:00',
    ]);
  });

  test('across the new year, to the end of February', () => {
    const anchor = { ...WEDNESDAY, start: '2026-12-31 10:00:00', end: '2026-12-31 11:30:00' };
    expect(starts(rec(['FREQ=MONTHLY;COUNT=3;BYMONTHDAY=-1']), anchor)).toEqual([
      '2026-12-31 10:00:00',
      '2027-01-31 10:00:00',
      '2027-02-28 10:00:00',
    ]);
  });

  test('monthly on the 31st skips shorter months (RFC 5545: invalid dates are ignored)', () => {
    const anchor = { ...WEDNESDAY, start: '2026-07-31 10:00:00', end: '2026-07-31 11:30:00' };
    expect(starts(rec(['FREQ=MONTHLY;COUNT=4']), anchor)).toEqual([
      '2026-07-31 10:00:00',
      '2026-08-31 10:00:00',
      '2026-10-31 10:00:00',
      '2026-12-31 10:00:00',
    ]);
  });

  test('yearly, and the last working day of the month (BYSETPOS)', () => {
    expect(starts(rec(['FREQ=YEARLY;COUNT=3']))).toEqual([
      '2026-07-01 10:00:00',
      '2027-07-01 10:00:00',
      '2028-07-01 10:00:00',
    ]);
    expect(starts(rec(['FREQ=MONTHLY;COUNT=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-31 10:00:00',
      '2026-08-31 10:00:00',
    ]);
  });

  test('hourly', () => {
    expect(starts(rec(['FREQ=HOURLY;INTERVAL=6;COUNT=4']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-01 16:00:00',
      '2026-07-01 22:00:00',
      '2026-07-02 04:00:00',
    ]);
  });

  test('several rules: their union, each date once', () => {
    expect(starts(rec(['FREQ=WEEKLY;COUNT=2', 'FREQ=DAILY;COUNT=3']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-02 10:00:00',
      '2026-07-03 10:00:00',
      '2026-07-08 10:00:00',
    ]);
  });
});

describe('occurrences', () => {
  test('each lasts exactly as long as the event, with UTC and local times', () => {
    const [first, second] = expanded(rec(['FREQ=WEEKLY;COUNT=2'])).occurrences;
    expect(first).toEqual({
      original: '2026-07-01 10:00:00',
      startUtc: new Date('2026-07-01T08:00:00Z'),
      endUtc: new Date('2026-07-01T09:30:00Z'),
      startLocal: '2026-07-01 10:00:00',
      endLocal: '2026-07-01 11:30:00',
    });
    expect(second.endUtc.getTime() - second.startUtc.getTime()).toBe(90 * 60_000);
    expect(second.endLocal).toBe('2026-07-08 11:30:00');
  });

  test('an event past midnight ends the next day every time', () => {
    const anchor = { ...WEDNESDAY, start: '2026-07-01 22:00:00', end: '2026-07-02 02:00:00' };
    const [, second] = expanded(rec(['FREQ=WEEKLY;COUNT=2']), anchor).occurrences;
    expect([second.startLocal, second.endLocal]).toEqual([
      '2026-07-08 22:00:00',
      '2026-07-09 02:00:00',
    ]);
  });

  test('fixed-offset zones (TEC’s UTC+2)', () => {
    const anchor = { ...WEDNESDAY, timezone: 'UTC+2' };
    const all = expanded(rec(['FREQ=DAILY;COUNT=2']), anchor).occurrences;
    expect(all.map((o) => o.startUtc.toISOString())).toEqual([
      '2026-07-01T08:00:00.000Z',
      '2026-07-02T08:00:00.000Z',
    ]);
    const india = { ...WEDNESDAY, timezone: 'UTC-5:30' };
    expect(expanded(rec(['FREQ=DAILY;COUNT=1']), india).occurrences[0].startUtc).toEqual(
      new Date('2026-07-01T15:30:00Z')
    );
  });
});

describe('added and excluded dates', () => {
  test('EXDATE removes an occurrence', () => {
    expect(starts(rec(['FREQ=DAILY;COUNT=4'], [], ['2026-07-02 10:00:00']))).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-03 10:00:00',
      '2026-07-04 10:00:00',
    ]);
  });

  test('EXDATE must match to the second', () => {
    expect(starts(rec(['FREQ=DAILY;COUNT=4'], [], ['2026-07-02 10:00:01']))).toHaveLength(4);
  });

  test('EXDATE can remove the first occurrence (DTSTART)', () => {
    expect(starts(rec(['FREQ=DAILY;COUNT=3'], [], ['2026-07-01 10:00:00']))).toEqual([
      '2026-07-02 10:00:00',
      '2026-07-03 10:00:00',
    ]);
  });

  test('RDATE adds dates in order, once even when the rule has them', () => {
    const r = rec(['FREQ=WEEKLY;COUNT=2'], ['2026-07-03 15:00:00', '2026-07-08 10:00:00']);
    expect(starts(r)).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-03 15:00:00',
      '2026-07-08 10:00:00',
    ]);
  });

  test('EXDATE removes an added date too', () => {
    const r = rec(['FREQ=WEEKLY;COUNT=1'], ['2026-07-03 15:00:00'], ['2026-07-03 15:00:00']);
    expect(starts(r)).toEqual(['2026-07-01 10:00:00']);
  });

  test('RDATE only: the start and the added dates', () => {
    const r = rec([], ['2026-09-15 18:00:00', '2026-08-01 10:00:00']);
    const all = expanded(r).occurrences;
    expect(all.map((o) => o.startLocal)).toEqual([
      '2026-07-01 10:00:00',
      '2026-08-01 10:00:00',
      '2026-09-15 18:00:00',
    ]);
    expect(all[2].endLocal).toBe('2026-09-15 19:30:00');
    expect(expanded(r).complete).toBe(true);
  });
});

describe('all-day series', () => {
  const DAY: Anchor = {
    start: '2026-07-01 00:00:00',
    end: '2026-07-01 23:59:59',
    timezone: 'Europe/Brussels',
    allDay: true,
  };

  test('daily for a week', () => {
    const all = expanded(rec(['FREQ=DAILY;COUNT=7']), DAY).occurrences;
    expect(all.map((o) => [o.startLocal, o.endLocal])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((d) => [`2026-07-0${d} 00:00:00`, `2026-07-0${d} 23:59:59`])
    );
    // Local midnight in Brussels (CEST) is 22:00Z the day before.
    expect(all[0].startUtc).toEqual(new Date('2026-06-30T22:00:00Z'));
    expect(all[0].endUtc).toEqual(new Date('2026-07-01T21:59:59Z'));
    expect(all[0].original).toBe('2026-07-01 00:00:00');
  });

  test('a three-day event keeps its three days every week', () => {
    const anchor = { ...DAY, end: '2026-07-03 23:59:59' };
    const all = expanded(rec(['FREQ=WEEKLY;COUNT=3']), anchor).occurrences;
    expect(all.map((o) => [o.startLocal, o.endLocal])).toEqual([
      ['2026-07-01 00:00:00', '2026-07-03 23:59:59'],
      ['2026-07-08 00:00:00', '2026-07-10 23:59:59'],
      ['2026-07-15 00:00:00', '2026-07-17 23:59:59'],
    ]);
  });

  test('UNTIL as a date is inclusive; dates are added and excluded by day', () => {
    const r = rec(['FREQ=DAILY;UNTIL=20260705'], ['2026-07-20 00:00:00'], ['2026-07-03 00:00:00']);
    expect(starts(r, DAY)).toEqual([
      '2026-07-01 00:00:00',
      '2026-07-02 00:00:00',
      '2026-07-04 00:00:00',
      '2026-07-05 00:00:00',
      '2026-07-20 00:00:00',
    ]);
  });

  test('the same dates whatever the zone', () => {
    const tokyo = { ...DAY, timezone: 'Asia/Tokyo' };
    const all = expanded(rec(['FREQ=WEEKLY;COUNT=2']), tokyo).occurrences;
    expect(all.map((o) => o.startLocal)).toEqual(['2026-07-01 00:00:00', '2026-07-08 00:00:00']);
    expect(all[1].startUtc).toEqual(new Date('2026-07-07T15:00:00Z'));
  });
});

describe('the horizon', () => {
  const soon = { horizon: new Date('2026-07-20T00:00:00Z'), max: 1000 };

  test('an unbounded rule stops at the horizon and is not complete', () => {
    const found = expanded(rec(['FREQ=WEEKLY']), WEDNESDAY, soon);
    expect(found.occurrences.map((o) => o.startLocal)).toEqual([
      '2026-07-01 10:00:00',
      '2026-07-08 10:00:00',
      '2026-07-15 10:00:00',
    ]);
    expect(found.complete).toBe(false);
  });

  test('a bounded rule that goes past the horizon is listed up to it, not complete', () => {
    const found = expanded(rec(['FREQ=WEEKLY;COUNT=10']), WEDNESDAY, soon);
    expect(found.occurrences).toHaveLength(3);
    expect(found.complete).toBe(false);
  });

  test('a bounded rule within the horizon is complete', () => {
    expect(expanded(rec(['FREQ=WEEKLY;COUNT=3']), WEDNESDAY, soon).complete).toBe(true);
    expect(expanded(rec(['FREQ=WEEKLY;UNTIL=20260716T000000Z']), WEDNESDAY, soon).complete).toBe(
      true
    );
  });

  test('an occurrence starting exactly at the horizon is listed', () => {
    const at = { horizon: new Date('2026-07-15T08:00:00Z'), max: 1000 };
    expect(expanded(rec(['FREQ=WEEKLY']), WEDNESDAY, at).occurrences).toHaveLength(3);
  });

  test('a sparse rule with nothing before the horizon is not refused', () => {
    // 29 February: the next one is in 2028.
    const found = expanded(rec(['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29']), WEDNESDAY, soon);
    expect(found.occurrences.map((o) => o.startLocal)).toEqual(['2026-07-01 10:00:00']);
    expect(found.complete).toBe(false);
  });
});

describe('refusals', () => {
  test('too many: COUNT over max', () => {
    expect(refused(rec(['FREQ=DAILY;COUNT=11']), WEDNESDAY, { ...FAR, max: 10 }).code).toBe(
      'too_many'
    );
    expect(
      expanded(rec(['FREQ=DAILY;COUNT=10']), WEDNESDAY, { ...FAR, max: 10 }).occurrences
    ).toHaveLength(10);
  });

  test('too many: an excluded date brings a series back under max', () => {
    const r = rec(['FREQ=DAILY;COUNT=11'], [], ['2026-07-05 10:00:00']);
    expect(expanded(r, WEDNESDAY, { ...FAR, max: 10 }).occurrences).toHaveLength(10);
  });

  test('too many: a bounded rule counts all its dates, past the horizon too', () => {
    const opts = { horizon: new Date('2026-07-10T00:00:00Z'), max: 100 };
    const error = refused(rec(['FREQ=DAILY;UNTIL=20281231T000000Z']), WEDNESDAY, opts);
    expect(error).toMatchObject({ code: 'too_many', message: expect.stringMatching(/100/) });
  });

  test('too many: several bounded rules count together, past the horizon too', () => {
    const opts = { horizon: new Date('2026-07-10T00:00:00Z'), max: 100 };
    const r = rec(['FREQ=DAILY;COUNT=60', 'FREQ=WEEKLY;COUNT=60;BYDAY=SA']);
    expect(refused(r, WEDNESDAY, opts).code).toBe('too_many');
    expect(expanded(rec(['FREQ=DAILY;COUNT=60']), WEDNESDAY, opts).occurrences).toHaveLength(9);
  });

  test('too many: an unbounded rule counts the dates up to the horizon', () => {
    const year = { horizon: new Date('2027-07-01T00:00:00Z'), max: 100 };
    expect(refused(rec(['FREQ=DAILY']), WEDNESDAY, year).code).toBe('too_many');
    expect(expanded(rec(['FREQ=WEEKLY']), WEDNESDAY, year).occurrences).toHaveLength(53);
  });

  test('too many: dense hourly rules stop early', () => {
    const opts = { horizon: new Date('2100-01-01T00:00:00Z'), max: 500 };
    expect(refused(rec(['FREQ=HOURLY;UNTIL=20991231T000000Z']), WEDNESDAY, opts).code).toBe(
      'too_many'
    );
  });

  test('a rule that can never match is impossible', () => {
    expect(refused(rec(['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30'])).code).toBe('impossible');
    expect(refused(rec(['FREQ=YEARLY;COUNT=3;BYMONTH=4;BYMONTHDAY=31'])).code).toBe('impossible');
  });

  test('a rule with no date up to its UNTIL leaves the start, the first instance (RFC 5545)', () => {
    expect(starts(rec(['FREQ=DAILY;UNTIL=20260101T000000Z']))).toEqual(['2026-07-01 10:00:00']);
    // A holiday feed's Good Friday: a rule for Easter Mondays that ends before the first.
    const friday = { ...WEDNESDAY, start: '2027-03-26 00:00:00', end: '2027-03-26 23:59:59' };
    expect(
      starts(rec(['FREQ=YEARLY;BYMONTH=4;BYDAY=4MO;UNTIL=20270331']), { ...friday, allDay: true })
    ).toEqual(['2027-03-26 00:00:00']);
  });

  test('a series whose every date is excluded is empty', () => {
    expect(refused(rec([], [], ['2026-07-01 10:00:00'])).code).toBe('empty');
  });

  test('stored rules that cannot be read are refused', () => {
    expect(refused(rec(['FREQ=MINUTELY'])).code).toBe('frequency');
    expect(refused(rec(['FREQ=DAILY;BYDAY=XX'])).code).toBe('invalid');
    expect(refused(rec(['FREQ=DAILY'], ['not a date'])).code).toBe('invalid');
  });
});
