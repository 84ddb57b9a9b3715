import type { Core } from '@strapi/strapi';
import { getService } from './utils/get-service';

// The only things held between requests are the timers of the horizon job (services/horizon.ts)
// and of scheduled publishing (services/scheduled-publishing.ts). Strapi closes the database after
// the plugins' destroy: a look under way finishes first, rather than failing mid-write.
const destroy = async ({ strapi }: { strapi: Core.Strapi }) => {
  await Promise.all([
    getService(strapi, 'horizon').stop(),
    getService(strapi, 'scheduledPublishing').stop(),
  ]);
};

export default destroy;
