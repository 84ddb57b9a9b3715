import type { Core } from '@strapi/strapi';
import { getService } from './utils/get-service';

// The only thing held between requests is the horizon job's timer (services/horizon.ts).
const destroy = ({ strapi }: { strapi: Core.Strapi }) => {
  getService(strapi, 'horizon').stop();
};

export default destroy;
