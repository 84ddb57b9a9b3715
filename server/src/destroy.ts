import type { Core } from '@strapi/strapi';
import { getService } from './utils/get-service';

// The only things held between requests are the timers of the horizon job (services/horizon.ts),
// of scheduled publishing (services/scheduled-publishing.ts) and of subscriptions
// (services/subscriptions.ts), and the admin's import runs under way (services/import-runs.ts).
// Strapi closes the database after the plugins' destroy: a look under way finishes first, and a
// run stops after the record being written, rather than failing mid-write.
const destroy = async ({ strapi }: { strapi: Core.Strapi }) => {
  await Promise.all([
    getService(strapi, 'horizon').stop(),
    getService(strapi, 'scheduledPublishing').stop(),
    getService(strapi, 'subscriptions').destroy(),
    getService(strapi, 'importRuns').stop(),
  ]);
};

export default destroy;
