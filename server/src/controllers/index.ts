import { doc, namespace } from './docs';
import events from './events';
import { ical } from './ical';
import { organizers, venues } from './linked';
import { categories, tags } from './terms';
import { adminControllers } from '../admin-api';

export default {
  namespace,
  doc,
  events,
  ical,
  venues,
  organizers,
  categories,
  tags,
  ...adminControllers,
};
