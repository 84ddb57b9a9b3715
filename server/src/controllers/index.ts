import events from './events';
import { organizers, venues } from './linked';
import { categories, tags } from './terms';

export default { events, venues, organizers, categories, tags };
