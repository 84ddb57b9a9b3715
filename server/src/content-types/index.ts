import event from './event';
import venue from './venue';
import organizer from './organizer';
import category from './category';
import tag from './tag';
import occurrence from './occurrence';
import importLink from './import-link';
import importRun from './import-run';
import subscription from './subscription';

export default {
  event,
  venue,
  organizer,
  category,
  tag,
  occurrence,
  'import-link': importLink,
  'import-run': importRun,
  subscription,
};
