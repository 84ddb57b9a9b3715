/** The admin calendar's feed query and filter (server/src/admin-api/feed.ts) and its settings (settings.ts). */
import { validateYupSchema } from '@strapi/utils';
import type { FeedQuery } from '../../contracts/calendar';
import {
  asOccurrence,
  feedQuerySchema,
  feedWhere,
  occurrenceWhere,
  toCalendarEvent,
  type CalendarRow,
} from '../../server/src/admin-api/feed';
import {
  DEFAULT_SETTINGS,
  settingsSchema,
  withDefaults,
} from '../../server/src/admin-api/settings';

const parse = (query: Record<string, unknown>) =>
  validateYupSchema(feedQuerySchema(['en', 'fr', 'nl']), { strict: false })(
    query
  ) as Promise<FeedQuery>;

describe('feed query', () => {
  it('takes a range, a language and comma-separated lists', async () => {
    await expect(
      parse({
        start: '2030-03-01',
        end: '2030-04-01',
        locale: 'fr',
        categories: 'abc,def',
        statuses: 'draft',
      })
    ).resolves.toEqual({
      start: '2030-03-01',
      end: '2030-04-01',
      locale: 'fr',
      categories: ['abc', 'def'],
      statuses: ['draft'],
    });
    await expect(
      parse({ start: '2030-03-01', end: '2030-04-01', locale: 'en', venues: ['v1', 'v2'], _: '1' })
    ).resolves.toEqual({
      start: '2030-03-01',
      end: '2030-04-01',
      locale: 'en',
      venues: ['v1', 'v2'],
    });
  });

  it('rejects unknown languages and statuses, reversed or overlong ranges', async () => {
    const base = { start: '2030-03-01', end: '2030-04-01', locale: 'en' };
    for (const bad of [
      { ...base, locale: 'de' },
      { ...base, statuses: 'draft,deleted' },
      { ...base, end: '2030-02-01' },
      { ...base, end: '2031-03-01' },
      { ...base, start: '1 March' },
      { ...base, categories: 'a b' },
    ]) {
      await expect(parse(bad)).rejects.toThrow();
    }
  });
});

describe('occurrenceWhere and feedWhere', () => {
  const q: FeedQuery = { start: '2030-03-01', end: '2030-04-01', locale: 'en' };

  it('keeps occurrences of the language overlapping the range, by local wall time and status', () => {
    expect(occurrenceWhere({ ...q, statuses: ['draft'] })).toEqual({
      $and: [
        { lang: 'en' },
        { startLocal: { $lt: '2030-04-01 00:00:00' } },
        { endLocal: { $gt: '2030-03-01 00:00:00' } },
        { postStatus: { $in: ['draft'] } },
      ],
    });
  });

  it('narrows the events they show by the filters, and the permission filter last', () => {
    const where = feedWhere(
      [4, 5],
      { ...q, categories: ['c'], venues: ['v'], organizers: ['o'] },
      { locale: { $in: ['fr'] } }
    );
    expect(where.$and).toEqual([
      { id: { $in: [4, 5] } },
      { categories: { documentId: { $in: ['c'] } } },
      { venue: { documentId: { $in: ['v'] } } },
      { organizers: { documentId: { $in: ['o'] } } },
      { locale: { $in: ['fr'] } },
    ]);
  });
});

describe('toCalendarEvent', () => {
  it('writes every key itself and never passes on who created the event', () => {
    const row = {
      id: 3,
      documentId: 'd',
      locale: 'en',
      title: 'T',
      postStatus: 'draft',
      allDay: null,
      timezone: 'UTC',
      startLocal: '2030-03-01 10:00:00',
      endLocal: '2030-03-01 11:00:00',
      createdBy: { id: 1 },
      password: 'secret',
      categories: [{ documentId: 'c', name: 'Music', id: 9 }],
    } as unknown as CalendarRow;
    expect(toCalendarEvent(row, false)).toEqual({
      id: 3,
      documentId: 'd',
      locale: 'en',
      title: 'T',
      status: 'draft',
      allDay: false,
      timezone: 'UTC',
      start: '2030-03-01T10:00:00',
      end: '2030-03-01T11:00:00',
      categories: [{ documentId: 'c', name: 'Music' }],
      venue: null,
      organizers: [],
      // Rows stored before the fields existed: the defaults (docs/api.md §13).
      eventStatus: 'scheduled',
      attendanceMode: 'offline',
      editable: false,
      occurrence: null,
    });
  });

  it('shows an occurrence with its own id and times, marked with its series', () => {
    const row = {
      id: 3,
      documentId: 'd',
      locale: 'en',
      title: 'T',
      postStatus: 'publish',
      allDay: false,
      timezone: 'UTC',
      startLocal: '2030-03-01 10:00:00',
      endLocal: '2030-03-01 11:00:00',
    } as CalendarRow;
    const shown = asOccurrence(row, {
      publicId: 1000000007,
      eventId: 3,
      seriesId: 3,
      startLocal: '2030-03-08 10:00:00',
      endLocal: '2030-03-08 11:00:00',
      originalStart: '2030-03-08 10:00:00',
    });
    expect(toCalendarEvent(shown, true)).toMatchObject({
      id: 1000000007,
      documentId: 'd',
      start: '2030-03-08T10:00:00',
      occurrence: { seriesId: 3, originalStart: '2030-03-08 10:00:00', changed: false },
    });
  });
});

describe('settings', () => {
  it('fills missing and no longer valid stored values with the defaults', () => {
    expect(withDefaults(null)).toEqual(DEFAULT_SETTINGS);
    expect(withDefaults({ firstDay: 0, defaultView: 'year', unknown: 1 })).toEqual({
      ...DEFAULT_SETTINGS,
      firstDay: 0,
    });
  });

  it('validates a whole settings object strictly', async () => {
    const validate = validateYupSchema(settingsSchema);
    await expect(validate(DEFAULT_SETTINGS)).resolves.toEqual(DEFAULT_SETTINGS);
    await expect(validate({ ...DEFAULT_SETTINGS, firstDay: '1' })).rejects.toThrow();
    await expect(
      validate({ ...DEFAULT_SETTINGS, dayStartHour: 10, dayEndHour: 9 })
    ).rejects.toThrow('dayEndHour must be after dayStartHour');
    await expect(validate({ ...DEFAULT_SETTINGS, statuses: [] })).rejects.toThrow();
  });
});
