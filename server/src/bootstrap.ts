import type { Core } from '@strapi/strapi';
import { grantPublicRead } from './setup';
import { watchTermCountWrites } from './services/read-path/term-counts';

const bootstrap = async ({ strapi }: { strapi: Core.Strapi }) => {
  // Before the server listens: every write this process makes must invalidate term counts kept by any instance.
  watchTermCountWrites(strapi);
  await grantPublicRead(strapi);
};

export default bootstrap;
