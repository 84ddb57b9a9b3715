import type { Core } from '@strapi/strapi';
import { grantPublicRead } from './setup';
import { getService } from './utils/get-service';
import { watchReadVersionWrites } from './services/read-path/read-version';
import { reportUnservedRecords } from './setup/languages';
import { namespaceOldLinks } from './setup/import-links';

const bootstrap = async ({ strapi }: { strapi: Core.Strapi }) => {
  // Before the server listens: every write this process makes must invalidate what any instance keeps of
  // its reads (term counts, list totals: services/read-path/read-version.ts).
  watchReadVersionWrites(strapi);
  await grantPublicRead(strapi);
  // Records a narrower `languages` leaves out are kept: the log says how many (docs/api.md §1.2).
  await reportUnservedRecords(strapi);
  // Events written before occurrences existed (an upgrade), or by a writer that went around the
  // Document Service, get theirs: one statement when there are none to make.
  await getService(strapi, 'occurrences').backfill();
  // Links of imports from before a record's identity was its UID (or TEC id), not its path.
  await namespaceOldLinks(strapi);
  getService(strapi, 'horizon').start();
  getService(strapi, 'scheduledPublishing').start();
  getService(strapi, 'subscriptions').start();
};

export default bootstrap;
