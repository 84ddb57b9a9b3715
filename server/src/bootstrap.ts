import type { Core } from '@strapi/strapi';
import { grantPublicRead } from './services/setup';

const bootstrap = async ({ strapi }: { strapi: Core.Strapi }) => {
  await grantPublicRead(strapi);
};

export default bootstrap;
