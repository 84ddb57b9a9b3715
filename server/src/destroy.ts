import type { Core } from '@strapi/strapi';
import { getService } from './utils/get-service';
import { closeSqliteReader } from './services/read-path/sqlite-reader';

// The only things held between requests are the timers of the horizon job (services/horizon.ts),
// of scheduled publishing (services/scheduled-publishing.ts) and of subscriptions
// (services/subscriptions.ts), and the admin's import runs under way (services/import-runs.ts).
// Strapi closes the database after the plugins' destroy: a look under way finishes first, a run or
// refresh reading its source stops at once (a slow feed must not hold the shutdown for its
// timeouts), and one writing stops after the record being written, rather than failing mid-write
// (docs/api.md §15.3, §15.4).
const destroy = async ({ strapi }: { strapi: Core.Strapi }) => {
  await Promise.all([
    getService(strapi, 'horizon').stop(),
    getService(strapi, 'scheduledPublishing').stop(),
    getService(strapi, 'subscriptions').destroy(),
    getService(strapi, 'importRuns').stop(),
  ]);
  // After the work above, which may still read.
  closeSqliteReader(strapi);
};

export default destroy;
