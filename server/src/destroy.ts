import type { Core } from '@strapi/strapi';

// Nothing to release: the plugin keeps no state in memory between requests.
const destroy = (_: { strapi: Core.Strapi }) => {};

export default destroy;
