import records from './records';
import events from './events';
import eventWrites from './event-writes';

export default { records, events, eventWrites };
