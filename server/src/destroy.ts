import type { Core } from '@strapi/strapi';
import { getService } from './utils/get-service';

// The only things held between requests are the timers of the horizon job (services/horizon.ts)
// and of scheduled publishing (services/scheduled-publishing.ts).
const destroy = ({ strapi }: { strapi: Core.Strapi }) => {
  getService(strapi, 'horizon').stop();
  getService(strapi, 'scheduledPublishing').stop();
};

export default destroy;
