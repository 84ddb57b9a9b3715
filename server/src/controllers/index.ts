import { doc, namespace } from './docs';
import events from './events';
import occurrences from './occurrences';
import { ical } from './ical';
import { organizers, venues } from './linked';
import { categories, tags } from './terms';
import { adminControllers } from '../admin-api';

export default {
  namespace,
  doc,
  events,
  occurrences,
  ical,
  venues,
  organizers,
  categories,
  tags,
  ...adminControllers,
};
