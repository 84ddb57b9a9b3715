/**
 * The calendar's enumerations in words (issue #28): an editor reads "Pending review", "Postponed",
 * "At the venue", not `pending`, `postponed`, `offline`. The same translations as the calendar
 * page's legend and filters (admin/src/translations/{en,fr,nl}.json), so a status has one name
 * across the admin.
 */
import type { IntlShape } from 'react-intl';
import { trad } from '../utils/translate';

/** Field name → the prefix of its values' translation ids. */
const WORDED: Record<string, string> = {
  postStatus: 'status',
  eventStatus: 'eventStatus',
  attendanceMode: 'attendance',
  currencyPosition: 'currencyPosition',
};

export const isWorded = (field: string) => field in WORDED;

/** A stored value in the editor's language; the value itself when it has no translation. */
export function valueWord(intl: Pick<IntlShape, 'formatMessage'>, field: string, value: string) {
  const prefix = WORDED[field];
  return prefix
    ? intl.formatMessage({ id: trad(`${prefix}.${value}`), defaultMessage: value })
    : value;
}
