import records from './records';
import events from './events';
import eventWrites from './event-writes';
import linked from './linked';
import terms from './terms';
import imageSideload from './image-sideload';
import { adminServices } from '../admin-api';

export default { records, events, eventWrites, linked, terms, imageSideload, ...adminServices };
