import type { Core } from '@strapi/strapi';
import records from './records';
import events from './events';
import eventWrites from './event-writes';
import seriesWrites from './series-writes';
import horizon from './horizon';
import scheduledPublishing from './scheduled-publishing';
import importRuns from './import-runs';
import subscriptions from './subscriptions';
import linked from './linked';
import terms from './terms';
import imageSideload from './image-sideload';
import { createOccurrenceSync } from './occurrences';
import { adminServices } from '../admin-api';
import { createImporter } from '../import/importer';

const occurrences = ({ strapi }: { strapi: Core.Strapi }) => createOccurrenceSync(strapi);
/** docs/api.md §15: the command line and the admin Import page reach the importer here. */
const importer = ({ strapi }: { strapi: Core.Strapi }) => createImporter(strapi);

export default {
  records,
  events,
  eventWrites,
  seriesWrites,
  linked,
  terms,
  imageSideload,
  occurrences,
  horizon,
  scheduledPublishing,
  importer,
  importRuns,
  subscriptions,
  ...adminServices,
};
