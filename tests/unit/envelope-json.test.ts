/**
 * A list's body with its items already serialised (controllers/rendered-events.ts) must be the
 * bytes JSON.stringify writes for the whole envelope: ETags are taken over them, and clients of
 * the peer compare nothing else.
 */
import { envelopeJson, postArchive } from '../../server/src/v1/serializers/archive';

const items = [
  { id: 1, title: 'Plain' },
  { id: 2, title: 'Dollar $& and $1 and $$', description: '<p>"quoted" \\ back</p>' },
  { id: 3, title: 'A NUL \u0000items\u0000 inside', tags: [] },
];

function archive(list: unknown[], page = 2) {
  return postArchive({
    key: 'events',
    items: list,
    base: 'https://calendar.test/api/calendar/events/v1/events/',
    echo: [['search', '\u0000items\u0000']],
    page,
    perPage: 1,
    total: 3,
  }).body;
}

describe('envelopeJson', () => {
  it('writes the envelope JSON.stringify writes, key order and escapes included', () => {
    const parts = items.map((item) => JSON.stringify(item));
    expect(envelopeJson(archive([]), 'events', parts)).toBe(JSON.stringify(archive(items)));
  });

  it('writes an empty page as an empty array', () => {
    expect(envelopeJson(archive([], 1), 'events', [])).toBe(JSON.stringify(archive([], 1)));
  });
});
