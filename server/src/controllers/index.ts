import { doc, namespace } from './docs';
import events from './events';
import { organizers, venues } from './linked';
import { categories, tags } from './terms';

export default { namespace, doc, events, venues, organizers, categories, tags };
