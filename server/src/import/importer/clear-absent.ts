/**
 * A record written again is updated with what the source says now, and the API's update takes only
 * the fields sent (docs/api.md §7.1): a value the source dropped since (an event no longer
 * cancelled, a venue without its phone, a category taken off) is sent as the API's clearing value,
 * or it would stay. Only fields the API can clear: an event's description and excerpt, and a
 * term's description and parent, cannot be emptied through it (as in TEC).
 */
import type { ImportKind, ImportRecord } from '../../domain/import';

const LINKS: Record<string, keyof NonNullable<ImportRecord['links']>> = {
  venue: 'venue',
  organizer: 'organizers',
  categories: 'categories',
  tags: 'tags',
};

const CLEARABLE: Partial<Record<ImportKind, Record<string, unknown>>> = {
  event: {
    cost: '',
    website: '',
    image: '',
    venue: '',
    organizer: [],
    categories: [],
    tags: [],
    event_status: null,
    attendance_mode: null,
    online_url: '',
    recurrence: null,
  },
  venue: {
    address: '',
    city: '',
    country: '',
    province: '',
    state: '',
    zip: '',
    phone: '',
    website: '',
    description: '',
    image: '',
  },
  organizer: { phone: '', email: '', website: '', description: '', image: '' },
};

/** Adds the clearing value of every clearable field the record no longer has (updates only). */
export function clearAbsent(record: ImportRecord, args: Record<string, unknown>): void {
  const fields = CLEARABLE[record.kind] ?? {};
  for (const [name, empty] of Object.entries(fields)) {
    if (record.args[name] !== undefined || args[name] !== undefined) continue;
    const link = LINKS[name];
    if (link && record.links?.[link] !== undefined) continue;
    // A rule belongs to the series: an exception never sends one (docs/api.md §12.4).
    if (name === 'recurrence' && record.exceptionOf) continue;
    args[name] = empty;
  }
}
