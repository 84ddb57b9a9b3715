import type { RecordKind } from '../v1/params/types';

export const UID = {
  event: 'plugin::calendar.event',
  venue: 'plugin::calendar.venue',
  organizer: 'plugin::calendar.organizer',
  category: 'plugin::calendar.category',
  tag: 'plugin::calendar.tag',
} as const satisfies Record<RecordKind, string>;

export type CalendarUid = (typeof UID)[RecordKind];
