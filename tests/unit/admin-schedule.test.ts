/** Rescheduling from the admin calendar (server/src/admin-api/schedule.ts): moves, resizes, all-day, DST, validation. */
import {
  newSchedule,
  nextSchedule,
  type StoredSchedule,
} from '../../server/src/admin-api/schedule';

const timed: StoredSchedule = {
  startLocal: '2030-03-12 19:00:00',
  endLocal: '2030-03-12 21:30:00',
  allDay: false,
  timezone: 'Europe/Brussels',
};
const allDay: StoredSchedule = {
  startLocal: '2030-03-20 00:00:00',
  endLocal: '2030-03-22 23:59:59',
  allDay: true,
  timezone: 'UTC',
};
const iso = (d: Date) => d.toISOString().slice(0, 19);

describe('nextSchedule', () => {
  it('moves a timed event keeping its length, in its own timezone', () => {
    const next = nextSchedule(timed, { start: '2030-03-14T18:00:00' }, 'UTC');
    expect([iso(next.startUtc), iso(next.endUtc), next.allDay]).toEqual([
      '2030-03-14T17:00:00',
      '2030-03-14T19:30:00',
      false,
    ]);
  });

  it('keeps the wall-clock times across a DST change (Brussels moves to +02:00 on 2030-03-31)', () => {
    const next = nextSchedule(timed, { start: '2030-04-02T19:00' }, 'UTC');
    expect([iso(next.startUtc), iso(next.endUtc)]).toEqual([
      '2030-04-02T17:00:00',
      '2030-04-02T19:30:00',
    ]);
  });

  it('moves an all-day event by whole days and stores it from 00:00:00 to 23:59:59', () => {
    const next = nextSchedule(allDay, { start: '2030-03-25' }, 'UTC');
    expect([iso(next.startUtc), iso(next.endUtc), next.allDay]).toEqual([
      '2030-03-25T00:00:00',
      '2030-03-27T23:59:59',
      true,
    ]);
  });

  it('resizes to the end given (the last day, inclusive, for all-day events)', () => {
    expect(
      iso(nextSchedule(timed, { start: '2030-03-12T19:00', end: '2030-03-12T23:00' }, 'UTC').endUtc)
    ).toBe('2030-03-12T22:00:00');
    expect(
      iso(nextSchedule(allDay, { start: '2030-03-20', end: '2030-03-20' }, 'UTC').endUtc)
    ).toBe('2030-03-20T23:59:59');
  });

  it('turns a timed event dropped on the all-day row into one whole day, and the reverse into one hour', () => {
    const toAllDay = nextSchedule(timed, { start: '2030-03-15', allDay: true }, 'UTC');
    expect([iso(toAllDay.startUtc), iso(toAllDay.endUtc), toAllDay.allDay]).toEqual([
      '2030-03-14T23:00:00',
      '2030-03-15T22:59:59',
      true,
    ]);
    const toTimed = nextSchedule(allDay, { start: '2030-03-20T09:00', allDay: false }, 'UTC');
    expect([iso(toTimed.startUtc), iso(toTimed.endUtc), toTimed.allDay]).toEqual([
      '2030-03-20T09:00:00',
      '2030-03-20T10:00:00',
      false,
    ]);
  });

  it('reads a timezone it cannot use in the fallback zone', () => {
    const next = nextSchedule(
      { ...timed, timezone: 'Mars/Olympus' },
      { start: '2030-03-14T18:00:00' },
      'America/New_York'
    );
    expect(iso(next.startUtc)).toBe('2030-03-14T22:00:00');
  });

  it('refuses an end before the start and dates that are not dates', () => {
    expect(() =>
      nextSchedule(timed, { start: '2030-03-12T19:00', end: '2030-03-12T18:59' }, 'UTC')
    ).toThrow('The end of an event cannot be before its start');
    expect(() => nextSchedule(timed, { start: '2030-02-30T10:00' }, 'UTC')).toThrow(
      'start is not a valid date'
    );
    expect(() => nextSchedule(timed, { start: 'next friday' }, 'UTC')).toThrow(
      'start is not a valid date'
    );
    expect(() => nextSchedule(timed, { start: '2030-03-12', end: '12/03/2030' }, 'UTC')).toThrow(
      'end is not a valid date'
    );
  });
});

describe('newSchedule', () => {
  it('places a new event on the selected slot in the site timezone', () => {
    const slot = newSchedule(
      { start: '2030-07-01T10:00', end: '2030-07-01T11:30', allDay: false },
      'Europe/Paris'
    );
    expect([iso(slot.startUtc), iso(slot.endUtc)]).toEqual([
      '2030-07-01T08:00:00',
      '2030-07-01T09:30:00',
    ]);
    const days = newSchedule({ start: '2030-07-01', end: '2030-07-03', allDay: true }, 'UTC');
    expect([iso(days.startUtc), iso(days.endUtc)]).toEqual([
      '2030-07-01T00:00:00',
      '2030-07-03T23:59:59',
    ]);
  });
});
