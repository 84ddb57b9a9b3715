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

const occurrences = ({ strapi }: { strapi: Core.Strapi }) => createOccurrenceSync(strapi);

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
  importRuns,
  subscriptions,
  ...adminServices,
};
