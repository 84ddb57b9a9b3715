import records from './records';
import events from './events';
import eventWrites from './event-writes';
import linked from './linked';
import terms from './terms';

export default { records, events, eventWrites, linked, terms };
