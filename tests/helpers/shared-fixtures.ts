/**
 * Where tests find real material that is not ours to commit: the iCalendar files of other calendar
 * programs and the captured responses of The Events Calendar. They live in the `shared` folder
 * beside the repository (CI has it too), whose SOURCES.md says where each file came from.
 */
import path from 'path';

const SHARED = path.resolve(__dirname, '../../..', 'shared');

export const ICAL_FIXTURES = path.join(SHARED, 'fixtures/ical');
export const TEC_SAMPLES = path.join(SHARED, 'reference/tec-samples');
