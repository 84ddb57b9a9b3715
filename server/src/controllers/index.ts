import { doc, namespace } from './docs';
import events from './events';
import occurrences from './occurrences';
import { ical } from './ical';
import { organizers, venues } from './linked';
import { categories, tags } from './terms';
import { wpCategories, wpTags } from './wp-terms';
import { wpMedia } from './wp-media';
import { wpUsers } from './wp-users';
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
  // WordPress core routes (docs/api.md §16).
  wpUsers,
  wpMedia,
  wpTags,
  wpCategories,
  ...adminControllers,
};
