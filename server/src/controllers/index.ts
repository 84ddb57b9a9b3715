import { doc, namespace } from './docs';
import events from './events';
import { organizers, venues } from './linked';
import { categories, tags } from './terms';
import { adminControllers } from '../admin-api';

export default { namespace, doc, events, venues, organizers, categories, tags, ...adminControllers };
