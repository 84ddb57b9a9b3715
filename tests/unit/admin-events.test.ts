/** The admin page's conversions between the feed and FullCalendar (admin/src/utils) — pure, no browser. */
import { categoryColors, eventColor, NEUTRAL, PALETTE } from '../../admin/src/utils/colors';
import {
  addDays,
  asksScope,
  editPath,
  eventId,
  moveChange,
  rescheduleBody,
  resizeChange,
  seriesMark,
  slotOf,
  toEventInput,
} from '../../admin/src/utils/events';
import type { CalendarEvent } from '../../contracts/calendar';

const event: CalendarEvent = {
  id: 7,
  documentId: 'doc7',
  locale: 'fr',
  title: 'Fête',
  status: 'draft',
  allDay: true,
  timezone: 'Europe/Paris',
  start: '2030-03-20T00:00:00',
  end: '2030-03-22T23:59:59',
  categories: [{ documentId: 'cat-b', name: 'Music' }],
  venue: null,
  organizers: [],
  eventStatus: 'scheduled',
  attendanceMode: 'offline',
  editable: true,
  occurrence: null,
};
const utc = (wall: string) => new Date(`${wall}Z`);

describe('toEventInput', () => {
  it('gives all-day events FullCalendar’s exclusive end and marks the status', () => {
    const input = toEventInput(
      event,
      categoryColors([
        { documentId: 'cat-a', name: 'A' },
        { documentId: 'cat-b', name: 'B' },
      ])
    );
    expect(input).toMatchObject({
      id: '7',
      start: '2030-03-20',
      end: '2030-03-23',
      allDay: true,
      editable: true,
      classNames: ['calendar-status-draft'],
      backgroundColor: PALETTE[1],
    });
  });

  it('passes timed events’ wall times through', () => {
    const input = toEventInput(
      {
        ...event,
        allDay: false,
        start: '2030-03-20T19:00:00',
        end: '2030-03-21T01:00:00',
        categories: [],
      },
      new Map()
    );
    expect(input).toMatchObject({
      start: '2030-03-20T19:00:00',
      end: '2030-03-21T01:00:00',
      backgroundColor: NEUTRAL,
    });
  });
});

describe('changes sent after a drop or a resize', () => {
  it('sends only the new start on a move, so the server keeps the length', () => {
    expect(
      moveChange({ start: utc('2030-03-25T00:00:00'), end: null, allDay: true }, true, 60)
    ).toEqual({ start: '2030-03-25' });
    expect(
      moveChange({ start: utc('2030-03-25T18:30:00'), end: null, allDay: false }, false, 60)
    ).toEqual({ start: '2030-03-25T18:30:00' });
  });

  it('says when an event moves between the all-day row and the time slots', () => {
    expect(
      moveChange({ start: utc('2030-03-25T00:00:00'), end: null, allDay: true }, false, 60)
    ).toEqual({ start: '2030-03-25', allDay: true });
    expect(
      moveChange({ start: utc('2030-03-25T09:00:00'), end: null, allDay: false }, true, 90)
    ).toEqual({ start: '2030-03-25T09:00:00', end: '2030-03-25T10:30:00', allDay: false });
  });

  it('sends the inclusive last day of a resized all-day event', () => {
    expect(
      resizeChange({
        start: utc('2030-03-20T00:00:00'),
        end: utc('2030-03-24T00:00:00'),
        allDay: true,
      })
    ).toEqual({ start: '2030-03-20', end: '2030-03-23' });
    expect(
      resizeChange({
        start: utc('2030-03-20T19:00:00'),
        end: utc('2030-03-20T22:15:00'),
        allDay: false,
      })
    ).toEqual({ start: '2030-03-20T19:00:00', end: '2030-03-20T22:15:00' });
  });
});

describe('slots and links', () => {
  it('makes a selected slot: whole days, a range, or one clicked time slot the usual length', () => {
    expect(
      slotOf(
        { start: utc('2030-03-20T00:00:00'), end: utc('2030-03-21T00:00:00'), allDay: true },
        60
      )
    ).toEqual({ start: '2030-03-20', end: '2030-03-20', allDay: true });
    expect(
      slotOf(
        { start: utc('2030-03-20T09:00:00'), end: utc('2030-03-20T12:00:00'), allDay: false },
        60
      )
    ).toEqual({ start: '2030-03-20T09:00:00', end: '2030-03-20T12:00:00', allDay: false });
    expect(
      slotOf(
        { start: utc('2030-03-20T09:00:00'), end: utc('2030-03-20T09:30:00'), allDay: false },
        45
      )
    ).toEqual({ start: '2030-03-20T09:00:00', end: '2030-03-20T09:45:00', allDay: false });
  });

  it('links to the Content Manager edit view of the language version', () => {
    expect(editPath(event)).toBe(
      '/content-manager/collection-types/plugin::calendar.event/doc7?plugin[i18n][locale]=fr'
    );
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('gives each category its own colour while the palette lasts, the same in every language', () => {
    const colors = categoryColors([
      { documentId: 'b', name: 'Zeta' },
      { documentId: 'a', name: 'Alpha' },
    ]);
    expect([colors.get('a'), colors.get('b')]).toEqual([PALETTE[0], PALETTE[1]]);
    expect(eventColor({ categories: [] }, colors)).toBe(NEUTRAL);
  });
});

describe('occurrences of recurring events', () => {
  // Two occurrences of one series: their own ids, the series' documentId.
  const series = { seriesId: 12, originalStart: '2030-03-12 18:00:00', changed: false };
  const first: CalendarEvent = {
    ...event,
    id: 1000000004,
    documentId: 'series12',
    allDay: false,
    start: '2030-03-05T18:00:00',
    end: '2030-03-05T20:00:00',
    occurrence: { ...series, originalStart: '2030-03-05 18:00:00' },
  };
  const second: CalendarEvent = {
    ...first,
    id: 1000000005,
    start: '2030-03-12T18:00:00',
    end: '2030-03-12T20:00:00',
    occurrence: series,
  };
  const changed: CalendarEvent = {
    ...second,
    documentId: 'exception5',
    occurrence: { ...series, changed: true },
  };

  it('keys each occurrence by its own id, so a series is as many FullCalendar events', () => {
    const inputs = [first, second].map((e) => toEventInput(e, new Map()));
    expect(inputs.map((i) => i.id)).toEqual(['1000000004', '1000000005']);
    expect(eventId(event)).toBe('7');
    // Both open the series in the Content Manager; an exception opens its own document.
    expect(editPath(first)).toBe(editPath(second));
    expect(editPath(changed)).toContain('/exception5?');
  });

  it('marks occurrences, and exceptions apart; single events not at all', () => {
    expect([seriesMark(event), seriesMark(second), seriesMark(changed)]).toEqual([
      null,
      'series',
      'changed',
    ]);
    expect(toEventInput(event, new Map()).classNames).toEqual(['calendar-status-draft']);
    expect(toEventInput(second, new Map()).classNames).toEqual([
      'calendar-status-draft',
      'calendar-occurrence',
    ]);
    expect(toEventInput(changed, new Map()).classNames).toEqual([
      'calendar-status-draft',
      'calendar-occurrence',
      'calendar-occurrence-changed',
    ]);
  });

  it('asks the scope of a drag for occurrences (exceptions too), never for single events', () => {
    expect([asksScope(event), asksScope(second), asksScope(changed)]).toEqual([false, true, true]);
  });

  it('sends an occurrence’s id and scope with the change, and a single event’s change alone', () => {
    const change = { start: '2030-03-13T18:00:00' };
    expect(rescheduleBody(second, change, 'following')).toEqual({
      locale: 'fr',
      start: '2030-03-13T18:00:00',
      occurrence: 1000000005,
      scope: 'following',
    });
    expect(rescheduleBody(changed, change)).toEqual({
      locale: 'fr',
      start: '2030-03-13T18:00:00',
      occurrence: 1000000005,
      scope: 'this',
    });
    expect(rescheduleBody(event, { start: '2030-03-25', end: '2030-03-26' }, 'all')).toEqual({
      locale: 'fr',
      start: '2030-03-25',
      end: '2030-03-26',
    });
  });

  it('has the scope dialog’s and the marks’ texts in English, French and Dutch', () => {
    const keys = (lang: string) =>
      Object.keys(require(`../../admin/src/translations/${lang}.json`))
        .filter((key) => key.startsWith('scope.') || key.startsWith('series.'))
        .sort();
    expect(keys('en')).toEqual([
      'scope.all',
      'scope.cancel',
      'scope.confirm',
      'scope.description',
      'scope.following',
      'scope.label',
      'scope.this',
      'scope.title',
      'series.changed',
      'series.repeats',
    ]);
    expect(keys('fr')).toEqual(keys('en'));
    expect(keys('nl')).toEqual(keys('en'));
    const fr = require('../../admin/src/translations/fr.json');
    const nl = require('../../admin/src/translations/nl.json');
    expect([fr['scope.this'], fr['scope.following'], fr['scope.all']]).toEqual([
      'Cet évènement',
      'Cet évènement et les suivants',
      'Tous les évènements',
    ]);
    expect([nl['scope.this'], nl['scope.following'], nl['scope.all']]).toEqual([
      'Dit evenement',
      'Dit en volgende evenementen',
      'Alle evenementen',
    ]);
  });
});
