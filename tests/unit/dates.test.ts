import { DateTime } from 'luxon';
import {
  dateDetails,
  dayEnd,
  dayStart,
  isoWithOffset,
  normalizeTimezone,
  parseDateInput,
  timezoneAbbr,
  toWall,
  wallToDateTime,
} from '../../server/src/utils/dates';

const NY = 'America/New_York';
const PARIS = 'Europe/Paris';

// Monday 2024-03-04 10:30:45 in New York (EST). US DST starts on Sunday 2024-03-10.
const MONDAY_NY = new Date('2024-03-04T15:30:45Z');
// Still Monday evening (21:00) in New York, but already Tuesday in UTC.
const MONDAY_EVENING_NY = new Date('2024-03-05T02:00:00Z');
// Wednesday 2024-07-10 12:00:00 in Paris (CEST).
const WEDNESDAY_PARIS = new Date('2024-07-10T10:00:00Z');

/** Wall time of the parse result, or null: keeps the expectations readable. */
function wall(input: string | number, zone: string, now: Date): string | null {
  const dt = parseDateInput(input, zone, now);
  return dt === null ? null : toWall(dt);
}

describe('parseDateInput: absolute formats', () => {
  it.each([
    ['2024-01-01', '2024-01-01 00:00:00'],
    ['2024-01-01 10:00', '2024-01-01 10:00:00'],
    ['2024-01-01 10:00:05', '2024-01-01 10:00:05'],
    ['2024-01-01T10:00', '2024-01-01 10:00:00'],
    ['2024-01-01T10:00:05', '2024-01-01 10:00:05'],
    ['2024-01-01 10:00:05.789', '2024-01-01 10:00:05'],
    ['2024-01-01T10:00:05.789', '2024-01-01 10:00:05'],
    ['  2024-01-01 10:00  ', '2024-01-01 10:00:00'],
  ])('naive %p is wall time in New York', (input, expected) => {
    const dt = parseDateInput(input, NY, MONDAY_NY);
    expect(dt).not.toBeNull();
    expect(toWall(dt as DateTime)).toBe(expected);
    expect(dt?.zoneName).toBe(NY);
    expect(dt?.offset).toBe(-300);
    expect(dt?.millisecond).toBe(0);
  });

  it('uses the zone offset in force on the date (summer in New York)', () => {
    const dt = parseDateInput('2024-07-01 10:00:00', NY, MONDAY_NY);
    expect(dt?.offset).toBe(-240);
    expect(dt?.toUTC().toISO()).toBe('2024-07-01T14:00:00.000Z');
  });

  it.each([
    ['2024-01-01T10:00:00+02:00', 'UTC', '2024-01-01 08:00:00'],
    ['2024-01-01T10:00:00Z', NY, '2024-01-01 05:00:00'],
    ['2024-01-01T10:00:00.5-05:00', PARIS, '2024-01-01 16:00:00'],
    ['2024-07-01T23:30:00+00:00', PARIS, '2024-07-02 01:30:00'],
    ['2024-01-01 10:00:00+02:00', 'UTC', '2024-01-01 08:00:00'],
  ])('honours the offset of %p and expresses it in %p', (input, zone, expected) => {
    const dt = parseDateInput(input, zone, MONDAY_NY);
    expect(dt === null ? null : toWall(dt)).toBe(expected);
    expect(dt?.zoneName).toBe(zone);
  });

  it('reads Unix timestamps given as a string or a number, in seconds', () => {
    // 1700000000 = 2023-11-14T22:13:20Z
    expect(wall('1700000000', NY, MONDAY_NY)).toBe('2023-11-14 17:13:20');
    expect(wall(1700000000, NY, MONDAY_NY)).toBe('2023-11-14 17:13:20');
    expect(wall(1700000000, 'UTC', MONDAY_NY)).toBe('2023-11-14 22:13:20');
    expect(wall('-86400', 'UTC', MONDAY_NY)).toBe('1969-12-31 00:00:00');
    expect(wall(0, 'UTC', MONDAY_NY)).toBe('1970-01-01 00:00:00');
    expect(parseDateInput('1700000000', NY, MONDAY_NY)?.toSeconds()).toBe(1700000000);
  });

  it.each([
    ['1 January 2027', '2027-01-01 00:00:00'],
    ['January 5, 2027 10:00', '2027-01-05 10:00:00'],
  ])('reads the written-out date %p', (input, expected) => {
    expect(wall(input, NY, MONDAY_NY)).toBe(expected);
  });
});

describe('parseDateInput: relative phrases (now = Monday 2024-03-04 10:30:45 in New York)', () => {
  it.each([
    ['now', '2024-03-04 10:30:45'],
    ['today', '2024-03-04 00:00:00'],
    ['tomorrow', '2024-03-05 00:00:00'],
    ['yesterday', '2024-03-03 00:00:00'],
    ['midnight', '2024-03-04 00:00:00'],
    ['noon', '2024-03-04 12:00:00'],
    ['tomorrow 9am', '2024-03-05 09:00:00'],
    ['Tomorrow 9AM', '2024-03-05 09:00:00'],
    ['tomorrow noon', '2024-03-05 12:00:00'],
    ['yesterday 23:59', '2024-03-03 23:59:00'],
    // PHP: 'next X' is the first X after today, 'last X' the last X before today.
    ['next wednesday 4pm', '2024-03-06 16:00:00'],
    ['next wednesday', '2024-03-06 00:00:00'],
    ['next monday', '2024-03-11 00:00:00'],
    ['last monday', '2024-02-26 00:00:00'],
    ['last friday', '2024-03-01 00:00:00'],
    // A bare weekday is today or the coming one, never a past one.
    ['monday', '2024-03-04 00:00:00'],
    ['friday', '2024-03-08 00:00:00'],
    // Offsets keep the time of day; '+2 weeks' crosses the DST change of 2024-03-10.
    ['+2 weeks', '2024-03-18 10:30:45'],
    ['-1 day', '2024-03-03 10:30:45'],
    ['+1 week 2 days', '2024-03-13 10:30:45'],
    ['-1 week 2 days', '2024-02-28 10:30:45'],
    ['+1 week -2 days', '2024-03-09 10:30:45'],
    ['3 days', '2024-03-07 10:30:45'],
    ['2 weeks ago', '2024-02-19 10:30:45'],
    ['in 3 days', '2024-03-07 10:30:45'],
    ['next month', '2024-04-04 10:30:45'],
    ['+3 hours', '2024-03-04 13:30:45'],
    // strtotime applies offsets after the base date and time.
    ['tomorrow +1 week', '2024-03-12 00:00:00'],
    ['tomorrow 9am -1 hour', '2024-03-05 08:00:00'],
    ['2024-01-15 +1 day', '2024-01-16 00:00:00'],
    ['wednesday next week', '2024-03-13 00:00:00'],
  ])('%p → %p', (input, expected) => {
    const dt = parseDateInput(input, NY, MONDAY_NY);
    expect(dt === null ? null : toWall(dt)).toBe(expected);
    expect(dt?.zoneName).toBe(NY);
    expect(dt?.millisecond).toBe(0);
  });

  it('keeps the wall time across DST for day offsets but the elapsed time for hour offsets', () => {
    const saturdayEvening = new Date('2024-03-10T03:00:00Z'); // Sat 2024-03-09 22:00 EST
    expect(wall('+1 day', NY, saturdayEvening)).toBe('2024-03-10 22:00:00');
    expect(wall('+6 hours', NY, saturdayEvening)).toBe('2024-03-10 05:00:00');
  });

  it('resolves "today" and "tomorrow" in the given zone, not in UTC', () => {
    expect(wall('today', NY, MONDAY_EVENING_NY)).toBe('2024-03-04 00:00:00');
    expect(wall('tomorrow 9am', NY, MONDAY_EVENING_NY)).toBe('2024-03-05 09:00:00');
    expect(wall('yesterday 23:59', NY, MONDAY_EVENING_NY)).toBe('2024-03-03 23:59:00');
    expect(wall('tomorrow 9am', 'UTC', MONDAY_EVENING_NY)).toBe('2024-03-06 09:00:00');
  });

  it('answers in Paris relative to a Paris now', () => {
    expect(wall('tomorrow 9am', PARIS, WEDNESDAY_PARIS)).toBe('2024-07-11 09:00:00');
    // Today is Wednesday, so the next one is a week away.
    expect(wall('next wednesday 4pm', PARIS, WEDNESDAY_PARIS)).toBe('2024-07-17 16:00:00');
    expect(wall('+2 weeks', PARIS, WEDNESDAY_PARIS)).toBe('2024-07-24 12:00:00');
    expect(wall('-1 day', PARIS, WEDNESDAY_PARIS)).toBe('2024-07-09 12:00:00');
    expect(wall('now', PARIS, WEDNESDAY_PARIS)).toBe('2024-07-10 12:00:00');
    expect(parseDateInput('tomorrow 9am', PARIS, WEDNESDAY_PARIS)?.toUTC().toISO()).toBe(
      '2024-07-11T07:00:00.000Z'
    );
  });

  it('honours an explicit zone in a phrase', () => {
    expect(wall('tomorrow 10am EST', 'UTC', MONDAY_NY)).toBe('2024-03-05 15:00:00');
  });

  it('accepts a zone given as an offset', () => {
    expect(wall('2024-01-01 10:00', '+02:00', MONDAY_NY)).toBe('2024-01-01 10:00:00');
    expect(parseDateInput('2024-01-01 10:00', 'UTC+5:30', MONDAY_NY)?.toUTC().toISO()).toBe(
      '2024-01-01T04:30:00.000Z'
    );
  });
});

describe('parseDateInput: rejected input', () => {
  it.each([
    '',
    '   ',
    'before my birthday',
    'foo',
    '2024-13-45',
    'yesterday-ish',
    'tomorrow 25:00',
    'tomorrow and friday',
    '9am-5pm',
    'foo +1 day',
    '+1 day foo',
  ])('%p → null', (input) => {
    expect(parseDateInput(input, NY, MONDAY_NY)).toBeNull();
  });

  it('rejects non-finite numbers, an unknown zone and an invalid now, without throwing', () => {
    expect(parseDateInput(Number.NaN, 'UTC', MONDAY_NY)).toBeNull();
    expect(parseDateInput(Number.POSITIVE_INFINITY, 'UTC', MONDAY_NY)).toBeNull();
    expect(parseDateInput('tomorrow', 'Mars/Olympus', MONDAY_NY)).toBeNull();
    expect(parseDateInput('tomorrow', NY, new Date(Number.NaN))).toBeNull();
    expect(parseDateInput(null as unknown as string, NY, MONDAY_NY)).toBeNull();
    expect(parseDateInput({} as unknown as string, NY, MONDAY_NY)).toBeNull();
  });
});

describe('normalizeTimezone', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['Europe/Paris', 'Europe/Paris'],
    ['america/new_york', 'America/New_York'],
    // An alias stays as given: Intl would fold it into 'Asia/Calcutta'.
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['UTC', 'UTC'],
    ['utc', 'UTC'],
    [' Europe/Paris ', 'Europe/Paris'],
    ['+02:00', 'UTC+2'],
    ['-0530', 'UTC-5:30'],
    ['+2', 'UTC+2'],
    ['-05', 'UTC-5'],
    ['+00:00', 'UTC'],
    ['UTC+2', 'UTC+2'],
    ['UTC-5.5', 'UTC-5:30'],
    ['UTC+5:30', 'UTC+5:30'],
    ['UTC+5.75', 'UTC+5:45'],
    ['UTC+0', 'UTC'],
  ])('%p → %p', (input, expected) => {
    const zone = normalizeTimezone(input);
    expect(zone).toBe(expected);
    expect(DateTime.fromJSDate(MONDAY_NY, { zone: zone as string }).isValid).toBe(true);
  });

  it('gives offsets luxon reads back as the same offset', () => {
    expect(
      DateTime.fromJSDate(MONDAY_NY, { zone: normalizeTimezone('UTC-5.5') as string }).offset
    ).toBe(-330);
    expect(
      DateTime.fromJSDate(MONDAY_NY, { zone: normalizeTimezone('-0530') as string }).offset
    ).toBe(-330);
  });

  it.each(['', '   ', 'Mars/Olympus', '+15:00', '+02:60', 'UTC+2:75', 'UTC+', 'tomorrow'])(
    '%p → null',
    (input) => {
      expect(normalizeTimezone(input)).toBeNull();
    }
  );
});

describe('wall-time helpers', () => {
  it('toWall formats in the DateTime’s own zone', () => {
    const dt = DateTime.fromISO('2024-01-01T10:00:00Z', { zone: PARIS });
    expect(toWall(dt)).toBe('2024-01-01 11:00:00');
    expect(toWall(dt.setZone('UTC'))).toBe('2024-01-01 10:00:00');
  });

  it('wallToDateTime gives the instant of a wall time in a zone', () => {
    expect(wallToDateTime('2024-01-01 10:00:00', NY).toUTC().toISO()).toBe(
      '2024-01-01T15:00:00.000Z'
    );
    expect(wallToDateTime('2024-07-01 10:00:00', PARIS).toUTC().toISO()).toBe(
      '2024-07-01T08:00:00.000Z'
    );
    expect(wallToDateTime('2024-07-01 10:00:00', 'UTC+2').toUTC().toISO()).toBe(
      '2024-07-01T08:00:00.000Z'
    );
    expect(wallToDateTime('not a date', NY).isValid).toBe(false);
  });

  it('handles a wall time inside a DST gap without throwing', () => {
    // 02:30 does not exist in New York on 2024-03-10; luxon moves it forward an hour.
    expect(() => wallToDateTime('2024-03-10 02:30:00', NY)).not.toThrow();
    const dt = wallToDateTime('2024-03-10 02:30:00', NY);
    expect(dt.isValid).toBe(true);
    expect(toWall(dt)).toBe('2024-03-10 03:30:00');

    expect(() => parseDateInput('2024-03-10 02:30:00', NY, MONDAY_NY)).not.toThrow();
    expect(wall('2024-03-10 02:30:00', NY, MONDAY_NY)).toBe('2024-03-10 03:30:00');
    const saturday = new Date('2024-03-09T15:00:00Z');
    expect(() => parseDateInput('tomorrow 2:30am', NY, saturday)).not.toThrow();
    expect(wall('tomorrow 2:30am', NY, saturday)).toBe('2024-03-10 03:30:00');
    expect(() => isoWithOffset('2024-03-10 02:30:00', NY)).not.toThrow();
  });

  it('dateDetails returns zero-padded strings', () => {
    expect(dateDetails('2017-01-05 14:23:36')).toEqual({
      year: '2017',
      month: '01',
      day: '05',
      hour: '14',
      minutes: '23',
      seconds: '36',
    });
    expect(dateDetails('2024-12-31 09:05:07')).toEqual({
      year: '2024',
      month: '12',
      day: '31',
      hour: '09',
      minutes: '05',
      seconds: '07',
    });
    // A wall inside New York's DST gap keeps its own fields: details are not zone-bound.
    expect(dateDetails('2024-03-10 02:30:00').hour).toBe('02');
    expect(() => dateDetails('garbage')).toThrow(RangeError);
  });

  it('isoWithOffset writes a numeric offset and no milliseconds', () => {
    expect(isoWithOffset('2027-08-14 16:00:00', 'UTC')).toBe('2027-08-14T16:00:00+00:00');
    expect(isoWithOffset('2024-07-14 16:00:00', PARIS)).toBe('2024-07-14T16:00:00+02:00');
    expect(isoWithOffset('2024-01-14 16:00:00', PARIS)).toBe('2024-01-14T16:00:00+01:00');
    expect(isoWithOffset('2024-01-14 16:00:00', NY)).toBe('2024-01-14T16:00:00-05:00');
    expect(isoWithOffset('2024-01-14 16:00:00', 'UTC-5.5')).toBe('2024-01-14T16:00:00-05:30');
  });

  it('dayStart and dayEnd bound the day of dt in its own zone', () => {
    const dt = DateTime.fromJSDate(MONDAY_EVENING_NY, { zone: NY });
    expect(dayStart(dt)).toBe('2024-03-04 00:00:00');
    expect(dayEnd(dt)).toBe('2024-03-04 23:59:59');
    expect(dayStart(dt.setZone('UTC'))).toBe('2024-03-05 00:00:00');
    expect(dayEnd(dt.setZone('UTC'))).toBe('2024-03-05 23:59:59');
  });
});

describe('timezoneAbbr', () => {
  const winter = new Date('2024-01-15T12:00:00Z');
  const summer = new Date('2024-07-15T12:00:00Z');

  it.each([
    ['UTC', winter, 'UTC'],
    ['UTC', summer, 'UTC'],
    [NY, winter, 'EST'],
    [NY, summer, 'EDT'],
    [PARIS, winter, 'CET'],
    [PARIS, summer, 'CEST'],
    ['Europe/London', winter, 'GMT'],
    ['Europe/London', summer, 'BST'],
    // No letter abbreviation in CLDR's en-US/en-GB: PHP's numeric form.
    ['Asia/Riyadh', summer, '+03'],
    ['Asia/Kathmandu', summer, '+0545'],
    ['America/Sao_Paulo', summer, '-03'],
    ['UTC+2', summer, '+02'],
    ['UTC-5.5', summer, '-0530'],
    ['UTC+0', summer, 'UTC'],
    ['Mars/Olympus', summer, ''],
  ])('%p at %p → %p', (zone, at, expected) => {
    expect(timezoneAbbr(zone, at)).toBe(expected);
  });
});
